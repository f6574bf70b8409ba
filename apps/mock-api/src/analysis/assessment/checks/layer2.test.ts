import { describe, expect, it } from 'vitest';
import type { StpProtocol } from '../../../model/documents';
import { configureStp } from '../../../seed/stp';
import { check, evidenceLines, findings, network, outcomeOf, record } from '../test-helpers';

/** Layer 2 design on hand-made configurations: VLAN 1 on access ports, unknown trunk VLANs, the STP root. */

const messages = (outcome: ReturnType<typeof check>) => findings(outcome).map((f) => f.message);

describe('access_port_vlan1', () => {
  it('IOS: an access port without `switchport access vlan` is in VLAN 1 by default', () => {
    const text = 'hostname s1\ninterface GigabitEthernet1/0/1\n switchport mode access\n';
    const outcome = check('access_port_vlan1', 'cisco_ios', text);
    expect(messages(outcome)).toEqual(['1 enabled access port(s) in VLAN 1: Gi1/0/1']);
    expect(findings(outcome)[0]?.evidence[0]?.note).toMatch(/VLAN 1 by default/);
  });

  it('IOS: `switchport access vlan 1` fails, another VLAN passes, a shut port passes, abbreviations count', () => {
    expect(
      findings(
        check('access_port_vlan1', 'cisco_ios', 'hostname s1\ninterface Gi1/0/2\n sw mo acc\n sw acc vl 1\n'),
      ),
    ).toHaveLength(1);
    expect(
      findings(
        check(
          'access_port_vlan1',
          'cisco_ios',
          'hostname s1\ninterface Gi1/0/2\n switchport mode access\n switchport access vlan 20\n',
        ),
      ),
    ).toEqual([]);
    expect(
      findings(
        check(
          'access_port_vlan1',
          'cisco_ios',
          'hostname s1\ninterface Gi1/0/2\n switchport mode access\n shutdown\n',
        ),
      ),
    ).toEqual([]);
    // `no shutdown` is the same as saying nothing: the port is enabled.
    expect(
      findings(
        check(
          'access_port_vlan1',
          'cisco_ios',
          'hostname s1\ninterface Gi1/0/2\n switchport mode access\n no shutdown\n',
        ),
      ),
    ).toHaveLength(1);
  });

  it('IOS: a trunk is no access port, whatever its native VLAN', () => {
    expect(
      findings(
        check('access_port_vlan1', 'cisco_ios', 'hostname s1\ninterface Gi1/0/3\n switchport mode trunk\n'),
      ),
    ).toEqual([]);
  });

  it('AOS-S: ports left untagged in the default VLAN fail, ports moved to another VLAN pass', () => {
    const text =
      'hostname "a1"\nvlan 1\n   name "DEFAULT_VLAN"\n   untagged 3-4\n   exit\nvlan 10\n   untagged 1-2\n   exit\n';
    expect(messages(check('access_port_vlan1', 'hp_procurve', text))).toEqual([
      '2 enabled access port(s) in VLAN 1: 3, 4',
    ]);
  });

  it('EOS: an access port in VLAN 1 fails', () => {
    const text = 'hostname e1\ninterface Ethernet1\n   switchport mode access\n';
    expect(findings(check('access_port_vlan1', 'arista_eos', text))).toHaveLength(1);
  });

  it('EOS: an Ethernet port without switchport statements is an access port in VLAN 1; routed and other VLANs pass', () => {
    const text =
      'hostname e1\ninterface Ethernet1\n   description user\ninterface Ethernet2\n   no switchport\n   ip address 10.0.0.1/31\ninterface Ethernet3\n   switchport access vlan 20\ninterface Ethernet4\n   shutdown\n';
    const outcome = check('access_port_vlan1', 'arista_eos', text);
    expect(messages(outcome)).toEqual(['1 enabled access port(s) in VLAN 1: Et1']);
    expect(evidenceLines(outcome)).toEqual(['2: interface Ethernet1']);
    expect(findings(outcome)[0]?.evidence[0]).toMatchObject({
      device_name: 'd1',
      note: 'Et1: no access VLAN is configured, so the port is in VLAN 1 by default.',
    });
  });

  it('Junos: a switching unit without VLAN members, or with `default`, is in VLAN 1; a disabled port passes', () => {
    const text = [
      'set system host-name j1',
      'set interfaces ge-0/0/1 unit 0 family ethernet-switching',
      'set interfaces ge-0/0/2 unit 0 family ethernet-switching interface-mode access',
      'set interfaces ge-0/0/2 unit 0 family ethernet-switching vlan members default',
      'set interfaces ge-0/0/3 unit 0 family ethernet-switching vlan members USERS',
      'set interfaces ge-0/0/4 disable',
      'set interfaces ge-0/0/4 unit 0 family ethernet-switching',
      'set interfaces ge-0/0/5 unit 0 family ethernet-switching interface-mode trunk',
      'set vlans USERS vlan-id 10',
    ].join('\n');
    const outcome = check('access_port_vlan1', 'juniper_junos', text);
    expect(messages(outcome)).toEqual(['2 enabled access port(s) in VLAN 1: ge-0/0/1.0, ge-0/0/2.0']);
    expect(evidenceLines(outcome)).toEqual([
      '2: set interfaces ge-0/0/1 unit 0 family ethernet-switching',
      '3: set interfaces ge-0/0/2 unit 0 family ethernet-switching interface-mode access',
      '4: set interfaces ge-0/0/2 unit 0 family ethernet-switching vlan members default',
    ]);
    expect(findings(outcome)[0]?.evidence[0]?.note).toMatch(/^ge-0\/0\/1\.0: no access VLAN/);
  });

  it('RouterOS: a port of a VLAN-filtering bridge without pvid is in VLAN 1; pvid=1 fails too; another pvid passes', () => {
    const bridge = '/interface bridge\nadd name=br1 vlan-filtering=yes\n/interface bridge port\n';
    const outcome = check(
      'access_port_vlan1',
      'mikrotik_routeros',
      `${bridge}add bridge=br1 interface=ether2\n`,
    );
    expect(messages(outcome)).toEqual(['1 enabled access port(s) in VLAN 1: ether2']);
    expect(evidenceLines(outcome)).toEqual(['4: add bridge=br1 interface=ether2']);
    expect(findings(outcome)[0]?.evidence[0]?.note).toMatch(/ether2: no access VLAN is configured/);
    expect(
      messages(
        check(
          'access_port_vlan1',
          'mikrotik_routeros',
          `${bridge}add bridge=br1 frame-types=admit-only-untagged-and-priority-tagged interface=ether3 pvid=1\n`,
        ),
      ),
    ).toEqual(['1 enabled access port(s) in VLAN 1: ether3']);
    expect(
      findings(
        check('access_port_vlan1', 'mikrotik_routeros', `${bridge}add bridge=br1 interface=ether4 pvid=20\n`),
      ),
    ).toEqual([]);
  });

  it('RouterOS: a tagged port is a trunk, and a bridge without VLAN filtering has no VLANs to check', () => {
    const trunk =
      '/interface bridge\nadd name=br1 vlan-filtering=yes\n/interface bridge port\nadd bridge=br1 interface=sfp1\n/interface bridge vlan\nadd bridge=br1 tagged=sfp1 vlan-ids=10\n';
    expect(findings(check('access_port_vlan1', 'mikrotik_routeros', trunk))).toEqual([]);
    const flat = '/interface bridge\nadd name=br1\n/interface bridge port\nadd bridge=br1 interface=ether2\n';
    expect(findings(check('access_port_vlan1', 'mikrotik_routeros', flat))).toEqual([]);
  });
});

