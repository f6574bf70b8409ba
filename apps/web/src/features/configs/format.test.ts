import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultDiffPair, formatSize, versionLabel } from './format';

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
});
