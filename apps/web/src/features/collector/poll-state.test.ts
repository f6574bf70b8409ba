import { describe, expect, it } from 'vitest';
import { collectorMessages as m } from './messages';
import {
  deviceFiles,
  deviceRunView,
  hostKeyView,
  lastPollView,
  outputFolderName,
  runDevicesInOrder,
} from './poll-state';

describe('poll states', () => {
  it('shows a device of a run as waiting, polled, done, partly done, failed or cancelled', () => {
    expect(deviceRunView({ state: 'PENDING', partial: false }).label).toBe(m.pollWaiting);
    expect(deviceRunView({ state: 'STARTED', partial: false })).toEqual({
      label: m.pollPolling,
      color: 'blue',
    });
    expect(deviceRunView({ state: 'SUCCESS', partial: false })).toEqual({ label: m.pollOk, color: 'green' });
    expect(deviceRunView({ state: 'SUCCESS', partial: true })).toEqual({
      label: m.pollPartial,
      color: 'yellow',
    });
    expect(deviceRunView({ state: 'FAILURE', partial: false })).toEqual({
      label: m.pollFailed,
      color: 'red',
    });
    expect(deviceRunView({ state: 'REVOKED', partial: false }).label).toBe(m.revoked);
  });

  it("shows a login device's last poll and its host key", () => {
    expect(lastPollView({ last_poll_state: null }).label).toBe(m.neverPolled);
    expect(lastPollView({ last_poll_state: 'PARTIAL' }).color).toBe('yellow');
    expect(lastPollView({ last_poll_state: 'FAILURE' }).color).toBe('red');
    expect(hostKeyView({ host_key_state: 'changed' })).toEqual({ label: m.hostKeyChanged, color: 'red' });
    expect(hostKeyView({ host_key_state: 'trusted' }).label).toBe(m.hostKeyTrusted);
    expect(hostKeyView({ host_key_state: 'unknown' }).label).toBe(m.hostKeyUnknown);
  });

  it('lists the devices being polled first, then failures, keeping the run order', () => {
    const devices = [
      { id: 1, state: 'SUCCESS' as const },
      { id: 2, state: 'FAILURE' as const },
      { id: 3, state: 'STARTED' as const },
      { id: 4, state: 'PENDING' as const },
      { id: 5, state: 'FAILURE' as const },
    ];
    expect(runDevicesInOrder(devices).map((d) => d.id)).toEqual([3, 2, 5, 1, 4]);
  });

  it("finds a device's files in a run, its configuration first", () => {
    const files = [
      { path: 'hosts.yaml' },
      { path: 'show/r1/show version.txt' },
      { path: 'configs/r10.cfg' },
      { path: 'show/r10/show version.txt' },
      { path: 'configs/r1.cfg' },
      { path: 'show/r1/show cdp neighbors detail.txt' },
    ];
    expect(deviceFiles(files, 'r1').map((f) => f.path)).toEqual([
      'configs/r1.cfg',
      'show/r1/show cdp neighbors detail.txt',
      'show/r1/show version.txt',
    ]);
    expect(outputFolderName('a/b')).toBe('a_b');
    expect(outputFolderName('..')).toBe('_');
    expect(deviceFiles(files, 'sw9')).toEqual([]);
  });
});