describe('trunk_vlan_unknown', () => {
  const SW = 'hostname s1\nvlan 10\n name USERS\nvlan 20\n name VOICE\n';
  it('IOS: a trunk allowing a VLAN the switch does not define fails, with the VLANs compacted', () => {
    const text = `${SW}interface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10,20,30-32\n`;
    const outcome = check('trunk_vlan_unknown', 'cisco_ios', text);
    expect(messages(outcome)).toEqual([
      'GigabitEthernet1/0/48 allows VLAN(s) 30-32 that the switch does not define',
    ]);
    expect(evidenceLines(outcome)).toEqual([
      '6: interface Gi1/0/48',
      '8: switchport trunk allowed vlan 10,20,30-32',
    ]);
  });

  it('IOS: `add` extends the list; VLAN 1 and the 1002-1005 defaults are always known; "all" passes', () => {
    const add = `${SW}interface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10\n switchport trunk allowed vlan add 1,99\n`;
    expect(messages(check('trunk_vlan_unknown', 'cisco_ios', add))).toEqual([
      'GigabitEthernet1/0/48 allows VLAN(s) 99 that the switch does not define',
    ]);
    const defaults = `${SW}interface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 1,10,1002-1005\n`;
    expect(findings(check('trunk_vlan_unknown', 'cisco_ios', defaults))).toEqual([]);
    expect(
      findings(check('trunk_vlan_unknown', 'cisco_ios', `${SW}interface Gi1/0/48\n switchport mode trunk\n`)),
    ).toEqual([]);
    // `1-4094` means every VLAN, not a list of VLANs someone chose.
    const everything = `${SW}interface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 1-4094\n`;
    expect(findings(check('trunk_vlan_unknown', 'cisco_ios', everything))).toEqual([]);
  });

  it('a VLAN the collected VLAN table knows counts as defined', () => {
    const text =
      'hostname s1\nvlan 10\ninterface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10,30\n';
    const known = check('trunk_vlan_unknown', 'cisco_ios', text, {
      vlans: { '30': { vlan_id: 30, vlan_name: 'SRV' } },
    });
    expect(findings(known)).toEqual([]);
  });

  it('IOS without any VLAN definition (VTP server or client): not applicable, with the reason', () => {
    const text =
      'hostname s1\ninterface Gi1/0/48\n switchport mode trunk\n switchport trunk allowed vlan 10\n';
    expect(check('trunk_vlan_unknown', 'cisco_ios', text)).toEqual({
      notApplicable: expect.stringMatching(/VTP/),
    });
  });

  it('NX-OS: the same on `switchport trunk allowed vlan`', () => {
    const text =
      'hostname n1\nvlan 10\ninterface Ethernet1/1\n  switchport\n  switchport mode trunk\n  switchport trunk allowed vlan 10,40\n';
    expect(messages(check('trunk_vlan_unknown', 'cisco_nxos', text))).toEqual([
      'Ethernet1/1 allows VLAN(s) 40 that the switch does not define',
    ]);
  });

  it('says why it does not apply to AOS-S and RouterOS', () => {
    expect(check('trunk_vlan_unknown', 'hp_procurve', 'hostname "a1"\n')).toEqual({
      notApplicable: expect.stringMatching(/AOS-S/),
    });
  });
});

