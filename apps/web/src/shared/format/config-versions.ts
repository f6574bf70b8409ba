import type { DeviceConfig } from '@lne/api-client';
import { formatUnixTime } from './time';

/** Versions of a device's configuration, as the device's Configs tab and History › Config Diffs show them. */

/** A version as people name it: its id and when it was stored, e.g. `#42 2026-11-12 09:14:10`. */
export function versionLabel(version: Pick<DeviceConfig, 'config_id' | 'created'>): string {
  return `#${version.config_id} ${formatUnixTime(version.created)}`;
}

/** The pair of versions a diff starts with: the one before the newest → the newest (versions are newest first). */
export function defaultDiffPair(
  versions: readonly Pick<DeviceConfig, 'config_id'>[],
): [number, number] | undefined {
  const newest = versions[0];
  const previous = versions[1];
  return newest && previous ? [previous.config_id, newest.config_id] : undefined;
}

/**
 * The pair a diff shows: the versions chosen in the URL where they still exist, the default pair otherwise
 * (a shared link may name a version deleted since).
 */
export function chosenDiffPair(
  versions: readonly Pick<DeviceConfig, 'config_id'>[],
  from: number | undefined,
  to: number | undefined,
): [number, number] | undefined {
  const fallback = defaultDiffPair(versions);
  if (!fallback) return undefined;
  const exists = (id: number | undefined): id is number =>
    id !== undefined && versions.some((version) => version.config_id === id);
  return [exists(from) ? from : fallback[0], exists(to) ? to : fallback[1]];
}

/** The version shown in the viewer, if the URL names one that exists. */
export function chosenVersion(
  versions: readonly Pick<DeviceConfig, 'config_id'>[],
  id: number | undefined,
): number | undefined {
  return id !== undefined && versions.some((version) => version.config_id === id) ? id : undefined;
}
