import { describe, expect, it } from 'vitest';
import { SAMPLE_GROUPS, SAMPLE_PREFIXES, SAMPLE_REQUESTS, SAMPLE_SUMMARY } from './sample-data';
import { PREFIX_STATUS_COLORS, topByUtilization, utilizationColor, utilizationPercent } from './utilization';

describe('utilizationPercent', () => {
  it('is the used share in percent with one decimal', () => {
    expect(utilizationPercent(6434, 10240)).toBe(62.8);
    expect(utilizationPercent(1, 3)).toBe(33.3);
    expect(utilizationPercent(2, 3)).toBe(66.7);
    expect(utilizationPercent(254, 254)).toBe(100);
  });

  it('is 0 for an empty space or nothing used, and never above 100', () => {
    expect(utilizationPercent(0, 0)).toBe(0);
    expect(utilizationPercent(5, 0)).toBe(0);
    expect(utilizationPercent(0, 254)).toBe(0);
    expect(utilizationPercent(-3, 254)).toBe(0);
    expect(utilizationPercent(300, 254)).toBe(100);
  });
});

describe('topByUtilization', () => {
  it('orders by utilisation, highest first, and keeps at most the limit', () => {
    const top = topByUtilization(SAMPLE_PREFIXES, 3);
    expect(top.map((prefix) => prefix.prefix)).toEqual(['10.10.1.0/24', '10.20.0.0/24', '172.16.8.0/22']);
  });

  it('breaks ties by prefix text', () => {
    const tie = [
      {
        id: 'b',
        prefix: '10.0.2.0/24',
        description: '',
        status: 'Active' as const,
        totalIPs: 10,
        usedIPs: 5,
      },
      {
        id: 'a',
        prefix: '10.0.1.0/24',
        description: '',
        status: 'Active' as const,
        totalIPs: 20,
        usedIPs: 10,
      },
    ];
    expect(topByUtilization(tie, 5).map((prefix) => prefix.id)).toEqual(['a', 'b']);
  });
});

describe('status chips and bars', () => {
  it('colours Active, Reserved and Deprecated as success, default and error', () => {
    expect(PREFIX_STATUS_COLORS).toEqual({ Active: 'green', Reserved: 'gray', Deprecated: 'red' });
  });

  it('warns from 70 % and is critical from 90 %', () => {
    expect(utilizationColor(69.9)).toBe('teal');
    expect(utilizationColor(70)).toBe('orange');
    expect(utilizationColor(90)).toBe('red');
  });
});

describe('the sample data agrees with itself', () => {
  it('summary totals are the sums over the groups', () => {
    const sum = (pick: (group: (typeof SAMPLE_GROUPS)[number]) => number) =>
      SAMPLE_GROUPS.reduce((total, group) => total + pick(group), 0);
    expect(SAMPLE_SUMMARY.totalIPs).toBe(sum((group) => group.totalIPs));
    expect(SAMPLE_SUMMARY.usedIPs).toBe(sum((group) => group.usedIPs));
    expect(SAMPLE_SUMMARY.totalPrefixes).toBe(sum((group) => group.prefixCount));
    expect(SAMPLE_SUMMARY.availableIPs).toBe(SAMPLE_SUMMARY.totalIPs - SAMPLE_SUMMARY.usedIPs);
  });

  it('counts the pending requests it lists', () => {
    const pending = SAMPLE_REQUESTS.filter((request) => request.status === 'pending');
    expect(SAMPLE_SUMMARY.pendingRequests).toBe(pending.length);
  });

  it('has each request type with its own field', () => {
    expect(SAMPLE_REQUESTS.map((request) => request.type).sort()).toEqual(['multiple', 'single', 'subnet']);
  });
});
