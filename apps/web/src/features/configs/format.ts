import type { DeviceConfig } from '@lne/api-client';
import { formatUnixTime } from '../inventory/format';

/** A version as people name it: its id and when it was stored, e.g. `#42 2026-11-12 09:14:10`. */
export function versionLabel(version: Pick<DeviceConfig, 'config_id' | 'created'>): string {
  return `#${version.config_id} ${formatUnixTime(version.created)}`;
}

/** Sizes of config files: bytes below 1 KiB, else KiB with one decimal. */
export function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The pair of versions a diff starts with: the one before the newest → the newest (versions are newest first). */
export function defaultDiffPair(
  versions: readonly Pick<DeviceConfig, 'config_id'>[],
): [number, number] | undefined {
  const newest = versions[0];
  const previous = versions[1];
  return newest && previous ? [previous.config_id, newest.config_id] : undefined;
}
