import { describe, expect, it } from 'vitest';
import { instanceVlans, isMstpCist } from './stp-vlans';

const mst = {
  '0': { mapped_vlans: [] },
  '1': { mapped_vlans: [10, 20, 40] },
  '2': { mapped_vlans: [30, 50] },
};
const deviceVlans = [50, 1, 10, 20, 30, 40, 99];

describe('instanceVlans', () => {
  it('gives MSTP instance 0 every VLAN of the device that no other instance maps', () => {
    expect(instanceVlans('mstp', '0', mst, deviceVlans)).toEqual([1, 99]);
  });

  it('gives instance 0 all VLANs of a device with no other instance', () => {
    expect(instanceVlans('mstp', '0', { '0': { mapped_vlans: [] } }, [20, 10])).toEqual([10, 20]);
  });

  it('keeps VLANs the device lists for instance 0 itself', () => {
    expect(instanceVlans('mstp', '0', { ...mst, '0': { mapped_vlans: [5] } }, deviceVlans)).toEqual([
      1, 5, 99,
    ]);
  });

  it('gives the other instances their mapped VLANs', () => {
    expect(instanceVlans('mstp', '2', mst, deviceVlans)).toEqual([30, 50]);
    expect(instanceVlans('mstp', '7', mst, deviceVlans)).toEqual([]);
  });

  it('leaves RSTP instance 0 as reported', () => {
    expect(instanceVlans('rstp', '0', { '0': { mapped_vlans: [20, 10] } }, [10, 20, 30])).toEqual([10, 20]);
  });
});

describe('isMstpCist', () => {
  it('is only MSTP instance 0', () => {
    expect(isMstpCist('mstp', '0')).toBe(true);
    expect(isMstpCist('MSTP', '0')).toBe(true);
    expect(isMstpCist('mstp', '1')).toBe(false);
    expect(isMstpCist('rstp', '0')).toBe(false);
    expect(isMstpCist(undefined, '0')).toBe(false);
  });
});
