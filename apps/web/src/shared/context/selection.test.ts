import { describe, expect, it } from 'vitest';
import {
  networkOptions,
  resolveNetworkId,
  resolveSnapshotId,
  snapshotLabel,
  sortSnapshots,
} from './selection';

const networks = [
  { id: 2, name: 'OT plant' },
  { id: 5, name: 'IT campus' },
];
const snapshot = (id: number, name = `s${id}`, created = 1_700_000_000) => ({
  id,
  name,
  created,
  explorer_network_id: 2,
});

describe('resolveNetworkId', () => {
  it('keeps an available network', () => {
    expect(resolveNetworkId(5, networks)).toBe(5);
  });
  it('falls back to the first available network', () => {
    expect(resolveNetworkId(1, networks)).toBe(2);
  });
  it('has nothing to choose without networks', () => {
    expect(resolveNetworkId(1, [])).toBeUndefined();
  });
});

describe('resolveSnapshotId', () => {
  it('keeps live and listed snapshots', () => {
    expect(resolveSnapshotId(1, [])).toBe(1);
    expect(resolveSnapshotId(4, [snapshot(1), snapshot(4)])).toBe(4);
  });
  it('resets an unlisted snapshot to live', () => {
    expect(resolveSnapshotId(9, [snapshot(1), snapshot(4)])).toBe(1);
  });
});

describe('sortSnapshots', () => {
  it('puts live first, then the others by id descending', () => {
    const sorted = sortSnapshots([snapshot(3), snapshot(1, 'live'), snapshot(7), snapshot(5)]);
    expect(sorted.map((s) => s.id)).toEqual([1, 7, 5, 3]);
  });
});

describe('snapshotLabel', () => {
  it('reads name and date-time in the browser time zone', () => {
    const created = 1_700_000_000;
    const local = new Date(created * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(
      local.getHours(),
    )}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
    expect(snapshotLabel(snapshot(4, 'nightly', created))).toBe(`nightly ${expected}`);
  });
});

describe('networkOptions', () => {
  const all = [
    { id: 1, name: 'OT Plant', description: '', archived_at: null },
    { id: 2, name: 'Old branch', description: '', archived_at: 1_700_000_000 },
    { id: 3, name: 'IT Campus', description: '' },
  ];
  it('leaves archived networks out, unless one is the current network, marked so', () => {
    expect(networkOptions(all, 1)).toEqual([
      { value: '1', label: 'OT Plant' },
      { value: '3', label: 'IT Campus' },
    ]);
    expect(networkOptions(all, 2).map((option) => option.label)).toEqual([
      'OT Plant',
      'Old branch (archived)',
      'IT Campus',
    ]);
  });
});
