import { type DevicePort, type DeviceRecord, hostPort, type VlanRecord } from '../model/documents';
import { type NetworkBuilder, sviName } from './builder';
import { HOST_PROFILES } from './catalog';
import { addMisconfig, addTextFaults, type MisconfigMap, type TextFaultMap } from './misconfig';
import { linkUp } from './ports';

/**
 * Deliberate faults of the demo networks beyond the configuration weaknesses (`misconfig.ts`): where a real
 * network has them, one or two of each, so that every assessment check has findings. Each network's are added
 * once it is built, drawing from a stream of their own (`NetworkBuilder.drawingFrom`): the rest of the network
 * is what it was without them. What runs is in the documents; what only a configuration says is a `TextFaults`.
 */

export type Faults = { misconfigs: MisconfigMap; textFaults: TextFaultMap };

function named(b: NetworkBuilder, name: string): DeviceRecord {
  const device = b.data.devices.find((d) => d.data.name === name);
  if (!device) throw new Error(`no device ${name}`);
  return device;
}

/** The ports of the link between two devices (the first connection): `a`'s, then `b`'s. */
function linkPorts(a: DeviceRecord, b: DeviceRecord): [DevicePort, DevicePort] {
  const connection = a.data.neighbors[b.unique_id]?.connections[0];
  const pa = connection ? a.data.ports[connection.if_local] : undefined;
  const pb = connection ? b.data.ports[connection.if_remote] : undefined;
  if (!pa || !pb) throw new Error(`no link between ${a.data.name} and ${b.data.name}`);
  return [pa, pb];
}

/** The VLAN of this id in the building (or site) of a device's room. */
function vlanOf(b: NetworkBuilder, device: DeviceRecord, vlanId: number): VlanRecord {
  const room = b.data.groups.find((g) => g.id === device.group_id);
  const vlan = b.data.vlans.find(
    (v) => v.vlan_id === vlanId && (v.group_id === room?.parent || v.group_id === device.group_id),
  );
  if (!vlan) throw new Error(`no VLAN ${vlanId} around ${device.data.name}`);
  return vlan;
}

/**
 * A port fixed to 100 Mb/s full duplex at `a` (left from a media converter), its neighbour negotiating: the
 * negotiating end falls back to half duplex.
 */
function fixedSpeedLink(faults: Faults, a: DeviceRecord, b: DeviceRecord): void {
  const [pa, pb] = linkPorts(a, b);
  linkUp(pa, 100, 'full');
  linkUp(pb, 100, 'half');
  addTextFaults(faults.textFaults, a.unique_id, { fixedSpeed: { [pa.if_no]: 100 } });
}

/** OT Plant: a ring link fixed to 100/full, a VLAN pruned from a ring uplink, a wrong mask, a root move not applied. */
export function otPlantFaults(b: NetworkBuilder, faults: Faults): void {
  fixedSpeedLink(faults, named(b, 'pn-h1-l2-sw-02'), named(b, 'pn-h1-l2-sw-03'));
  // The hall switch's uplink to line 2-2's ring no longer allows the line's field VLAN (220): the ring's tree
  // of VLAN 220 elects its own root, one of the ring switches, by MAC address.
  const [, hallSide] = linkPorts(named(b, 'pn-h2-l2-sw-01'), named(b, 'pn-h2-dist-01'));
  hallSide.tagged = hallSide.tagged.filter((vlan) => vlan !== 220);
  // Hall 1's transit to the first operations core has a /29 on the hall's side (the core's is a /30).
  const hall = named(b, 'pn-h1-dist-01');
  const [transit] = linkPorts(hall, named(b, 'pn-ops-core-01'));
  const address = hall.data.ip_configs[transit.if_no]?.ip_interfaces[0];
  if (!address) throw new Error('no transit address on pn-h1-dist-01');
  b.readdress(hall, transit.if_no, address.ipv4, 29);
  // A root move for the SCADA VLAN prepared on the second core: its configuration says priority 0, the running
  // tree still has the first core as root.
  addTextFaults(faults.textFaults, named(b, 'pn-ops-core-02').unique_id, {
    stpPriority: { vlans: [300], priority: 0 },
  });
}

