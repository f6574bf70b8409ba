import { Accordion } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { CheckCard, checkCardText, findingCount, worstSeverity } from './CheckCard';
import { halfDuplexCheck, manyDevices, ntpCheck, telnetCheck, telnetDevices } from './fixtures';

const open = (ui: ReactElement, value: string) =>
  renderWithTheme(
    <Accordion multiple defaultValue={[value]}>
      {ui}
    </Accordion>,
  );

const section = (title: string) => {
  const node = document.querySelector(`[data-section="${title}"]`);
  if (!(node instanceof HTMLElement)) throw new Error(`section ${title} not shown`);
  return node;
};

describe('CheckCard', () => {
  it('shows title, subtitle, tags and the number of findings', () => {
    open(<CheckCard check={telnetCheck} devices={telnetDevices} />, 'none');
    expect(screen.getByText('Telnet enabled')).toBeTruthy();
    expect(screen.getByText('Management access over unencrypted Telnet')).toBeTruthy();
    expect(screen.getByText('NetDevice')).toBeTruthy();
    expect(screen.getByText('Security')).toBeTruthy();
    expect(screen.getByTestId('check-finding-count').textContent).toBe('3 findings');
  });

  it('expands to Background, Suggested Action, Configuration Snippet and the findings per device', () => {
    open(<CheckCard check={telnetCheck} devices={telnetDevices} />, 'telnet_enabled');
    expect(within(section('Background')).getByText(/^Telnet sends credentials/)).toBeTruthy();
    expect(
      within(section('Suggested Action')).getByText(
        'Disable Telnet on all VTY lines and allow SSH version 2 only.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('config-snippet').textContent).toBe(
      'line vty 0 15\n transport input ssh\nip ssh version 2',
    );
    expect(screen.getByRole('button', { name: checkCardText.copy })).toBeTruthy();
    const devices = screen.getAllByTestId('device-findings');
    expect(devices.map((d) => within(d).getByTestId('device-finding-count').textContent)).toEqual(['1', '2']);
    const second = devices[1];
    if (!second) throw new Error('second device');
    expect(within(second).getByText('access-sw-12')).toBeTruthy();
    expect(within(second).getByText('Severity')).toBeTruthy();
    expect(within(second).getByText('Issue')).toBeTruthy();
    expect(within(second).getByText('Critical')).toBeTruthy();
    expect(within(second).getByText("SNMP community 'public' has read-write access")).toBeTruthy();
    expect(screen.queryByText('No issue found')).toBeNull();
  });

  it("says 'No issue found' for a passing check", () => {
    open(<CheckCard check={telnetCheck} devices={[]} />, 'telnet_enabled');
    expect(within(section('Findings')).getByText('No issue found')).toBeTruthy();
    expect(screen.getByTestId('check-finding-count').textContent).toBe('Passed');
    expect(screen.queryAllByTestId('device-findings')).toHaveLength(0);
  });

  it('falls back to the background text of spec §2 without a long description', () => {
    open(<CheckCard check={ntpCheck} devices={[]} />, 'ntp_missing');
    expect(
      within(section('Background')).getByText('No additional background information available.'),
    ).toBeTruthy();
  });

  it('leaves the Configuration Snippet out when the check has none', () => {
    open(<CheckCard check={halfDuplexCheck} devices={telnetDevices} />, 'half_duplex');
    expect(document.querySelector('[data-section="Configuration Snippet"]')).toBeNull();
    expect(screen.queryByTestId('config-snippet')).toBeNull();
  });

  it('renders the device name through the given renderer', () => {
    open(
      <CheckCard
        check={telnetCheck}
        devices={telnetDevices}
        renderDeviceName={(d) => <a href={`/device/${d.device_id}`}>{d.device_name}</a>}
      />,
      'telnet_enabled',
    );
    expect(screen.getByRole('link', { name: 'dist-sw-01' }).getAttribute('href')).toBe(
      '/device/01JD2V8K3M4N5P6Q7R8S9T0V1W',
    );
  });

  it('expands when its control is clicked', () => {
    open(<CheckCard check={telnetCheck} devices={telnetDevices} />, 'none');
    const control = screen.getByRole('button', { name: /Telnet enabled/ });
    expect(control.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-expanded')).toBe('true');
  });

  it('counts findings and finds the worst severity', () => {
    expect(findingCount(manyDevices)).toBe(79);
    expect(worstSeverity(telnetDevices)).toBe('critical');
    expect(worstSeverity([])).toBeUndefined();
    expect(checkCardText.findingCount(1)).toBe('1 finding');
  });
});
