import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootShell } from './BootShell';

/** The markup of an element tree, without the whitespace around tags. */
const normalise = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s+/g, ' ')
    .replace(/ \/>/g, '>')
    .trim();

describe('BootShell', () => {
  it('draws exactly the shell that index.html paints before the scripts', () => {
    const page = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
    const template = document.createElement('template');
    template.innerHTML = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="module"'));
    const painted = template.content.querySelector('.lne-boot');
    const { container } = render(<BootShell />);
    expect(painted).not.toBeNull();
    expect(normalise(container.innerHTML)).toBe(normalise(painted?.outerHTML ?? ''));
  });
});
