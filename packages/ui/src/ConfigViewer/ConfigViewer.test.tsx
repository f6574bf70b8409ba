import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { ConfigViewer } from './ConfigViewer';

const TEXT = '!\ninterface GigabitEthernet1/5\n ip address 10.20.3.2 255.255.255.0\n no shutdown\n';

describe('ConfigViewer', () => {
  it('shows every line with its number and the text unchanged', () => {
    renderWithTheme(<ConfigViewer text={TEXT} />);
    const viewer = screen.getByTestId('config-viewer');
    const lines = [...viewer.children].map((line) => line.textContent);
    expect(lines).toEqual([
      '1!',
      '2interface GigabitEthernet1/5',
      '3 ip address 10.20.3.2 255.255.255.0',
      '4 no shutdown',
    ]);
  });

  it('highlights comments, keywords, interfaces and addresses', () => {
    renderWithTheme(<ConfigViewer text={TEXT} lineNumbers={false} />);
    const viewer = screen.getByTestId('config-viewer');
    const marked = (kind: string) =>
      [...viewer.querySelectorAll(`[data-token="${kind}"]`)].map((node) => node.textContent);
    expect(marked('comment')).toEqual(['!']);
    expect(marked('interface')).toEqual(['GigabitEthernet1/5']);
    expect(marked('ip')).toEqual(['10.20.3.2', '255.255.255.0']);
    expect(marked('keyword')).toEqual(['interface', 'ip', 'address', 'no', 'shutdown']);
  });

  it('marks the focused line and scrolls it into view', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithTheme(<ConfigViewer text={TEXT} focusLine={3} />);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
    const viewer = screen.getByTestId('config-viewer');
    const focused = viewer.querySelectorAll('[data-focused]');
    expect([...focused].map((line) => line.getAttribute('data-line'))).toEqual(['3']);
    expect(scrolled).toEqual([...focused]);
  });

  it('marks nothing without a focused line', () => {
    renderWithTheme(<ConfigViewer text={TEXT} />);
    expect(screen.getByTestId('config-viewer').querySelectorAll('[data-focused]')).toHaveLength(0);
  });
});
