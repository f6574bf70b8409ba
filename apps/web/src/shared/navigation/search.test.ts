import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  assessmentReportSearchSchema,
  configDiffsSearchSchema,
  deviceDetailsSearchSchema,
  deviceListSearchSchema,
  globalSearchSchema,
  netmapSearchSchema,
} from './search';

describe('globalSearchSchema', () => {
  it('defaults network and snapshot to 1', () => {
    expect(v.parse(globalSearchSchema, {})).toEqual({ network: 1, snapshot: 1 });
  });

  it('keeps valid ids, given as numbers or numeric strings', () => {
    expect(v.parse(globalSearchSchema, { network: 3, snapshot: '7' })).toEqual({ network: 3, snapshot: 7 });
  });

  it('falls back to 1 for ids that are not positive integers', () => {
    expect(v.parse(globalSearchSchema, { network: 'abc', snapshot: 0 })).toEqual({ network: 1, snapshot: 1 });
    expect(v.parse(globalSearchSchema, { network: 2.5, snapshot: -4 })).toEqual({ network: 1, snapshot: 1 });
  });
});

describe('list state keys of the root schema', () => {
  it('accepts sort, q, filters and cols on every route', () => {
    expect(
      v.parse(globalSearchSchema, { sort: 'name:asc', q: 'core', filters: { vendor: 'Cisco' }, cols: 'ip' }),
    ).toEqual({
      network: 1,
      snapshot: 1,
      sort: 'name:asc',
      q: 'core',
      filters: { vendor: 'Cisco' },
      cols: 'ip',
    });
  });

  it('reads numbers and booleans that the router parsed from the URL as text', () => {
    expect(v.parse(globalSearchSchema, { q: 123, filters: { ports: 48, up: true } })).toMatchObject({
      q: '123',
      filters: { ports: '48', up: 'true' },
    });
  });

  it('drops values of the wrong shape without failing the route', () => {
    const parsed = v.parse(globalSearchSchema, { sort: { a: 1 }, filters: 'x', cols: ['a'] });
    expect(parsed.sort).toBeUndefined();
    expect(parsed.filters).toBeUndefined();
    expect(parsed.cols).toBeUndefined();
  });

  it('keeps an empty cols (no column hidden)', () => {
    expect(v.parse(globalSearchSchema, { cols: '' }).cols).toBe('');
  });
});

describe('netmapSearchSchema', () => {
  it('reads the deep-link parameters', () => {
    expect(v.parse(netmapSearchSchema, { search: 'core', dataType: 'All', viewMode: 'basegraph' })).toEqual({
      search: 'core',
      dataType: 'All',
      viewMode: 'basegraph',
    });
  });

  it('drops values of the wrong type', () => {
    expect(v.parse(netmapSearchSchema, { search: 5 })).toEqual({
      search: undefined,
      dataType: undefined,
      viewMode: undefined,
    });
  });
});

describe('deviceListSearchSchema', () => {
  it('selects the Devices view by default and for unknown views', () => {
    expect(v.parse(deviceListSearchSchema, {})).toEqual({ view: 'Devices' });
    expect(v.parse(deviceListSearchSchema, { view: 'Nope' })).toEqual({ view: 'Devices' });
    expect(v.parse(deviceListSearchSchema, { view: 'Routes' })).toEqual({ view: 'Routes' });
  });
});

describe('deviceListSearchSchema: Spanning Tree choices', () => {
  it('keeps the protocol as text and the instance as a number', () => {
    expect(
      v.parse(deviceListSearchSchema, { view: 'Spanning Tree', stpProtocol: 'mstp', stpInstance: 0 }),
    ).toEqual({ view: 'Spanning Tree', stpProtocol: 'mstp', stpInstance: 0 });
    expect(v.parse(deviceListSearchSchema, { stpInstance: '2' }).stpInstance).toBe(2);
    expect(v.parse(deviceListSearchSchema, { stpInstance: { x: 1 } }).stpInstance).toBeUndefined();
    expect(v.parse(deviceListSearchSchema, { stpInstance: -1 }).stpInstance).toBeUndefined();
  });
});

describe('deviceDetailsSearchSchema', () => {
  it('opens the overview by default and for unknown tabs', () => {
    expect(v.parse(deviceDetailsSearchSchema, {}).tab).toBe('overview');
    expect(v.parse(deviceDetailsSearchSchema, { tab: 'secrets' }).tab).toBe('overview');
  });

  it('keeps a known tab and the chosen config versions', () => {
    expect(
      v.parse(deviceDetailsSearchSchema, { tab: 'configs', config: '12', diffFrom: 11, diffTo: 12 }),
    ).toEqual({ tab: 'configs', config: 12, diffFrom: 11, diffTo: 12 });
  });

  it('keeps the line a finding points at, and drops one that is no line number', () => {
    expect(v.parse(deviceDetailsSearchSchema, { tab: 'configs', config: 12, line: '214' })).toEqual({
      tab: 'configs',
      config: 12,
      line: 214,
    });
    expect(v.parse(deviceDetailsSearchSchema, { tab: 'configs', line: -3 })).toEqual({ tab: 'configs' });
  });

  it('drops version ids that are not positive integers', () => {
    expect(v.parse(deviceDetailsSearchSchema, { tab: 'stp', config: 'x', diffFrom: 0, diffTo: 1.5 })).toEqual(
      {
        tab: 'stp',
      },
    );
  });
});

describe('configDiffsSearchSchema', () => {
  it('compares snapshots side by side by default', () => {
    expect(v.parse(configDiffsSearchSchema, {})).toEqual({ source: 'snapshots', layout: 'split' });
  });

  it('keeps the chosen snapshots, device, versions and layout', () => {
    expect(
      v.parse(configDiffsSearchSchema, {
        source: 'versions',
        fromSnapshot: 3,
        toSnapshot: '1',
        device: '01JDEVICE',
        fromVersion: 4,
        toVersion: 9,
        layout: 'unified',
      }),
    ).toEqual({
      source: 'versions',
      fromSnapshot: 3,
      toSnapshot: 1,
      device: '01JDEVICE',
      fromVersion: 4,
      toVersion: 9,
      layout: 'unified',
    });
  });

  it('falls back for unknown values', () => {
    expect(
      v.parse(configDiffsSearchSchema, { source: 'tape', layout: 'sideways', fromSnapshot: -1 }),
    ).toEqual({
      source: 'snapshots',
      layout: 'split',
    });
  });
});

describe('assessmentReportSearchSchema', () => {
  it('keeps the compared snapshot and drops anything that is no snapshot id', () => {
    expect(v.parse(assessmentReportSearchSchema, { diffSnapshot: '3' })).toEqual({ diffSnapshot: 3 });
    expect(v.parse(assessmentReportSearchSchema, { diffSnapshot: 'live' })).toEqual({});
    expect(v.parse(assessmentReportSearchSchema, {})).toEqual({});
  });
});