/**
 * IT Campus: an unmanaged desk switch behind an access port, two ports left open after a move, a PC in VLAN 1,
 * an uplink allowing a VLAN the switch does not have, a jumbo MTU on one end of a link, a port that does not
 * receive LLDP, and an address configured on both cores.
 */
export function itCampusFaults(b: NetworkBuilder, faults: Faults): void {
  b.drawingFrom(b.rng.fork('faults'), () => {
    // A desk switch in a meeting room: four PCs behind one access port.
    const desk = named(b, 'hq-b-acc-03');
    const users = vlanOf(b, desk, 20);
    const first = b.addHost(desk, users, 'workstation');
    const port = hostPort(desk, first.data);
    for (let h = 0; h < 3; h++) b.addHost(desk, users, 'workstation', { port });
    // A PC on a port nobody assigned a VLAN: it sits in VLAN 1, where no DHCP answers it.
    const acc = named(b, 'hq-a-acc-02');
    const room = b.data.groups.find((g) => g.id === acc.group_id);
    const building = b.data.groups.find((g) => g.id === room?.parent) ?? room;
    if (!building) throw new Error('no building of hq-a-acc-02');
    const vlan1 = b.vlan(1, 'default', building, null, null, `Default VLAN (${building.label})`);
    b.addHost(acc, vlan1, 'workstation');
  });
  // Desks moved out: two ports of hq-b-acc-04 keep their USERS VLAN and are not shut down.
  const moved = named(b, 'hq-b-acc-04');
  for (let p = 0; p < 2; p++) {
    const port = b.takePort(moved, 'access');
    port.port_type = 'access';
    port.vlan_id = 20;
    port.description = HOST_PROFILES.workstation.kind;
  }
  addMisconfig(faults.misconfigs, moved.unique_id, 'unused-ports-open');
  // The uplink of hq-c-acc-02 allows VLAN 60 (a guest VLAN being planned), which the switch does not define and
  // the distribution switch's end does not allow.
  const [uplink] = linkPorts(named(b, 'hq-c-acc-02'), named(b, 'hq-c-dist-01'));
  uplink.tagged = [...uplink.tagged, 60];
  // Jumbo frames on the leaf's end of its uplink to the first core only.
  const leaf = named(b, 'hq-dc-leaf-01');
  const [leafPort] = linkPorts(leaf, named(b, 'hq-core-01'));
  addTextFaults(faults.textFaults, leaf.unique_id, { mtu: { [leafPort.if_no]: 9198 } });
  // LLDP receive is off on hq-a-dist-02's port to the Aruba access switch: only the Aruba end sees the link.
  const aruba = named(b, 'hq-a-acc-03');
  const dist = named(b, 'hq-a-dist-02');
  const [, deaf] = linkPorts(aruba, dist);
  for (const [device, peer] of [
    [aruba, dist],
    [dist, aruba],
  ] as const)
    for (const connection of device.data.neighbors[peer.unique_id]?.connections ?? [])
      connection.one_sided = true;
  addTextFaults(faults.textFaults, dist.unique_id, { lldpReceiveOff: [deaf.if_no] });
  // The second core's BACKUP VLAN interface has the first core's address (.2, its own is .3): a copied block.
  const core1 = named(b, 'hq-core-01');
  const svi = sviName(b.platformOf(core1), 110);
  const taken = core1.data.ip_configs[svi]?.ip_interfaces[0];
  if (!taken) throw new Error(`no ${svi} address on hq-core-01`);
  b.readdress(named(b, 'hq-core-02'), svi, taken.ipv4, taken.prefix_length);
}
