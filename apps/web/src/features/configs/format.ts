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

/**
 * The two snapshots Config Diffs compares (ids newest first): those the URL chose while they exist in the
 * network, else the newest (usually live) and the one before it.
 */
export function pickSnapshots(
  ids: readonly number[],
  from: number | undefined,
  to: number | undefined,
): { from: number | undefined; to: number | undefined } {
  const exists = (id: number | undefined): id is number => id !== undefined && ids.includes(id);
  return { from: exists(from) ? from : ids[1], to: exists(to) ? to : ids[0] };
}
