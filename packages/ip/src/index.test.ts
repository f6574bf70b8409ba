import { describe, expect, it } from 'vitest';
import {
  broadcastAddress,
  type Cidr,
  canonicalIp,
  compareIp,
  containsCidr,
  containsIp,
  firstFreeIp,
  formatCidr,
  formatIp,
  freeRanges,
  hasHostBits,
  type Ip,
  isValidIp,
  isValidIpOrCidr,
  isValidPrefix,
  networkAddress,
  networkOf,
  overlaps,
  parseCidr,
  parseIp,
  prefixSize,
  rangeToCidrs,
  sortIps,
  unmapIpv4,
  usableRange,
  utilisation,
} from './index';

function ip(text: string): Ip {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(`invalid test address ${text}`);
  return parsed;
}

function cidr(text: string): Cidr {
  const parsed = parseCidr(text);
  if (!parsed) throw new Error(`invalid test prefix ${text}`);
  return parsed;
}

const show = (ranges: { first: Ip; last: Ip }[]) =>
  ranges.map((r) => `${formatIp(r.first)}-${formatIp(r.last)}`);

describe('parseIp: IPv4', () => {
  it('reads dotted decimal addresses at both ends of the range', () => {
    expect(parseIp('0.0.0.0')).toEqual({ version: 4, value: 0n });
    expect(parseIp('255.255.255.255')).toEqual({ version: 4, value: 0xffffffffn });
    expect(parseIp('10.1.20.15')).toEqual({ version: 4, value: 0x0a01140fn });
  });

  it.each([
    '256.0.0.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1.2.3.04',
    '1.2.3.-1',
    '1..3.4',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1.2.3.4/24',
    'a.b.c.d',
    '',
    '0x1.2.3.4',
  ])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('parseIp: IPv6', () => {
  it('reads full, compressed and mixed forms', () => {
    expect(parseIp('::')).toEqual({ version: 6, value: 0n });
    expect(parseIp('::1')).toEqual({ version: 6, value: 1n });
    expect(parseIp('1::')).toEqual({ version: 6, value: 1n << 112n });
    expect(parseIp('2001:DB8:0:0:0:0:0:1')?.value).toBe(parseIp('2001:db8::1')?.value);
    expect(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')?.value).toBe(parseIp('2001:db8::1')?.value);
    expect(parseIp('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')?.value).toBe((1n << 128n) - 1n);
  });

  it('reads IPv4-mapped and embedded IPv4 tails', () => {
    expect(parseIp('::ffff:192.0.2.1')).toEqual({ version: 6, value: 0xffffc0000201n });
    expect(parseIp('::ffff:c000:201')?.value).toBe(0xffffc0000201n);
    expect(parseIp('64:ff9b::192.0.2.33')?.value).toBe((0x64ff9bn << 96n) | 0xc0000221n);
    expect(parseIp('0:0:0:0:0:ffff:10.0.0.1')?.value).toBe(0xffff0a000001n);
  });

  it.each([
    ':::',
    '1:::2',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4::5:6:7:8',
    '12345::1',
    'g::1',
    'fe80::1%eth0',
    '::ffff:256.0.0.1',
    '::ffff:01.2.3.4',
    '::1.2.3.4:5',
    '1.2.3.4::',
    '2001:db8::/32',
  ])('refuses %j', (text) => {
    expect(parseIp(text)).toBeNull();
  });
});

describe('parseCidr and the comparison rule (§5)', () => {
  it('accepts IPv4 lengths 0-32 and IPv6 lengths 0-128, and a missing length as a host prefix', () => {
    expect(parseCidr('0.0.0.0/0')).toEqual({ version: 4, value: 0n, length: 0 });
    expect(parseCidr('10.0.0.1/32')?.length).toBe(32);
    expect(parseCidr('10.0.0.1')?.length).toBe(32);
    expect(parseCidr('::/0')).toEqual({ version: 6, value: 0n, length: 0 });
    expect(parseCidr('2001:db8::1/128')?.length).toBe(128);
    expect(parseCidr('2001:db8::1')?.length).toBe(128);
    expect(parseCidr('::ffff:10.0.0.0/104')?.length).toBe(104);
  });

  it.each([
    '10.0.0.0/33',
    '10.0.0.0/-1',
    '10.0.0.0/',
    '10.0.0.0/024',
    '10.0.0.0/8/8',
    '10.0.0.0/ 8',
    '10.0.0.0/8.0',
    '2001:db8::/129',
    '2001:db8::/1000',
    '/24',
    'host/24',
  ])('refuses %j', (text) => {
    expect(parseCidr(text)).toBeNull();
    expect(isValidIpOrCidr(text)).toBe(false);
  });

  it('requires the length when asked to', () => {
    expect(parseCidr('10.0.0.0', { requireLength: true })).toBeNull();
    expect(parseCidr('10.0.0.0/8', { requireLength: true })?.length).toBe(8);
  });

  it('isValidIp refuses a prefix length; isValidIpOrCidr allows it', () => {
    expect(isValidIp('10.0.0.1')).toBe(true);
    expect(isValidIp('10.0.0.1/24')).toBe(false);
    expect(isValidIpOrCidr('10.0.0.1/24')).toBe(true);
    expect(isValidIpOrCidr('fe80::1/64')).toBe(true);
  });

  it('isValidPrefix needs a length and clear host bits', () => {
    expect(isValidPrefix('10.20.0.0/16')).toBe(true);
    expect(isValidPrefix('10.20.0.5/24')).toBe(false);
    expect(isValidPrefix('10.20.0.0')).toBe(false);
    expect(isValidPrefix('0.0.0.0/0')).toBe(true);
    expect(isValidPrefix('2001:db8::/32')).toBe(true);
    expect(isValidPrefix('2001:db8::1/64')).toBe(false);
  });
});

describe('formatting', () => {
  it.each([
    ['10.1.20.15', '10.1.20.15'],
    ['::', '::'],
    ['::1', '::1'],
    ['1::', '1::'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
    ['::ffff:c000:201', '::ffff:192.0.2.1'],
    ['::ffff:0.0.0.0', '::ffff:0.0.0.0'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ])('formats %s as %s (RFC 5952)', (input, expected) => {
    expect(formatIp(ip(input))).toBe(expected);
    expect(canonicalIp(input)).toBe(expected);
  });

  it('formats prefixes and keeps host bits as written', () => {
    expect(formatCidr(cidr('2001:DB8::/32'))).toBe('2001:db8::/32');
    expect(formatCidr(cidr('10.1.2.3/24'))).toBe('10.1.2.3/24');
    expect(canonicalIp('10.1.2.3/24')).toBe('10.1.2.3/24');
    expect(canonicalIp('10.1.2.300/24')).toBeNull();
  });
});

describe('prefix arithmetic', () => {
  it('gives network, broadcast and size for IPv4 including /0 and /32', () => {
    const p = cidr('10.1.2.3/24');
    expect(hasHostBits(p)).toBe(true);
    expect(formatCidr(networkOf(p))).toBe('10.1.2.0/24');
    expect(formatIp(networkAddress(p))).toBe('10.1.2.0');
    expect(formatIp(broadcastAddress(p))).toBe('10.1.2.255');
    expect(prefixSize(p)).toBe(256n);
    expect(prefixSize(cidr('0.0.0.0/0'))).toBe(4294967296n);
    expect(formatIp(broadcastAddress(cidr('0.0.0.0/0')))).toBe('255.255.255.255');
    expect(prefixSize(cidr('10.0.0.1/32'))).toBe(1n);
    expect(hasHostBits(cidr('10.0.0.1/32'))).toBe(false);
  });

  it('gives sizes of IPv6 prefixes as bigint, /0 and /128 included', () => {
    expect(prefixSize(cidr('::/0'))).toBe(1n << 128n);
    expect(prefixSize(cidr('2001:db8::/64'))).toBe(18446744073709551616n);
    expect(prefixSize(cidr('2001:db8::1/128'))).toBe(1n);
    expect(formatIp(broadcastAddress(cidr('2001:db8::/64')))).toBe('2001:db8::ffff:ffff:ffff:ffff');
    expect(formatCidr(networkOf(cidr('2001:db8::abcd/112')))).toBe('2001:db8::/112');
  });

  it('knows containment of addresses and prefixes', () => {
    expect(containsIp(cidr('10.0.0.0/8'), ip('10.255.255.255'))).toBe(true);
    expect(containsIp(cidr('10.0.0.0/8'), ip('11.0.0.0'))).toBe(false);
    expect(containsIp(cidr('0.0.0.0/0'), ip('203.0.113.9'))).toBe(true);
    expect(containsIp(cidr('10.0.0.1/32'), ip('10.0.0.1'))).toBe(true);
    expect(containsIp(cidr('10.0.0.1/32'), ip('10.0.0.2'))).toBe(false);
    expect(containsIp(cidr('::/0'), ip('2001:db8::1'))).toBe(true);
    expect(containsIp(cidr('::/0'), ip('10.0.0.1'))).toBe(false);
    expect(containsIp(cidr('2001:db8::1/128'), ip('2001:db8::1'))).toBe(true);
    expect(containsCidr(cidr('10.0.0.0/8'), cidr('10.20.0.0/16'))).toBe(true);
    expect(containsCidr(cidr('10.20.0.0/16'), cidr('10.0.0.0/8'))).toBe(false);
    expect(containsCidr(cidr('10.0.0.0/8'), cidr('10.0.0.0/8'))).toBe(true);
    expect(containsCidr(cidr('2001:db8::/32'), cidr('2001:db8:20::/48'))).toBe(true);
  });

  it('keeps IPv4-mapped addresses apart from IPv4 unless unmapped', () => {
    const mapped = ip('::ffff:10.0.0.1');
    expect(containsIp(cidr('10.0.0.0/8'), mapped)).toBe(false);
    expect(containsIp(cidr('::ffff:0.0.0.0/96'), mapped)).toBe(true);
    expect(unmapIpv4(mapped)).toEqual(ip('10.0.0.1'));
    expect(unmapIpv4(ip('2001:db8::1'))).toEqual(ip('2001:db8::1'));
  });

  it('finds overlaps: nested, equal, disjoint, other family', () => {
    expect(overlaps(cidr('10.0.0.0/16'), cidr('10.0.1.0/24'))).toBe(true);
    expect(overlaps(cidr('10.0.1.0/24'), cidr('10.0.0.0/16'))).toBe(true);
    expect(overlaps(cidr('10.0.0.0/24'), cidr('10.0.0.0/24'))).toBe(true);
    expect(overlaps(cidr('10.0.0.0/24'), cidr('10.0.1.0/24'))).toBe(false);
    expect(overlaps(cidr('0.0.0.0/0'), cidr('192.0.2.0/24'))).toBe(true);
    expect(overlaps(cidr('::/0'), cidr('192.0.2.0/24'))).toBe(false);
    expect(overlaps(cidr('2001:db8::/32'), cidr('2001:db9::/32'))).toBe(false);
  });
});

describe('sorting', () => {
  it('puts IPv4 before IPv6, orders numerically, parents before children, invalid texts last', () => {
    expect(
      sortIps([
        'zzz',
        '2001:db8::1',
        '10.0.0.10',
        '10.0.0.0/8',
        '::ffff:1.2.3.4',
        '10.0.0.9',
        '9.255.255.255',
        '10.0.0.0/24',
        'abc',
        '::',
      ]),
    ).toEqual([
      '9.255.255.255',
      '10.0.0.0/8',
      '10.0.0.0/24',
      '10.0.0.9',
      '10.0.0.10',
      '::',
      '::ffff:1.2.3.4',
      '2001:db8::1',
      'abc',
      'zzz',
    ]);
  });

  it('is a comparator: zero for equal addresses written differently', () => {
    expect(compareIp('2001:db8::1', '2001:DB8:0::1')).toBe(0);
    expect(compareIp('10.0.0.1', '10.0.0.2')).toBeLessThan(0);
    expect(compareIp('2001:db8::1', '10.0.0.2')).toBeGreaterThan(0);
  });
});

describe('free space', () => {
  it('reserves network and broadcast of an IPv4 subnet, not of /31, /32 or a pool', () => {
    expect(show([usableRange(cidr('10.0.0.0/24'))])).toEqual(['10.0.0.1-10.0.0.254']);
    expect(show([usableRange(cidr('10.0.0.0/24'), { pool: true })])).toEqual(['10.0.0.0-10.0.0.255']);
    expect(show([usableRange(cidr('10.0.0.0/31'))])).toEqual(['10.0.0.0-10.0.0.1']);
    expect(show([usableRange(cidr('10.0.0.7/32'))])).toEqual(['10.0.0.7-10.0.0.7']);
    expect(show([usableRange(cidr('2001:db8::/64'))])).toEqual(['2001:db8::1-2001:db8::ffff:ffff:ffff:ffff']);
    expect(show([usableRange(cidr('2001:db8::1/128'))])).toEqual(['2001:db8::1-2001:db8::1']);
  });

  it('lists free ranges around used addresses and child prefixes', () => {
    const prefix = cidr('10.0.0.0/24');
    const occupants = {
      addresses: [ip('10.0.0.1'), ip('10.0.0.2'), ip('10.0.0.200'), ip('10.0.1.1'), ip('2001:db8::1')],
      prefixes: [cidr('10.0.0.64/26'), cidr('10.0.0.96/27')],
    };
    expect(show(freeRanges(prefix, occupants))).toEqual([
      '10.0.0.3-10.0.0.63',
      '10.0.0.128-10.0.0.199',
      '10.0.0.201-10.0.0.254',
    ]);
    expect(formatIp(firstFreeIp(prefix, occupants) ?? ip('0.0.0.0'))).toBe('10.0.0.3');
    expect(freeRanges(prefix, occupants)[0]?.size).toBe(61n);
  });

  it('answers null for the first free address of a full prefix', () => {
    const prefix = cidr('10.0.0.0/30');
    expect(firstFreeIp(prefix, { addresses: [ip('10.0.0.1'), ip('10.0.0.2')] })).toBeNull();
    expect(firstFreeIp(prefix, { prefixes: [cidr('10.0.0.0/30')] })).toBeNull();
    expect(firstFreeIp(cidr('10.0.0.5/32'), {})).toEqual(ip('10.0.0.5'));
  });

  it('works on IPv6 prefixes of any size', () => {
    const prefix = cidr('2001:db8::/32');
    const ranges = freeRanges(prefix, { prefixes: [cidr('2001:db8::/48')] });
    expect(show(ranges)).toEqual(['2001:db8:1::-2001:db8:ffff:ffff:ffff:ffff:ffff:ffff']);
    expect(ranges[0]?.size).toBe((1n << 96n) - (1n << 80n));
    expect(firstFreeIp(cidr('::/0'), {})).toEqual(ip('::1'));
  });

  it('computes utilisation from addresses and child prefixes, floored so only full is 100', () => {
    const prefix = cidr('10.0.0.0/24');
    expect(utilisation(prefix, {})).toBe(0);
    expect(utilisation(prefix, { prefixes: [cidr('10.0.0.0/25')] })).toBe(50);
    expect(utilisation(prefix, { prefixes: [cidr('10.0.0.0/24')] })).toBe(100);
    expect(utilisation(prefix, { prefixes: [cidr('10.0.0.0/25'), cidr('10.0.0.0/26')] })).toBe(50);
    expect(utilisation(cidr('10.0.0.0/30'), { addresses: [ip('10.0.0.1')] })).toBe(50);
    expect(utilisation(prefix, { addresses: [ip('10.0.0.1')] })).toBe(0.39);
    expect(utilisation(cidr('2001:db8::/64'), { addresses: [ip('2001:db8::1')] })).toBe(0);
    // The subnet-router anycast address is not usable, so half of the addresses is just under half of the usable ones.
    expect(utilisation(cidr('2001:db8::/32'), { prefixes: [cidr('2001:db8::/33')] })).toBe(49.99);
    expect(utilisation(cidr('2001:db8::/32'), { prefixes: [cidr('2001:db8::/33')] }, { pool: true })).toBe(
      50,
    );
    expect(utilisation(cidr('10.0.0.1/32'), { addresses: [ip('10.0.0.1')] })).toBe(100);
  });

  it('splits a range into the fewest prefixes', () => {
    const ranges = freeRanges(cidr('10.0.0.0/24'), { addresses: [ip('10.0.0.1')] });
    const range = ranges[0];
    if (!range) throw new Error('no free range');
    expect(rangeToCidrs(range).map(formatCidr)).toEqual([
      '10.0.0.2/31',
      '10.0.0.4/30',
      '10.0.0.8/29',
      '10.0.0.16/28',
      '10.0.0.32/27',
      '10.0.0.64/26',
      '10.0.0.128/26',
      '10.0.0.192/27',
      '10.0.0.224/28',
      '10.0.0.240/29',
      '10.0.0.248/30',
      '10.0.0.252/31',
      '10.0.0.254/32',
    ]);
    const all = freeRanges(cidr('::/0'), {}, { pool: true })[0];
    if (!all) throw new Error('no free range');
    expect(rangeToCidrs(all).map(formatCidr)).toEqual(['::/0']);
  });
});
