import { describe, expect, it } from 'vitest';
import {
  compactVlanRanges,
  expandVlanRanges,
  isIpv4,
  isMac,
  maskToPrefixLength,
  normalizeMac,
  parseSpeedMbps,
  parseUptimeSeconds,
} from './values';

describe('normalizeMac', () => {
  it.each([
    ['0011.2233.4455', '00:11:22:33:44:55'],
    ['00-11-22-33-44-55', '00:11:22:33:44:55'],
    ['00:1B:54:C2:3A:01', '00:1b:54:c2:3a:01'],
    ['001122-334455', '00:11:22:33:44:55'],
    ['001122334455', '00:11:22:33:44:55'],
    [' 0011.2233.4455 ', '00:11:22:33:44:55'],
  ])('%s → %s', (raw, mac) => {
    expect(normalizeMac(raw)).toBe(mac);
  });

  it.each(['', 'zz11.2233.4455', '0011.2233.44', '00:11:22:33:44:55:66', 'not a mac'])(
    'refuses %j',
    (raw) => {
      expect(normalizeMac(raw)).toBeUndefined();
    },
  );

  it('answers undefined for no text', () => {
    expect(normalizeMac(undefined)).toBeUndefined();
  });
});

describe('isMac', () => {
  it('knows the spellings devices print', () => {
    expect(isMac('0011.2233.4455')).toBe(true);
    expect(isMac('00:11:22:33:44:55')).toBe(true);
    expect(isMac('00-11-22-33-44-55')).toBe(true);
    expect(isMac('001122-334455')).toBe(true);
    expect(isMac('00:11-22:33:44:55')).toBe(false);
    expect(isMac('10.0.0.1')).toBe(false);
  });
});

describe('expandVlanRanges', () => {
  it('expands and sorts ranges', () => {
    expect(expandVlanRanges('20-21,1-3,10')).toEqual([1, 2, 3, 10, 20, 21]);
    expect(expandVlanRanges('10 20 30')).toEqual([10, 20, 30]);
    expect(expandVlanRanges('5,5,4-6')).toEqual([4, 5, 6]);
  });

  it('reads all, none and empty', () => {
    expect(expandVlanRanges('all')).toBe('all');
    expect(expandVlanRanges('1-4094')).toBe('all');
    expect(expandVlanRanges('ALL')).toBe('all');
    expect(expandVlanRanges('none')).toEqual([]);
    expect(expandVlanRanges('')).toEqual([]);
  });

  it('answers all when the items cover every VLAN', () => {
    expect(expandVlanRanges('1,2-4094')).toBe('all');
    expect(expandVlanRanges('1-2000,2001-4094')).toBe('all');
  });

  it('reports items it cannot read and keeps the rest', () => {
    const bad: string[] = [];
    expect(expandVlanRanges('10,x,0,30-20,5000,20', (item) => bad.push(item))).toEqual([10, 20]);
    expect(bad).toEqual(['x', '0', '30-20', '5000']);
  });

  it('reports the reserved VLAN 4095 alone, and caps a range that runs into it', () => {
    const bad: string[] = [];
    expect(expandVlanRanges('4095', (item) => bad.push(item))).toEqual([]);
    expect(bad).toEqual(['4095']);
    expect(expandVlanRanges('4090-4095')).toEqual([4090, 4091, 4092, 4093, 4094]);
  });
});

describe('compactVlanRanges', () => {
  it('writes runs as ranges', () => {
    expect(compactVlanRanges([1, 2, 3, 10, 20, 21])).toBe('1-3,10,20-21');
    expect(compactVlanRanges([30, 10, 10, 11])).toBe('10-11,30');
    expect(compactVlanRanges([])).toBe('');
  });

  it('round-trips with expandVlanRanges', () => {
    const text = '1-5,7,100-102,4000';
    const expanded = expandVlanRanges(text);
    expect(expanded).not.toBe('all');
    if (expanded !== 'all') expect(compactVlanRanges(expanded)).toBe(text);
  });
});

describe('parseSpeedMbps', () => {
  it.each([
    ['1000', 1000],
    ['1000Mb/s', 1000],
    ['1Gb/s', 1000],
    ['10G', 10000],
    ['a-1000', 1000],
    ['100Mbps', 100],
    ['25Gbps', 25000],
    ['100M', 100],
    ['1000000 Kbit', 1000],
    ['auto(1000)', 1000],
    ['1000000000', 1000],
  ])('%s → %d', (raw, mbps) => {
    expect(parseSpeedMbps(raw)).toBe(mbps);
  });

  it.each(['auto', '', 'fast', undefined])('has no number for %j', (raw) => {
    expect(parseSpeedMbps(raw)).toBeUndefined();
  });
});

describe('parseUptimeSeconds', () => {
  it.each([
    [
      '2 years, 4 weeks, 1 day, 3 hours, 12 minutes',
      2 * 365 * 86400 + 4 * 7 * 86400 + 86400 + 3 * 3600 + 12 * 60,
    ],
    ['10w3d', 10 * 7 * 86400 + 3 * 86400],
    ['3d04h', 3 * 86400 + 4 * 3600],
    ['1 day, 02:03:04', 86400 + 2 * 3600 + 3 * 60 + 4],
    ['12:01:02', 12 * 3600 + 60 + 2],
    ['1w2d03:04:05', 7 * 86400 + 2 * 86400 + 3 * 3600 + 4 * 60 + 5],
    ['2h13m', 2 * 3600 + 13 * 60],
  ])('%s', (raw, seconds) => {
    expect(parseUptimeSeconds(raw)).toBe(seconds);
  });

  it.each(['', 'never', undefined])('has no number for %j', (raw) => {
    expect(parseUptimeSeconds(raw)).toBeUndefined();
  });
});

describe('maskToPrefixLength and isIpv4', () => {
  it('reads contiguous masks', () => {
    expect(maskToPrefixLength('255.255.255.0')).toBe(24);
    expect(maskToPrefixLength('255.255.255.255')).toBe(32);
    expect(maskToPrefixLength('0.0.0.0')).toBe(0);
    expect(maskToPrefixLength('255.255.128.0')).toBe(17);
  });

  it('refuses wildcard, broken and non-contiguous masks', () => {
    expect(maskToPrefixLength('0.0.0.255')).toBeUndefined();
    expect(maskToPrefixLength('255.0.255.0')).toBeUndefined();
    expect(maskToPrefixLength('255.255.255')).toBeUndefined();
    expect(maskToPrefixLength('255.255.256.0')).toBeUndefined();
  });

  it('knows dotted quads', () => {
    expect(isIpv4('10.0.0.1')).toBe(true);
    expect(isIpv4('10.0.0.256')).toBe(false);
    expect(isIpv4('10.0.0')).toBe(false);
    expect(isIpv4('2001:db8::1')).toBe(false);
  });
});
