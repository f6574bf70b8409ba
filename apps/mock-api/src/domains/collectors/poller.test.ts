import type { DeviceResult } from '@lne/poller';
import { describe, expect, it } from 'vitest';
import { type PollerDeviceResult, pollEvidence } from './poller';

const entry = (name: string, extra: Partial<PollerDeviceResult> = {}): PollerDeviceResult => ({
  login_device_id: 1,
  name,
  ip_address: '127.0.0.1',
  state: 'SUCCESS',
  message: null,
  reason: null,
  partial: false,
  platform: 'cisco_ios',
  commands_ok: 2,
  commands_rejected: 1,
  duration_ms: 10,
  discovered: false,
  hop: 0,
  ...extra,
});

const result = (name: string, extra: Partial<DeviceResult> = {}): DeviceResult => ({
  name,
  host: '127.0.0.1',
  port: 22,
  transport: 'ssh',
  status: 'ok',
  platform: 'cisco_ios',
  outputs: [
    { command: 'show running-config', kind: 'config', status: 'ok', text: 'hostname sw1\n', durationMs: 1 },
    { command: 'show version', kind: 'version', status: 'ok', text: 'Cisco IOS Software\n', durationMs: 1 },
    {
      command: 'show lldp neighbors detail',
      kind: 'show',
      status: 'rejected',
      text: '% LLDP is not enabled\n',
      durationMs: 1,
    },
  ],
  messages: ['*Mar  1 00:01:04.004: %LINK-3-UPDOWN: Interface GigabitEthernet0/4, changed state to up'],
  notes: ['the pager could not be turned off: answered --More-- instead'],
  startedAt: '2026-12-01T00:00:00Z',
  durationMs: 10,
  ...extra,
});

describe('the evidence of a poll', () => {
  it('keeps the outputs as files, and what else the session showed as notes of the device', () => {
    const { files, notes } = pollEvidence({
      devices: [{ loginDeviceId: 1, result: result('sw1'), entry: entry('sw1') }],
    });
    expect(files.map((file) => file.path)).toEqual([
      'configs/sw1.cfg',
      'show/sw1/show version.txt',
      'hosts.yaml',
    ]);
    expect(notes).toEqual([
      {
        path: 'show/sw1/show lldp neighbors detail.txt',
        code: 'command refused',
        text: '% LLDP is not enabled',
      },
      {
        path: 'show/sw1/',
        code: 'syslog messages',
        severity: 'info',
        text: '*Mar  1 00:01:04.004: %LINK-3-UPDOWN: Interface GigabitEthernet0/4, changed state to up',
      },
      {
        path: 'show/sw1/',
        code: 'session',
        severity: 'info',
        text: 'the pager could not be turned off: answered --More-- instead',
      },
    ]);
  });

  it('says why a device gave nothing', () => {
    const { notes } = pollEvidence({
      devices: [
        {
          loginDeviceId: 2,
          result: undefined,
          entry: entry('r9', {
            state: 'FAILURE',
            reason: 'authentication failed',
            message: 'authentication failed',
          }),
        },
      ],
    });
    expect(notes).toEqual([{ path: 'show/r9/', code: 'not collected', text: 'authentication failed' }]);
  });
});
