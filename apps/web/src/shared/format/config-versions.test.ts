import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chosenDiffPair, chosenVersion, defaultDiffPair, versionLabel } from './config-versions';

describe('config version helpers', () => {
  it('labels a version by id and local time', () => {
    expect(versionLabel({ config_id: 42, created: dayjs('2026-11-12 09:14:10').unix() })).toBe(
      '#42 2026-11-12 09:14:10',
    );
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
});
