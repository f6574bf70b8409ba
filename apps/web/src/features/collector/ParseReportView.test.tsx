import type { ParseReport } from '@lne/api-client';
import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ParseReportView } from './ParseReportView';

// happy-dom lays nothing out; the tables' virtualiser needs a viewport height to render rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});
afterEach(cleanup);

const report: ParseReport = {
  run_id: 3,
  summary: {
    files: 2,
    devices: 2,
    discovered_devices: 0,
    links: 1,
    hosts: 0,
    vlan_subnets: 0,
    parsed: 1,
    partial: 1,
    failed: 0,
    unknown_format: 0,
    warnings: 1,
    platforms: { cisco_ios: 2 },
    written: { devices_new: 2, devices_updated: 0, config_versions: 2, hosts: 0, vlans: 0 },
  },
  files: [
    {
      path: 'configs/r1.cfg',
      kind: 'config',
      status: 'partial',
      platform: 'cisco_ios',
      command: null,
      device: 'r1',
      parser: 'cisco_ios config',
      recognized_lines: 20,
      unrecognized_lines: 1,
      warning_count: 1,
      warnings: [
        { file: 'configs/r1.cfg', line: 7, severity: 'info', code: 'unrecognized-line', text: 'frobnicate' },
      ],
    },
    {
      path: 'configs/r2.cfg',
      kind: 'config',
      status: 'parsed',
      platform: 'cisco_ios',
      command: null,
      device: 'r2',
      parser: 'cisco_ios config',
      recognized_lines: 30,
      unrecognized_lines: 0,
      warning_count: 0,
      warnings: [],
    },
  ],
  warnings: [{ file: '', line: 0, severity: 'info', code: 'left-out', text: '__MACOSX/ was left out' }],
};

function setup(onOpen?: (selection: { path: string; line?: number | undefined }) => void) {
  render(
    <MantineProvider theme={theme}>
      <ParseReportView report={report} {...(onOpen ? { onOpen } : {})} />
    </MantineProvider>,
  );
}

describe('ParseReportView', () => {
  it('opens with the figures, the statuses, what was written and the warnings of the archive', () => {
    setup();
    expect(screen.getByTestId('report-fact-files').textContent).toBe('Files2');
    expect(screen.getByTestId('report-count-partial').textContent).toBe('Partly parsed1');
    expect(screen.getByTestId('report-written').textContent).toBe(
      '2 new devices, 0 updated, 2 new configuration versions, 0 hosts, 0 VLANs written.',
    );
    expect(screen.getByTestId('report-run-warnings').textContent).toContain('__MACOSX/ was left out');
  });

  it('opens a file, and a warning at its line, where the files are stored', () => {
    const onOpen = vi.fn();
    setup(onOpen);
    fireEvent.click(screen.getByRole('button', { name: 'Open configs/r2.cfg' }));
    expect(onOpen).toHaveBeenLastCalledWith({ path: 'configs/r2.cfg', line: undefined });
    fireEvent.click(screen.getByRole('tab', { name: 'Warnings (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open configs/r1.cfg at line 7' }));
    expect(onOpen).toHaveBeenLastCalledWith({ path: 'configs/r1.cfg', line: 7 });
  });

  it('shows paths and lines as text where nothing is stored (a validation)', () => {
    setup();
    expect(screen.getByText('configs/r1.cfg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Open / })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Warnings (1)' }));
    expect(screen.getByText('frobnicate')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /at line/ })).toBeNull();
  });
});
