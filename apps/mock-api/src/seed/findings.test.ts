import { describe, expect, it } from 'vitest';
import { assessNetwork, buildNetwork, CHECKS, ParsedConfigCache } from '../analysis/assessment';
import { seededIds, seededState } from '../collect/seeded';
import type { DeviceConfig } from '../model/documents';
import { generateDataset } from './index';

/**
 * The demo data's deliberate weaknesses and faults (`misconfig.ts`, `faults.ts`) give every assessment check
 * findings, assessed as the server assesses a network: its live documents as the seeded parser run stored them
 * (the live collection's texts parsed), each device's newest configuration version.
 */

const dataset = generateDataset();
const counters = seededIds(dataset.networks);
const cache = new ParsedConfigCache();

/** The newest configuration of each device, as the server picks it (newest first by time, then id). */
function latestConfigs(configs: readonly DeviceConfig[]): Map<string, DeviceConfig> {
  const latest = new Map<string, DeviceConfig>();
  for (const config of [...configs].sort((a, b) => b.created - a.created || b.id - a.id))
    if (!latest.has(config.device_id)) latest.set(config.device_id, config);
  return latest;
}

const counts = new Map<string, number>(CHECKS.map((check) => [check.type, 0]));
const byNetwork = new Map<string, Map<string, string[]>>();
for (const bundle of dataset.networks) {
  const live = seededState(bundle, bundle.collections.length - 1, counters).data;
  const outcome = assessNetwork(
    buildNetwork(
      {
        devices: live.devices,
        hosts: live.hosts,
        vlans: live.vlans,
        zones: live.zones,
        configs: latestConfigs(live.configs),
      },
      cache,
    ),
  );
  const found = new Map<string, string[]>();
  for (const [type, rows] of Object.entries(outcome.results)) {
    counts.set(type, (counts.get(type) ?? 0) + rows.reduce((n, row) => n + row.results.length, 0));
    found.set(
      type,
      rows.flatMap((row) => row.results.map((f) => `${row.device_name}: ${f.message}`)),
    );
  }
  byNetwork.set(bundle.network.name, found);
}
const findingsOf = (network: string, type: string) => byNetwork.get(network)?.get(type) ?? [];

describe('the seeded demo data, assessed through the parsed model', () => {
  it('gives every check at least one finding', () => {
    const without = CHECKS.map((check) => check.type).filter((type) => (counts.get(type) ?? 0) === 0);
    expect(without, `checks without findings: ${without.join(', ')}`).toEqual([]);
  });

  it('keeps the faults few: a handful of findings for each fault check', () => {
    const faultChecks = [
      'too_many_macs',
      'unused_ports_enabled',
      'stp_root_unexpected',
      'default_vlan_in_use',
      'duplicate_ip',
      'access_port_vlan1',
      'trunk_vlan_unknown',
      'stp_root_misplaced',
      'link_speed_duplex_mismatch',
      'link_vlan_mismatch',
      'link_mtu_mismatch',
      'link_subnet_mismatch',
      'link_one_sided',
    ];
    const many = faultChecks.filter((type) => (counts.get(type) ?? 0) > 3);
    expect(many, `checks with more than three findings: ${many.join(', ')}`).toEqual([]);
  });

  it('finds each fault where the generator placed it', () => {
    expect(findingsOf('IT Campus', 'too_many_macs')).toEqual([
      expect.stringMatching(/^hq-b-acc-03: 4 MAC addresses on access port /),
    ]);
    expect(findingsOf('IT Campus', 'unused_ports_enabled')).toEqual([
      expect.stringMatching(/^hq-b-acc-04: 2 unused access port\(s\) are not shut down/),
    ]);
    expect(findingsOf('IT Campus', 'default_vlan_in_use')).toEqual([
      expect.stringMatching(/^hq-a-acc-02: \S+ carries hosts in VLAN 1$/),
    ]);
    expect(findingsOf('IT Campus', 'access_port_vlan1')).toEqual([
      expect.stringMatching(/^hq-a-acc-02: 1 enabled access port\(s\) in VLAN 1/),
    ]);
    expect(findingsOf('IT Campus', 'trunk_vlan_unknown')).toEqual([
      expect.stringMatching(/^hq-c-acc-02: \S+ allows VLAN\(s\) 60 that the switch does not define$/),
    ]);
    expect(findingsOf('IT Campus', 'duplicate_ip').sort()).toEqual([
      expect.stringMatching(/^hq-core-01: 10\.0\.2\.2 is also used by hq-core-02 \(Vlan110\)$/),
      expect.stringMatching(/^hq-core-02: 10\.0\.2\.2 is also used by hq-core-01 \(Vlan110\)$/),
    ]);
    expect(findingsOf('IT Campus', 'link_mtu_mismatch')).toEqual([
      expect.stringMatching(/^hq-core-01: hq-core-01 \S+ – hq-dc-leaf-01 \S+: MTU 1500 against 9198/),
    ]);
    expect(findingsOf('IT Campus', 'link_one_sided').sort()).toEqual([
      expect.stringMatching(/^hq-a-acc-03: \S+ sees hq-a-dist-02 .* over LLDP/),
      expect.stringMatching(/^hq-a-dist-02: \S+ sees hq-a-acc-03 .* over LLDP/),
    ]);
    expect(findingsOf('OT Plant', 'link_speed_duplex_mismatch')).toEqual([
      expect.stringMatching(/^pn-h1-l2-sw-02: .*fixed to full duplex, the other negotiates/),
    ]);
    expect(findingsOf('OT Plant', 'link_subnet_mismatch')).toEqual([
      expect.stringMatching(/^pn-h1-dist-01: .*\/29 against .*\/30: different masks$/),
    ]);
    expect(findingsOf('OT Plant', 'stp_root_unexpected')).toEqual([
      expect.stringMatching(/^pn-h2-l2-sw-0\d: Root bridge of instance 220 with default priority$/),
    ]);
    expect(findingsOf('OT Plant', 'stp_root_misplaced')).toEqual([
      expect.stringMatching(
        /^pn-ops-core-01: .*instance 300, but the configured priorities make pn-ops-core-02 the root \(priority 0 against 4096\)$/,
      ),
    ]);
    const vlanMismatches = [
      ...findingsOf('OT Plant', 'link_vlan_mismatch'),
      ...findingsOf('IT Campus', 'link_vlan_mismatch'),
    ];
    expect(vlanMismatches.sort()).toEqual([
      expect.stringMatching(/^hq-c-acc-02: .*VLAN\(s\) 60 allowed on hq-c-acc-02 \S+ only$/),
      expect.stringMatching(/^pn-h2-dist-01: .*VLAN\(s\) 220 allowed on pn-h2-l2-sw-01 \S+ only$/),
    ]);
  });
});
