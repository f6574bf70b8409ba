import type { DeviceRecord } from '../model/documents';
import { type GenContext, NetworkBuilder } from './builder';
import { emptyHistory } from './history';
import { hostIp, parseCidr } from './ipv4';
import { addMisconfig, type MisconfigMap } from './misconfig';
import { type BuiltNetwork, markErrDisabled, markHalfDuplex } from './network-it';
import { tagIds } from './tags';

const DAY = 86_400;

/** Network 3: a small R&D lab (a MikroTik router, three switches in a triangle and a PLC test rig). */
export function buildTestLab(ctx: GenContext, networkId: number, scale: number): BuiltNetwork {
  const b = new NetworkBuilder(ctx, networkId);
  const history = emptyHistory();
  const misconfigs: MisconfigMap = new Map();
  const now = ctx.now;
  const tags = (...names: string[]) => tagIds(ctx.tags, ...names);
  const zLab = b.zone('Lab', 'Test systems, isolated from production');
  const site = b.group('site', 'R&D Lab');
  const rack = b.group('room', 'Lab Rack 1', site);
  const mgmt = b.vlan(10, 'MGMT', site, parseCidr('192.168.10.0/24'), zLab);
  const users = b.vlan(20, 'LAB-USERS', site, parseCidr('192.168.20.0/24'), zLab);
  const ot = b.vlan(110, 'OT-TEST', site, parseCidr('192.168.110.0/24'), zLab, 'PLC test rig');
  const vlans = [mgmt, users, ot];
  const trunk = { kind: 'trunk' as const, vlans: vlans.map((v) => v.vlan_id) };

  const router = b.addDevice({
    name: 'lab-rtr-01',
    model: 'rb5009',
    group: rack,
    ip: b.infraIp(mgmt),
    zone: zLab,
    tagIds: tags('low'),
  });
  const uplink = b.addDevice({
    name: 'campus-uplink',
    model: 'campusUplink',
    ip: '192.168.255.1',
    group: rack,
  });
  b.link(uplink, router, { kind: 'routed', subnet: parseCidr('192.168.255.0/30') });
  b.route(router, {
    network: '0.0.0.0',
    length: 0,
    protocol: 'static',
    nexthopIp: '192.168.255.1',
    nexthopIf: null,
  });
  b.declareVlans(router, vlans);
  const switches = (['crs326', 'crs326', 'aruba2930'] as const).map((model, i) =>
    b.addDevice({ name: `lab-sw-0${i + 1}`, model, group: rack, ip: b.infraIp(mgmt), zone: zLab }),
  ) as [DeviceRecord, DeviceRecord, DeviceRecord];
  const [sw1, sw2, sw3] = switches;
  b.link(router, sw1, trunk);
  for (const vlan of vlans) b.svi(router, vlan, hostIp(parseCidr(vlan.subnet ?? ''), 1), 24);
  b.link(sw1, sw2, trunk);
  b.link(sw2, sw3, trunk);
  b.link(sw3, sw1, trunk);
  // One common tree: RSTP on the MikroTik switches, MSTP (its CIST) on the Aruba and Cisco ones.
  switches.forEach((sw, i) => {
    b.declareVlans(sw, vlans);
    b.stp(sw, i < 2 ? 'rstp' : 'mstp', [{ id: 0, vlans: trunk.vlans, priority: i === 0 ? 4096 : 32768 }]);
  });
  const rig = b.addDevice({
    name: 'lab-ind-sw-01',
    model: 'ie3300',
    group: rack,
    ip: b.infraIp(mgmt),
    zone: zLab,
  });
  b.link(rig, sw2, trunk);
  b.declareVlans(rig, vlans);
  b.stp(rig, 'mstp', [{ id: 0, vlans: trunk.vlans, priority: 32768 }]);
  const plc1 = b.addDevice({
    name: 'lab-plc-01',
    model: 'beckhoffCx',
    group: rack,
    ip: b.infraIp(ot),
    zone: zLab,
  });
  const plc2 = b.addDevice({
    name: 'lab-plc-02',
    model: 's71516',
    group: rack,
    ip: b.infraIp(ot),
    zone: zLab,
  });
  b.link(plc1, rig, { kind: 'access', vlan: 110 });
  b.link(plc2, rig, { kind: 'access', vlan: 110 });
  for (let h = 0; h < 10 * scale && b.freePortCount(sw1) > 4; h++) b.addHost(sw1, users, 'workstation');
  for (let h = 0; h < 12 && b.freePortCount(sw3) > 6; h++) b.addHost(sw3, users, 'workstation');
  for (let h = 0; h < 3; h++) b.addHost(rig, ot, 'otController');

  const legacy = b.addDevice({
    name: 'lab-sw-old',
    model: 'ciscoLegacy',
    group: rack,
    ip: b.infraIp(mgmt),
    zone: zLab,
    createdAt: now - 1200 * DAY,
  });
  b.link(legacy, sw3, trunk);
  b.declareVlans(legacy, vlans);
  b.stp(legacy, 'mstp', [{ id: 0, vlans: trunk.vlans, priority: 32768 }]);
  for (let h = 0; h < 3; h++) b.addHost(legacy, users, 'workstation', { createdAt: now - 600 * DAY });
  history.removed.push({ deviceId: legacy.unique_id, at: now - 20 * DAY });
  addMisconfig(misconfigs, legacy.unique_id, 'telnet', 'no-password-encryption');
  const plc3 = b.addDevice({
    name: 'lab-plc-03',
    model: 'abbAc500',
    group: rack,
    ip: b.infraIp(ot),
    zone: zLab,
    createdAt: now - 7 * DAY,
    notes: 'Evaluation unit, return by end of quarter.',
  });
  b.link(plc3, rig, { kind: 'access', vlan: 110 });
  const original = sw3.data.neighbors[sw1.unique_id]?.connections[0];
  if (original) {
    const [aPort, bPort] = b.link(sw3, sw1, trunk);
    history.recabled.push({
      at: now - 5 * DAY,
      before: { a: sw3.unique_id, aPort: original.if_local, b: sw1.unique_id, bPort: original.if_remote },
      after: { a: sw3.unique_id, aPort, b: sw1.unique_id, bPort },
    });
  }
  for (let h = 0; h < 2; h++) {
    const oldPort = b.takePort(sw3, 'access');
    const host = b.addHost(sw1, users, 'workstation', { createdAt: now - 100 * DAY });
    history.moved.push({
      at: now - 3 * DAY,
      hwId: host.data.hw_id,
      from: { deviceId: sw3.unique_id, ifNo: oldPort.if_no },
    });
  }
  const late = b.addDevice({
    name: 'lab-desk-sw',
    model: 'officeConnect',
    ip: b.infraIp(mgmt),
    group: rack,
    createdAt: now - DAY,
  });
  b.link(rig, late, { kind: 'access', vlan: 20 });

  b.addHost(sw3, users, 'printer');
  markHalfDuplex(sw3, 'printer');
  markErrDisabled(b, rig, 'loop-detect');
  addMisconfig(misconfigs, router.unique_id, 'default-password', 'telnet', 'http-server', 'no-ntp');
  addMisconfig(misconfigs, sw1.unique_id, 'http-server', 'no-bpdu-guard');
  return {
    name: 'Test Lab',
    builder: b,
    history,
    misconfigs,
    supernets: [{ vrf: 'default', cidr: '192.168.0.0/16', description: 'Lab private range' }],
  };
}
