import { describe, expect, it } from 'vitest';
import {
  ChainAllocator,
  cidrContainsCidr,
  cidrContainsIp,
  maskOf,
  parseCidr,
  prefixLengthOfMask,
} from './ipv4';
import { createRng, ULID_PATTERN, ulid, ulidTime } from './prng';
import { stpCost } from './stp';

describe('prng', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(seqA);
    expect(c.next()).not.toBe(seqA[0]);
  });

  it('makes ULIDs that encode their time', () => {
    const id = ulid(createRng(1), 1_780_272_000_000);
    expect(id).toMatch(ULID_PATTERN);
    expect(ulidTime(id)).toBe(1_780_272_000_000);
  });
});

describe('ipv4', () => {
  it('tests containment of addresses and prefixes', () => {
    expect(cidrContainsIp(parseCidr('10.16.0.0/21'), '10.16.7.255')).toBe(true);
    expect(cidrContainsIp(parseCidr('10.16.0.0/21'), '10.16.8.0')).toBe(false);
    expect(cidrContainsCidr(parseCidr('10.0.0.0/8'), parseCidr('10.16.1.0/24'))).toBe(true);
    expect(cidrContainsCidr(parseCidr('10.16.1.0/24'), parseCidr('10.0.0.0/8'))).toBe(false);
    expect(maskOf(24)).toBe('255.255.255.0');
    expect(prefixLengthOfMask('255.255.240.0')).toBe(20);
  });

  it('moves on to the next supernet when one is exhausted', () => {
    const chain = new ChainAllocator(['192.168.0.0/23', '172.16.0.0/24']);
    expect([chain.allocate(24), chain.allocate(24), chain.allocate(24)].map((c) => c.network >>> 24)).toEqual(
      [192, 192, 172],
    );
  });
});

describe('STP helpers', () => {
  it('costs faster links less', () => {
    expect(stpCost(100)).toBe(200_000);
    expect(stpCost(1_000)).toBe(20_000);
    expect(stpCost(10_000)).toBe(2_000);
    expect(stpCost(25_000)).toBeLessThan(stpCost(10_000));
  });
});
