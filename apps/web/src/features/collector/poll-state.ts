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

/** The folder name the poller files a device's outputs under (a path segment: no separators or control characters). */
export function outputFolderName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make unusable file names
  const cleaned = name.replace(/[/\\\x00-\x1f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned;
}

/** A device's files of a collection run: its configuration first, then its show outputs by command. */
export function deviceFiles<T extends { path: string }>(files: readonly T[], deviceName: string): T[] {
  const folder = outputFolderName(deviceName);
  const config = files.filter(
    (file) => /^configs\/[^/]+$/.test(file.path) && file.path.slice(8).replace(/\.[^.]*$/, '') === folder,
  );
  const shows = files
    .filter((file) => file.path.startsWith(`show/${folder}/`))
    .sort((a, b) => a.path.localeCompare(b.path));
  return [...config, ...shows];
}
