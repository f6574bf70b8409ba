import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  chosenDiffPair,
  chosenVersion,
  defaultDiffPair,
  formatSize,
  pickSnapshots,
  versionLabel,
} from './format';

describe('config version helpers', () => {
  it('labels a version by id and local time', () => {
    expect(versionLabel({ config_id: 42, created: dayjs('2026-11-12 09:14:10').unix() })).toBe(
      '#42 2026-11-12 09:14:10',
    );
  });

  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(18734)).toBe('18.3 KiB');
  });

  it('diffs the previous version against the newest by default', () => {
    expect(defaultDiffPair([{ config_id: 42 }, { config_id: 17 }, { config_id: 3 }])).toEqual([17, 42]);
    expect(defaultDiffPair([{ config_id: 42 }])).toBeUndefined();
  });

  it('keeps the versions the URL chose while they exist, else falls back to the default pair', () => {
    const versions = [{ config_id: 42 }, { config_id: 17 }, { config_id: 3 }];
    expect(chosenDiffPair(versions, 3, 17)).toEqual([3, 17]);
    expect(chosenDiffPair(versions, 99, 3)).toEqual([17, 3]);
    expect(chosenDiffPair(versions, undefined, undefined)).toEqual([17, 42]);
    expect(chosenDiffPair([{ config_id: 42 }], 42, 42)).toBeUndefined();
  });

  it('shows the version the URL names only when it exists', () => {
    expect(chosenVersion([{ config_id: 42 }, { config_id: 17 }], 17)).toBe(17);
    expect(chosenVersion([{ config_id: 42 }], 17)).toBeUndefined();
    expect(chosenVersion([{ config_id: 42 }], undefined)).toBeUndefined();
  });

  it('compares the snapshots the URL chose while the network has them, else the two newest', () => {
    expect(pickSnapshots([1, 4, 3, 2], 2, 3)).toEqual({ from: 2, to: 3 });
    expect(pickSnapshots([1, 4, 3, 2], 9, undefined)).toEqual({ from: 4, to: 1 });
    expect(pickSnapshots([1], undefined, undefined)).toEqual({ from: undefined, to: 1 });
  });
});
