import { describe, expect, it } from 'vitest';
import type { DeviceRecord, GroupNode } from '../../model/documents';
import { deviceSites } from './service';

const group = (number: number, kind: GroupNode['kind'], label: string, parent: number | null): GroupNode => ({
  id: `parent-${number}`,
  number,
  kind,
  label,
  title: label,
  parent: parent === null ? null : `parent-${parent}`,
});
const device = (id: string, groupNumber: number) =>
  ({ unique_id: id, group_id: `parent-${groupNumber}` }) as DeviceRecord;

describe('deviceSites', () => {
  const groups = [
    group(1, 'site', 'Plant North', null),
    group(2, 'building', 'Hall B', 1),
    group(3, 'room', 'Line 1 cell', 2),
    group(4, 'area', 'Yard', null),
    group(5, 'room', 'Shed', 4),
  ];

  it('names the enclosing site and the own group of each device', () => {
    expect(deviceSites(groups, [device('a', 3), device('b', 1)])).toEqual([
      { device_id: 'a', site: 'Plant North', group: 'Line 1 cell' },
      { device_id: 'b', site: 'Plant North', group: 'Plant North' },
    ]);
  });

  it('falls back to the outermost group without a site, and to nothing outside any group', () => {
    expect(deviceSites(groups, [device('c', 5), device('d', 99)])).toEqual([
      { device_id: 'c', site: 'Yard', group: 'Shed' },
      { device_id: 'd', site: null, group: null },
    ]);
  });

  it('ends on parents that form a cycle', () => {
    const cycle = [group(7, 'room', 'A', 8), group(8, 'room', 'B', 7)];
    expect(deviceSites(cycle, [device('e', 7)])[0]?.group).toBe('A');
  });
});
