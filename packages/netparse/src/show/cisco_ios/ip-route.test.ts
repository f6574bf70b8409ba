import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../model/types';
import { ciscoIosParsers } from './index';
import { readRouteCode } from './ip-route';
import { lineCount, parseWith } from './test-support';

const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/show/cisco_ios');
const read = (name: string): string => readFileSync(resolve(FIXTURES, name), 'utf8');

function routes(fixture: string): {
  routes: Route[];
  unrecognized: number;
  warnings: string[];
  counted: number;
} {
  const result = parseWith(ciscoIosParsers, 'show ip route', read(fixture), fixture, 'cisco_ios');
  return {
    routes: result.facts.routes ?? [],
    unrecognized: result.unrecognizedLines,
    warnings: result.warnings.map((w) => `${w.line}:${w.code}`),
    counted: result.recognizedLines + result.unrecognizedLines,
  };
}

describe('cisco_ios route codes', () => {
  it('reads the protocol and route type of each code, flags aside', () => {
    expect(readRouteCode('O IA')).toEqual({ protocol: 'ospf', subtype: 'ia', known: true });
    expect(readRouteCode('O*E2')).toEqual({ protocol: 'ospf', subtype: 'e2', known: true });
    expect(readRouteCode('B*')).toEqual({ protocol: 'bgp', known: true });
    expect(readRouteCode('D EX')).toEqual({ protocol: 'eigrp', subtype: 'external', known: true });
    expect(readRouteCode('i su')).toEqual({ protocol: 'isis', subtype: 'su', known: true });
    expect(readRouteCode('L &')).toEqual({ protocol: 'local', known: true });
    expect(readRouteCode('X')).toEqual({ protocol: 'other', known: false });
  });
});

describe('cisco_ios show ip route (every protocol code)', () => {
  const read_ = routes('show-ip-route-all-codes.txt');
  const byPrefix = new Map(read_.routes.map((r) => [r.prefix, r]));

  it('reads one route per prefix line with its protocol, code and type', () => {
    const summary = read_.routes.map((r) => `${r.protocolCode}|${r.protocol}|${r.subtype ?? ''}|${r.prefix}`);
    expect(summary).toEqual([
      'S*|static||0.0.0.0/0',
      'C|connected||10.0.12.0/30',
      'L|local||10.0.12.1/32',
      'C|connected||10.0.13.0/30',
      'L|local||10.0.13.1/32',
      'O|ospf||10.1.1.0/24',
      'O IA|ospf|ia|10.1.2.0/24',
      'O N1|ospf|n1|10.1.3.0/24',
      'O N2|ospf|n2|10.1.4.0/24',
      'O E1|ospf|e1|10.1.5.0/24',
      'O E2|ospf|e2|10.50.0.0/16',
      'D|eigrp||10.60.0.0/16',
      'D EX|eigrp|external|10.61.0.0/16',
      'B|bgp||10.70.0.0/16',
      'B +|bgp||10.71.0.0/16',
      'O %|ospf||10.72.0.0/16',
      'B p|bgp||10.73.0.0/16',
      'i L1|isis|l1|10.80.0.0/16',
      'i L2|isis|l2|10.81.0.0/16',
      'i su|isis|su|10.82.0.0/16',
      'i ia|isis|ia|10.83.0.0/16',
      'i|isis||10.84.0.0/16',
      'R|rip||172.16.1.0/24',
      'M|other||172.16.2.0/24',
      'o|odr||172.17.0.0/16',
      'P|static||172.18.0.0/16',
      'H|nhrp||172.19.0.0/16',
      'l|lisp||172.20.0.0/16',
      'a|other||172.21.0.0/16',
      'U|static||172.22.0.0/16',
      'C|connected||172.31.0.0/24',
      'L &|local||172.31.0.10/32',
      'D|eigrp||192.168.0.0/16',
      'R|rip||192.168.20.0/24',
    ]);
  });

  it('reads distance, metric, age and next hop of a path', () => {
    expect(byPrefix.get('10.1.2.0/24')).toMatchObject({
      distance: 110,
      metric: 3,
      age: '1d02h',
      nextHops: [{ ip: '10.0.12.2', interface: 'GigabitEthernet0/0/1' }],
    });
    expect(byPrefix.get('10.71.0.0/16')?.nextHops).toEqual([{ ip: '192.0.2.5', vrf: 'default:ipv4' }]);
    expect(byPrefix.get('10.0.12.0/30')?.nextHops).toEqual([{ interface: 'GigabitEthernet0/0/1' }]);
  });

  it('adds equal-cost paths of continuation lines to the route above', () => {
    expect(byPrefix.get('10.50.0.0/16')?.nextHops).toEqual([
      { ip: '10.0.13.2', interface: 'GigabitEthernet0/0/2' },
      { ip: '10.0.12.2', interface: 'GigabitEthernet0/0/1' },
    ]);
    expect(byPrefix.get('10.50.0.0/16')?.source).toEqual({
      file: 'show-ip-route-all-codes.txt',
      line: 28,
      endLine: 29,
    });
  });

  it('marks summaries and routes to Null0 as discards', () => {
    expect(byPrefix.get('192.168.0.0/16')?.nextHops).toEqual([{ interface: 'Null0', discard: true }]);
    expect(byPrefix.get('172.20.0.0/16')?.nextHops).toEqual([{ interface: 'Null0', discard: true }]);
  });

  it('gives routes printed without a length the length of their subnetted heading, else their class', () => {
    expect(byPrefix.has('172.16.1.0/24')).toBe(true);
    expect(read_.warnings).toEqual(['54:classful-length']);
  });

  it('reads the legend, gateway line and headings as known', () => {
    expect(read_.unrecognized).toBe(0);
    expect(read_.counted).toBe(lineCount(read('show-ip-route-all-codes.txt')));
  });
});

describe('cisco_ios show ip route vrf', () => {
  const read_ = routes('show-ip-route-vrf.txt');
  const byPrefix = new Map(read_.routes.map((r) => [r.prefix, r]));

  it('puts every route in the VRF of its routing table', () => {
    expect(new Set(read_.routes.map((r) => r.vrf))).toEqual(new Set(['CUST-A']));
    expect(read_.routes).toHaveLength(7);
  });

  it('reads three equal-cost BGP paths', () => {
    expect(byPrefix.get('10.20.0.0/16')?.nextHops.map((h) => h.ip)).toEqual([
      '203.0.113.7',
      '203.0.113.5',
      '203.0.113.3',
    ]);
  });

  it('reads a route line wrapped after its prefix', () => {
    expect(byPrefix.get('10.200.0.0/16')).toMatchObject({
      distance: 20,
      metric: 0,
      age: '3w1d',
      nextHops: [{ ip: '192.0.2.9', vrf: 'SHARED-SERVICES-TRANSIT' }],
      source: { file: 'show-ip-route-vrf.txt', line: 24, endLine: 25 },
    });
    expect(read_.unrecognized).toBe(0);
  });
});
