import type { LoginDevice, PollerDeviceResult } from '@lne/api-client';
import { collectorMessages as m } from './messages';

/** How a state is shown: its words and colour. */
export type StateView = { label: string; color: string };

/** A device of the poller run as it goes: waiting, being polled, or its outcome. */
export function deviceRunView(device: Pick<PollerDeviceResult, 'state' | 'partial'>): StateView {
  switch (device.state) {
    case 'PENDING':
      return { label: m.pollWaiting, color: 'gray' };
    case 'STARTED':
      return { label: m.pollPolling, color: 'blue' };
    case 'SUCCESS':
      return device.partial ? { label: m.pollPartial, color: 'yellow' } : { label: m.pollOk, color: 'green' };
    case 'FAILURE':
      return { label: m.pollFailed, color: 'red' };
    case 'REVOKED':
      return { label: m.revoked, color: 'gray' };
  }
}

/** A login device's last poll. */
export function lastPollView(device: Pick<LoginDevice, 'last_poll_state'>): StateView {
  switch (device.last_poll_state) {
    case 'SUCCESS':
      return { label: m.pollOk, color: 'green' };
    case 'PARTIAL':
      return { label: m.pollPartial, color: 'yellow' };
    case 'FAILURE':
      return { label: m.pollFailed, color: 'red' };
    default:
      return { label: m.neverPolled, color: 'gray' };
  }
}

export function hostKeyView(device: Pick<LoginDevice, 'host_key_state'>): StateView {
  switch (device.host_key_state) {
    case 'trusted':
      return { label: m.hostKeyTrusted, color: 'green' };
    case 'changed':
      return { label: m.hostKeyChanged, color: 'red' };
    default:
      return { label: m.hostKeyUnknown, color: 'gray' };
  }
}

/** Devices of a run, those being polled first, then failures, then the rest, each group in the run's order. */
export function runDevicesInOrder<T extends Pick<PollerDeviceResult, 'state'>>(devices: readonly T[]): T[] {
  const rank = (device: T) => (device.state === 'STARTED' ? 0 : device.state === 'FAILURE' ? 1 : 2);
  return devices
    .map((device, index) => ({ device, index }))
    .sort((a, b) => rank(a.device) - rank(b.device) || a.index - b.index)
    .map(({ device }) => device);
}