/**
 * A bridge of a spanning-tree domain, set up as the seed sets its bridges up (`configureStp`): its MAC, the
 * priority each instance reports, the root bridge they all report, and its configuration.
 */
function bridge(
  id: string,
  mac: string,
  stp: { protocol: StpProtocol; instances: { id: number; priority: number }[]; root: string },
  text: string,
  platform = 'cisco_xe',
) {
  const device = record(id, { mac: { address: mac } });
  configureStp(
    device,
    stp.protocol,
    // A PVST bridge has one tree per VLAN, keyed by it: the instance id is that VLAN.
    stp.instances.map((i) => ({
      ...i,
      vlans: stp.protocol === 'pvst' || stp.protocol === 'rapid-pvst' ? [i.id] : [],
    })),
  );
  for (const instance of Object.values(device.data.stp?.instances ?? {})) {
    instance.root_address = { address: stp.root };
    instance.is_root = stp.root === mac;
  }
  return { record: device, platform, text };
}

describe('stp_root_misplaced and stp_root_unexpected', () => {
  const ROOT = '00:00:00:00:00:01';
  const CORE = '00:00:00:00:00:09';
  const core = (priority: number) =>
    bridge(
      'D2',
      CORE,
      { protocol: 'rstp', instances: [{ id: 0, priority }], root: ROOT },
      `hostname core\nspanning-tree mode rapid-pvst\nspanning-tree vlan 10,20 priority ${priority}\n`,
    );
  const access = (priority = 32768) =>
    bridge(
      'D1',
      ROOT,
      { protocol: 'rstp', instances: [{ id: 0, priority }], root: ROOT },
      `hostname access\nspanning-tree mode rapid-pvst\n${priority === 32768 ? '' : `spanning-tree vlan 10,20 priority ${priority}\n`}`,
    );

  it('the root elected by its low MAC, while the core is configured with priority 4096, is misplaced', () => {
    const net = network([access(), core(4096)]);
    const outcome = outcomeOf(net, 'stp_root_misplaced', 'D1');
    expect(findings(outcome).map((f) => f.message)).toEqual([
      'd1 is root of instance 0, but the configured priorities make d2 the root (priority 4096 against 32768)',
    ]);
    // Evidence: the state, the root's missing priority (the default applies), the core's priority line.
    const [state, self, expected] = findings(outcome)[0]?.evidence ?? [];
    expect(state?.lines[0]?.text).toMatch(/root bridge 00:00:00:00:00:01, 2 bridges/);
    expect(self?.note).toMatch(/default 32768/);
    expect(expected?.lines.map((l) => l.text)).toEqual(['spanning-tree vlan 10,20 priority 4096']);
    // The same root also has the default priority: the per-device check says so too.
    expect(findings(outcomeOf(net, 'stp_root_unexpected', 'D1')).map((f) => f.message)).toEqual([
      'Root bridge of instance 0 with default priority',
    ]);
  });

  it('the root the priorities choose passes; equal priorities leave it to the lowest MAC', () => {
    expect(findings(outcomeOf(network([access(4096), core(8192)]), 'stp_root_misplaced', 'D1'))).toEqual([]);
    expect(findings(outcomeOf(network([access(), core(32768)]), 'stp_root_misplaced', 'D1'))).toEqual([]);
    expect(findings(outcomeOf(network([access(4096), core(8192)]), 'stp_root_unexpected', 'D1'))).toEqual([]);
  });

  /** An access switch (root by its lower MAC, default priorities) and a core reporting these priorities. */
  const domain = (
    protocol: StpProtocol,
    core: Record<number, number>,
    coreText: string,
    platform?: string,
  ) => {
    const ids = Object.keys(core).map(Number);
    const mode = protocol === 'mstp' ? 'mst' : 'rapid-pvst';
    const instances = (priority: (id: number) => number) => ids.map((id) => ({ id, priority: priority(id) }));
    return network([
      bridge(
        'D1',
        ROOT,
        { protocol, root: ROOT, instances: instances(() => 32768) },
        `hostname access\nspanning-tree mode ${mode}\n`,
      ),
      bridge(
        'D2',
        CORE,
        { protocol, root: ROOT, instances: instances((id) => core[id] ?? 32768) },
        coreText,
        platform,
      ),
    ]);
  };

  it('MSTP: the bridge priority (AOS-S `spanning-tree priority`) is the CIST’s, not every instance’s', () => {
    const aos = 'hostname "core"\nspanning-tree\nspanning-tree priority 1\n';
    const outcome = outcomeOf(
      domain('mstp', { 0: 4096, 1: 32768 }, aos, 'hp_procurve'),
      'stp_root_misplaced',
    );
    // Instance 0: the core's 4096 wins. Instance 1: both keep the default 32768, the lower MAC (d1) is root.
    expect(findings(outcome).map((f) => f.message)).toEqual([
      'd1 is root of instance 0, but the configured priorities make d2 the root (priority 4096 against 32768)',
    ]);
    expect(findings(outcome)[0]?.evidence[2]?.lines.map((l) => `${l.line}: ${l.text}`)).toEqual([
      '3: spanning-tree priority 1',
    ]);
  });

  it('MSTP: an instance’s own priority (`spanning-tree mst 1 priority`) counts for that instance only', () => {
    const ios = 'hostname core\nspanning-tree mode mst\nspanning-tree mst 1 priority 4096\n';
    const net = domain('mstp', { 0: 32768, 1: 4096 }, ios);
    expect(findings(outcomeOf(net, 'stp_root_misplaced')).map((f) => f.message)).toEqual([
      'd1 is root of instance 1, but the configured priorities make d2 the root (priority 4096 against 32768)',
    ]);
  });

  it('PVST: each VLAN’s tree has its own priority; another VLAN’s `spanning-tree vlan X priority` is not it', () => {
    const ios = 'hostname core\nspanning-tree mode rapid-pvst\nspanning-tree vlan 10 priority 4096\n';
    const net = domain('rapid-pvst', { 10: 4096, 20: 32768 }, ios);
    // VLAN 10: the core's 4096 should win. VLAN 20: nobody set a priority, d1's lower MAC rightly wins.
    expect(findings(outcomeOf(net, 'stp_root_misplaced', 'D1')).map((f) => f.message)).toEqual([
      'd1 is root of instance 10, but the configured priorities make d2 the root (priority 4096 against 32768)',
    ]);
  });
});
