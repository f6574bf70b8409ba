import { Accordion } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { CheckCard, checkCardText, evidenceLabel, findingCount, worstSeverity } from './CheckCard';
import {
  fixedDevices,
  halfDuplexCheck,
  manyDevices,
  notApplicableDevices,
  ntpCheck,
  telnetCheck,
  telnetDevices,
} from './fixtures';

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

  it('shows each finding with the lines that prove it, the file and line numbers, and whether it is new', () => {
    open(
      <CheckCard
        check={telnetCheck}
        devices={telnetDevices}
        renderEvidenceSource={(evidence, label) => <a href={`#config-${evidence.config_id}`}>{label}</a>}
      />,
      'telnet_enabled',
    );
    const evidence = screen.getAllByTestId('finding-evidence');
    expect(evidence).toHaveLength(1);
    const first = evidence[0];
    if (!first) throw new Error('evidence');
    expect(
      within(first).getByRole('link', { name: 'dist-sw-01.cfg, lines 212–214' }).getAttribute('href'),
    ).toBe('#config-41');
    expect(within(first).getByTestId('evidence-lines').textContent).toBe(
      ' 212  line vty 0 4\n 214   transport input telnet ssh',
    );
    expect(screen.getAllByTestId('finding-change').map((b) => b.textContent)).toEqual(['New']);
  });

  it('labels operational evidence and single lines', () => {
    const base = { device_id: 'D', device_name: 'd', note: null };
    expect(
      evidenceLabel({ ...base, config_id: null, file: null, lines: [{ line: null, text: 'Gi1: up' }] }),
    ).toBe('Operational state');
    expect(evidenceLabel({ ...base, config_id: 1, file: 'd.cfg', lines: [{ line: 7, text: 'x' }] })).toBe(
      'd.cfg, line 7',
    );
    expect(evidenceLabel({ ...base, config_id: 1, file: 'd.cfg', lines: [] })).toBe('d.cfg');
  });

  it('lists the devices the check does not apply to, with the reason, and the fixed findings', () => {
    open(
      <CheckCard
        check={telnetCheck}
        devices={[]}
        notApplicable={notApplicableDevices}
        fixed={fixedDevices}
      />,
      'telnet_enabled',
    );
    const na = within(section('Not applicable')).getByTestId('not-applicable');
    expect(na.textContent).toContain('NX-OS stores every local password hashed');
    expect(na.textContent).toContain('(3 devices)');
    expect(na.textContent).toContain('nx-core-02');
    expect(na.textContent).toContain('and 1 more');
    expect(within(section('Fixed')).getByText("Telnet is allowed: 'transport input all'")).toBeTruthy();
    expect(within(section('Fixed')).getByText('edge-rtr-02')).toBeTruthy();
    expect(within(section('Findings')).getByText('No issue found')).toBeTruthy();
  });

  it('renders the fixed findings with their own renderers (they belong to the compared snapshot)', () => {
    open(
      <CheckCard
        check={telnetCheck}
        devices={telnetDevices.slice(0, 1)}
        fixed={fixedDevices}
        renderDeviceName={(d) => <a href={`#live/${d.device_id}`}>{d.device_name}</a>}
        renderFixedDeviceName={(d) => <a href={`#snapshot/${d.device_id}`}>{d.device_name}</a>}
      />,
      'telnet_enabled',
    );
    expect(within(section('Fixed')).getByRole('link', { name: 'edge-rtr-02' }).getAttribute('href')).toBe(
      '#snapshot/01JD2V8K3M4N5P6Q7R8S9T0V1Z',
    );
    expect(within(section('Findings')).getByRole('link', { name: 'dist-sw-01' }).getAttribute('href')).toBe(
      '#live/01JD2V8K3M4N5P6Q7R8S9T0V1W',
    );
  });
});
