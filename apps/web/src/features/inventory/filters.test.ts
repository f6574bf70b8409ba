import dayjs from 'dayjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deviceListSearchSchema } from '../../shared/navigation/search';
import { deviceListParams, hasDeviceFilters } from './filters';

const scope = { network: 2, snapshot: 1 };

describe('deviceListSearchSchema', () => {
  it('reads tag ids and days from the URL and drops malformed ones', () => {
    expect(
      v.parse(deviceListSearchSchema, {
        view: 'Devices',
        tagIds: [1, '3'],
        lastseenFrom: '2026-11-01',
        createdTo: 'yesterday',
      }),
    ).toEqual({ view: 'Devices', tagIds: [1, 3], lastseenFrom: '2026-11-01', createdTo: undefined });
    expect(v.parse(deviceListSearchSchema, { tagIds: 'x' }).tagIds).toBeUndefined();
  });
});

describe('deviceListParams', () => {
  it('sends only the scope and the summary view without filters', () => {
    expect(deviceListParams(scope, {}, undefined)).toEqual({
      explorer_network_id: 2,
      snapshot_id: 1,
      view: 'summary',
    });
    expect(hasDeviceFilters({})).toBe(false);
  });

  it('sends search, tag ids and whole-day date bounds as unix seconds', () => {
    const params = deviceListParams(
      scope,
      {
        tagIds: [1, 3],
        lastseenFrom: '2026-11-01',
        lastseenTo: '2026-11-02',
        createdFrom: '2026-10-01',
        createdTo: '2026-10-31',
      },
      '  core ',
    );
    expect(params).toEqual({
      explorer_network_id: 2,
      snapshot_id: 1,
      view: 'summary',
      search: 'core',
      'tag_ids[]': [1, 3],
      lastseen_from: dayjs('2026-11-01 00:00:00').unix(),
      lastseen_to: dayjs('2026-11-02 23:59:59').unix(),
      created_from: dayjs('2026-10-01 00:00:00').unix(),
      created_to: dayjs('2026-10-31 23:59:59').unix(),
    });
    expect(hasDeviceFilters({ createdTo: '2026-10-31' })).toBe(true);
  });
});
