import type { DeviceRecord, GroupNode, VlanRecord } from '../model/documents';
import { type GenContext, NetworkBuilder } from './builder';
import type { ModelKey } from './catalog';
import { emptyHistory, type NetworkHistory } from './history';
import { ChainAllocator, type Cidr, hostIp, parseCidr, SubnetAllocator } from './ipv4';
import { addMisconfig, type MisconfigMap } from './misconfig';
import { idleLook, linkUp } from './ports';
import { tagIds } from './tags';

export type BuiltNetwork = {
  name: string;
  builder: NetworkBuilder;
  history: NetworkHistory;
  misconfigs: MisconfigMap;
  /** Supernets per VRF, for IPAM. */
  supernets: { vrf: string; cidr: string; description: string }[];
};

const DAY = 86_400;
const ACCESS_MODELS: ModelKey[] = ['cat9300', 'cat9300', 'aruba2930', 'cat9200', 'cat9300_24'];
const BUILDING_VLANS = [
  { id: 10, name: 'MGMT' },
  { id: 20, name: 'USERS' },
  { id: 30, name: 'VOICE' },
  { id: 40, name: 'PRINTERS' },
  { id: 50, name: 'CAMERAS' },
] as const;
/**
 * The buildings' MST region: users and printers in instance 1, voice and cameras in instance 2. The management VLAN
 * is mapped to no instance, so it stays in the CIST (instance 0), whose VLANs `computeStp` derives.
 */
const MST_INSTANCE_1 = [20, 40];
const MST_INSTANCE_2 = [30, 50];

/** Campus topology helpers shared by the IT networks. */
export class Campus {
  readonly transit = new SubnetAllocator(parseCidr('10.255.0.0/16'));

  constructor(readonly b: NetworkBuilder) {}

  p2p(a: DeviceRecord, z: DeviceRecord, vrf?: string): [string, string, Cidr] {
    const subnet = this.transit.allocate(30);
    const [pa, pz] = this.b.link(a, z, { kind: 'routed', subnet, ...(vrf ? { vrf } : {}) });
    return [pa, pz, subnet];
  }

  ospf(device: DeviceRecord, network: Cidr, via: string): void {
    this.b.route(device, {
      network: hostIp(network, 0),
      length: network.length,
      protocol: 'ospf',
      nexthopIp: via,
      nexthopIf: null,
    });
  }

  staticRoute(device: DeviceRecord, network: Cidr, via: string): void {
    this.b.route(device, {
      network: hostIp(network, 0),
      length: network.length,
      protocol: 'static',
      nexthopIp: via,
      nexthopIf: null,
    });
  }
}

const DEFAULT_ROUTE = parseCidr('0.0.0.0/0');

/** Network 2: an HQ campus (core, data center, buildings with distribution and access) and branches. */
export function buildItCampus(ctx: GenContext, networkId: number, scale: number): BuiltNetwork {
  const b = new NetworkBuilder(ctx, networkId);
  const rng = ctx.rng;
  const campus = new Campus(b);
  const history = emptyHistory();
  const misconfigs: MisconfigMap = new Map();
  const now = ctx.now;
  const tags = (...names: string[]) => tagIds(ctx.tags, ...names);

  const zCore = b.zone('Core', 'Campus core and data center switching');
  const zAccess = b.zone('Campus Access', 'User, voice, printer and camera access in the buildings');
  const zDc = b.zone('Data Center', 'Servers and storage');
  const zEdge = b.zone('WAN Edge', 'Firewalls, WAN routers and the Internet uplink');
  const zBranch = b.zone('Branch', 'Branch offices');

  const hq = b.group('site', 'HQ Campus');
  const dcBuilding = b.group('building', 'Data Center', hq);
  const dcRoom = b.group('room', 'Server Room DC1', dcBuilding);

  // Data center addressing: 10.0.0.0/20.
  const dcBlock = new SubnetAllocator(parseCidr('10.0.0.0/20'));
  const dcMgmt = b.vlan(
    10,
    'MGMT',
    dcBuilding,
    dcBlock.allocate(24),
    zCore,
    'Core and data center management',
  );
  const servers = b.vlan(100, 'SERVERS', dcBuilding, dcBlock.allocate(24), zDc);
  const backup = b.vlan(110, 'BACKUP', dcBuilding, dcBlock.allocate(24), zDc);
  const dcVlans = [dcMgmt, servers, backup];

  const core1 = b.addDevice({
    name: 'hq-core-01',
    model: scale > 2 ? 'cat9600' : 'cat9500',
    group: dcRoom,
    ip: b.infraIp(dcMgmt),
    zone: zCore,
    tagIds: tags('critical', 'it-team', 'hq'),
  });
  const core2 = b.addDevice({
    name: 'hq-core-02',
    model: scale > 2 ? 'cat9600' : 'cat9500',
    group: dcRoom,
    ip: b.infraIp(dcMgmt),
    zone: zCore,
    tagIds: tags('critical', 'it-team', 'hq'),
  });
  const dcTrunk = { kind: 'trunk' as const, vlans: dcVlans.map((v) => v.vlan_id) };
  b.link(core1, core2, dcTrunk, { lag: { aGroup: 1, bGroup: 1 } });
  b.link(core1, core2, dcTrunk, { lag: { aGroup: 1, bGroup: 1 } });
  for (const [core, priority] of [
    [core1, 4096],
    [core2, 8192],
  ] as const) {
    b.declareVlans(core, dcVlans);
    b.stp(core, 'rapid-pvst', [{ id: 0, vlans: dcVlans.map((v) => v.vlan_id), priority }]);
  }
  // The cores share each VLAN's gateway (.1) by HSRP; core 1 is active.
  for (const vlan of dcVlans) {
    const subnet = parseCidr(vlan.subnet ?? '');
    const fhrp = (priority: number) => ({ group: vlan.vlan_id, virtualIp: hostIp(subnet, 1), priority });
    b.svi(core1, vlan, hostIp(subnet, 2), 24, 'default', fhrp(110));
    b.svi(core2, vlan, hostIp(subnet, 3), 24, 'default', fhrp(100));
  }

  const leaves: DeviceRecord[] = [];
  const leafCount = 2 + Math.floor(Math.min(scale, 12) / 4) * 2;
  for (let i = 1; i <= leafCount; i++) {
    const leaf = b.addDevice({
      name: `hq-dc-leaf-${String(i).padStart(2, '0')}`,
      model: 'cat9500_48',
      group: dcRoom,
      ip: b.infraIp(dcMgmt),
      zone: zDc,
      tagIds: tags('high', 'it-team'),
    });
    b.link(leaf, core1, dcTrunk);
    b.link(leaf, core2, dcTrunk);
    b.declareVlans(leaf, dcVlans);
    b.stp(leaf, 'rapid-pvst', [{ id: 0, vlans: dcVlans.map((v) => v.vlan_id), priority: 32768 }]);
    leaves.push(leaf);
    for (let h = 0; h < 12; h++) b.addHost(leaf, rng.chance(0.8) ? servers : backup, 'server');
  }

  // Edge: firewalls towards the Internet, a WAN router towards the branches.
  const fw1 = b.addDevice({
    name: 'hq-fw-01',
    model: 'fortigate100f',
    group: dcRoom,
    ip: b.infraIp(dcMgmt),
    zone: zEdge,
    tagIds: tags('critical', 'it-team', 'internet-facing'),
  });
  const fw2 = b.addDevice({
    name: 'hq-fw-02',
    model: 'fortigate100f',
    group: dcRoom,
    ip: b.infraIp(dcMgmt),
    zone: zEdge,
    tagIds: tags('critical', 'it-team', 'internet-facing'),
  });
  const [, , fwTransit] = campus.p2p(fw1, core1);
  const [, , fw2Transit] = campus.p2p(fw2, core2);
  b.link(fw1, fw2, { kind: 'routed', subnet: campus.transit.allocate(30) });
  const isp = b.addDevice({
    name: 'isp-cpe',
    model: 'netEngine',
    ip: '198.51.100.2',
    group: dcRoom,
    zone: zEdge,
  });
  b.link(fw1, isp, { kind: 'routed', subnet: parseCidr('198.51.100.0/29') });
  campus.staticRoute(fw1, DEFAULT_ROUTE, '198.51.100.2');
  const wanRouter = b.addDevice({
    name: 'hq-wan-rtr-01',
    model: 'isr4331',
    group: dcRoom,
    ip: b.infraIp(dcMgmt),
    zone: zEdge,
    tagIds: tags('high', 'it-team'),
  });
  const [, , wan1] = campus.p2p(wanRouter, core1);
  const [, , wan2] = campus.p2p(wanRouter, core2);
  const wlc = b.addDevice({
    name: 'hq-wlc-01',
    model: 'wlc9800',
    group: dcRoom,
    ip: b.infraIp(dcMgmt),
    zone: zCore,
    tagIds: tags('high', 'it-team'),
  });
  b.link(wlc, core1, dcTrunk);
  b.link(wlc, core2, dcTrunk);
  // The firewall's inside address is the default gateway of the core (lower transit address is the firewall).
  campus.ospf(core1, DEFAULT_ROUTE, hostIp(fwTransit, 1));
  campus.ospf(core2, DEFAULT_ROUTE, hostIp(fw2Transit, 1));
  campus.staticRoute(fw2, parseCidr('10.0.0.0/8'), hostIp(fw2Transit, 2));
  campus.staticRoute(fw1, parseCidr('10.0.0.0/8'), hostIp(fwTransit, 2));
  campus.ospf(wanRouter, DEFAULT_ROUTE, hostIp(wan1, 2));
  campus.ospf(wanRouter, DEFAULT_ROUTE, hostIp(wan2, 2));

  // Beyond three buildings, distribution pairs hang off aggregation pairs (twelve buildings each).
  const aggPairs: [DeviceRecord, DeviceRecord][] = [];
  const aggUplinks = new Map<string, [DeviceRecord, Cidr][]>();
  const upstreams = (bi: number): [DeviceRecord, DeviceRecord] => {
    if (bi < 3) return [core1, core2];
    const index = Math.floor((bi - 3) / 12);
    let pair = aggPairs[index];
    if (!pair) {
      pair = [1, 2].map((n) => {
        const agg = b.addDevice({
          name: `hq-agg-${String(index + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`,
          model: 'cat9500',
          group: dcRoom,
          ip: b.infraIp(dcMgmt),
          zone: zCore,
          tagIds: tags('high', 'it-team', 'hq'),
        });
        const links: [DeviceRecord, Cidr][] = [];
        for (const core of [core1, core2]) {
          const [, , subnet] = campus.p2p(agg, core);
          campus.ospf(agg, DEFAULT_ROUTE, hostIp(subnet, 2));
          links.push([core, subnet]);
        }
        aggUplinks.set(agg.unique_id, links);
        return agg;
      }) as [DeviceRecord, DeviceRecord];
      aggPairs.push(pair);
    }
    return pair;
  };

  // Buildings: two distribution switches (layer 3, MSTP roots) and access switches dual-homed to both.
  const buildingBlock = new ChainAllocator(['10.16.0.0/12', '10.64.0.0/10']);
  const buildingCount = 4 * scale;
  const accessSwitches: { device: DeviceRecord; building: number; vlans: VlanRecord[] }[] = [];
  const distributions: DeviceRecord[][] = [];
  for (let bi = 0; bi < buildingCount; bi++) {
    const letter = buildingLetter(bi);
    const building = b.group('building', `Building ${letter}`, hq);
    const mdf = b.group('room', `MDF ${letter}`, building);
    const block = buildingBlock.allocate(21);
    const allocator = new SubnetAllocator(block);
    const vlans = BUILDING_VLANS.map((v) =>
      b.vlan(v.id, v.name, building, allocator.allocate(24), v.id === 10 ? zCore : zAccess),
    );
    const [mgmt, users, voice, printers, cameras] = vlans as [
      VlanRecord,
      VlanRecord,
      VlanRecord,
      VlanRecord,
      VlanRecord,
    ];
    const tagLoc = tags('hq', 'it-team');
    const dist1 = b.addDevice({
      name: `hq-${letter.toLowerCase()}-dist-01`,
      model: 'cat9500',
      group: mdf,
      ip: b.infraIp(mgmt),
      zone: zCore,
      tagIds: [...tags('high'), ...tagLoc],
    });
    const dist2 = b.addDevice({
      name: `hq-${letter.toLowerCase()}-dist-02`,
      model: 'cat9500',
      group: mdf,
      ip: b.infraIp(mgmt),
      zone: zCore,
      tagIds: [...tags('high'), ...tagLoc],
    });
    distributions.push([dist1, dist2]);
    const trunk = { kind: 'trunk' as const, vlans: vlans.map((v) => v.vlan_id) };
    b.link(dist1, dist2, trunk, { lag: { aGroup: 1, bGroup: 1 } });
    b.link(dist1, dist2, trunk, { lag: { aGroup: 1, bGroup: 1 } });
    for (const [dist, offset] of [
      [dist1, 2],
      [dist2, 3],
    ] as const) {
      b.declareVlans(dist, vlans);
      // The pair shares each VLAN's gateway (.1) by HSRP; distribution 1 is active.
      for (const vlan of vlans) {
        const subnet = parseCidr(vlan.subnet ?? '');
        b.svi(dist, vlan, hostIp(subnet, offset), 24, 'default', {
          group: vlan.vlan_id,
          virtualIp: hostIp(subnet, 1),
          priority: offset === 2 ? 110 : 100,
        });
      }
      for (const core of upstreams(bi)) {
        const [, , subnet] = campus.p2p(dist, core);
        campus.ospf(dist, DEFAULT_ROUTE, hostIp(subnet, 2));
        campus.ospf(core, block, hostIp(subnet, 1));
        if (core !== core1 && core !== core2) {
          for (const [upCore, upSubnet] of aggUplinks.get(core.unique_id) ?? [])
            campus.ospf(upCore, block, hostIp(upSubnet, 1));
        }
      }
    }
    campus.ospf(wanRouter, block, hostIp(wan1, 2));
    const mst = (primary: boolean) => [
      { id: 0, vlans: [], priority: primary ? 4096 : 8192 },
      { id: 1, vlans: MST_INSTANCE_1, priority: primary ? 4096 : 8192 },
      { id: 2, vlans: MST_INSTANCE_2, priority: primary ? 8192 : 4096 },
    ];
    b.stp(dist1, 'mstp', mst(true));
    b.stp(dist2, 'mstp', mst(false));

    const accessCount = 5;
    const idf = b.group('room', `IDF ${letter}-1`, building);
    for (let ai = 1; ai <= accessCount; ai++) {
      const room = ai <= 2 ? mdf : idf;
      const model = ACCESS_MODELS[(ai - 1 + bi) % ACCESS_MODELS.length] ?? 'cat9300';
      const access = b.addDevice({
        name: `hq-${letter.toLowerCase()}-acc-${String(ai).padStart(2, '0')}`,
        model,
        group: room,
        ip: b.infraIp(mgmt),
        zone: zAccess,
        tagIds: bi === 0 && ai === 1 ? tags('medium', 'hq') : [],
        notes: bi === 0 && ai === 3 ? 'Replaced PSU 2 in March; RMA ticket INC-20417.' : '',
      });
      b.link(access, dist1, trunk);
      b.link(access, dist2, trunk);
      b.declareVlans(access, vlans);
      b.stp(access, 'mstp', [
        { id: 0, vlans: [], priority: 32768 },
        { id: 1, vlans: MST_INSTANCE_1, priority: 32768 },
        { id: 2, vlans: MST_INSTANCE_2, priority: 32768 },
      ]);
      accessSwitches.push({ device: access, building: bi, vlans });
      const workstations = rng.int(12, 18);
      for (let h = 0; h < workstations; h++) b.addHost(access, users, 'workstation', { voiceVlan: 30 });
      for (let h = 0; h < 3; h++) b.addHost(access, voice, 'phone');
      b.addHost(access, printers, 'printer');
      if (ai % 2 === 1) b.addHost(access, cameras, 'camera');
      if (ai <= 2) {
        const ap = b.addDevice({
          name: `AP-${letter}-${String(ai).padStart(2, '0')}`,
          model: 'ap9120',
          ip: b.infraIp(mgmt),
          group: room,
          zone: zAccess,
        });
        b.link(access, ap, { kind: 'trunk', vlans: [10, 20, 30], native: 10 }, { aRole: 'access' });
      }
    }
  }

  // History in building A: a legacy switch replaced, a re-cabled uplink, hosts that moved, a new switch.
  const buildingA = b.data.groups.find((g) => g.label === 'Building A');
  const a = accessSwitches.filter((s) => s.building === 0);
  const [dist1A, dist2A] = distributions[0] ?? [];
  if (buildingA && dist1A && dist2A && a.length >= 3) {
    const vlansA = a[0]?.vlans ?? [];
    const [mgmtA, usersA] = vlansA as [VlanRecord, VlanRecord];
    const trunkA = { kind: 'trunk' as const, vlans: vlansA.map((v) => v.vlan_id) };
    const legacy = b.addDevice({
      name: 'hq-a-acc-legacy',
      model: 'ciscoLegacy',
      group: roomOf(b, buildingA),
      ip: b.infraIp(mgmtA),
      zone: zAccess,
      createdAt: now - 900 * DAY,
    });
    b.link(legacy, dist1A, trunkA);
    b.declareVlans(legacy, vlansA);
    b.stp(legacy, 'mstp', [{ id: 0, vlans: [], priority: 32768 }]);
    for (let h = 0; h < 6; h++) b.addHost(legacy, usersA, 'workstation', { createdAt: now - 400 * DAY });
    history.removed.push({ deviceId: legacy.unique_id, at: now - 20 * DAY });
    addMisconfig(
      misconfigs,
      legacy.unique_id,
      'telnet',
      'no-password-encryption',
      'snmp-public',
      'no-banner',
    );

    const fresh = b.addDevice({
      name: 'hq-a-acc-06',
      model: 'cat9300',
      group: roomOf(b, buildingA),
      ip: b.infraIp(mgmtA),
      zone: zAccess,
      createdAt: now - 7 * DAY,
      notes: 'Installed to replace hq-a-acc-legacy (change CHG-1182).',
      tagIds: tags('hq'),
    });
    b.link(fresh, dist1A, trunkA, {});
    b.link(fresh, dist2A, trunkA, {});
    b.declareVlans(fresh, vlansA);
    b.stp(fresh, 'mstp', [
      { id: 0, vlans: [], priority: 32768 },
      { id: 1, vlans: MST_INSTANCE_1, priority: 32768 },
      { id: 2, vlans: MST_INSTANCE_2, priority: 32768 },
    ]);
    for (let h = 0; h < 8; h++) b.addHost(fresh, usersA, 'workstation', { createdAt: now - 6 * DAY });

    // Re-cabled: the second uplink of hq-a-acc-02 moved to another port pair five days ago.
    const recabled = a[1]?.device;
    const original = recabled?.data.neighbors[dist2A.unique_id]?.connections[0];
    if (recabled && original) {
      const [aPort, bPort] = b.link(recabled, dist2A, trunkA);
      history.recabled.push({
        at: now - 5 * DAY,
        before: {
          a: recabled.unique_id,
          aPort: original.if_local,
          b: dist2A.unique_id,
          bPort: original.if_remote,
        },
        after: { a: recabled.unique_id, aPort, b: dist2A.unique_id, bPort },
      });
    }

    // Hosts that moved from hq-a-acc-03 to hq-a-acc-01 three days ago.
    const from = a[2]?.device;
    const to = a[0]?.device;
    if (from && to) {
      for (let h = 0; h < 4; h++) {
        const oldPort = b.takePort(from, 'access');
        const host = b.addHost(to, usersA, 'workstation', { createdAt: now - 200 * DAY });
        history.moved.push({
          at: now - 3 * DAY,
          hwId: host.data.hw_id,
          from: { deviceId: from.unique_id, ifNo: oldPort.if_no },
        });
      }
    }
    const lateAp = b.addDevice({
      name: 'AP-A-07',
      model: 'ap9130',
      ip: b.infraIp(mgmtA),
      group: roomOf(b, buildingA),
      zone: zAccess,
      createdAt: now - 1 * DAY,
    });
    b.link(fresh, lateAp, { kind: 'trunk', vlans: [10, 20, 30], native: 10 }, { aRole: 'access' });
  }

  // One WAN router terminates eight branches; more branches get more routers.
  const wanRouters = [wanRouter];
  const wanFor = (k: number): DeviceRecord => {
    const index = Math.floor(k / 8);
    let router = wanRouters[index];
    if (!router) {
      router = b.addDevice({
        name: `hq-wan-rtr-${String(index + 1).padStart(2, '0')}`,
        model: 'isr4331',
        group: dcRoom,
        ip: b.infraIp(dcMgmt),
        zone: zEdge,
        tagIds: tags('high', 'it-team'),
      });
      for (const core of [core1, core2]) {
        const [, , subnet] = campus.p2p(router, core);
        campus.ospf(router, DEFAULT_ROUTE, hostIp(subnet, 2));
      }
      wanRouters.push(router);
    }
    return router;
  };

  // Branches: a MikroTik router, a MikroTik core switch, access switches with one redundant cross-link.
  const branchBlock = new SubnetAllocator(parseCidr('10.32.0.0/12'));
  const wanBlock = new SubnetAllocator(parseCidr('10.254.0.0/16'));
  const branchNames = ['Hamburg', 'Munich', 'Cologne', 'Leipzig', 'Bremen', 'Dresden'];
  for (let k = 0; k < scale; k++) {
    const city = `${branchNames[k % branchNames.length]}${k >= branchNames.length ? ` ${Math.floor(k / branchNames.length) + 1}` : ''}`;
    const slug = city.toLowerCase().replace(/\s+/g, '');
    const site = b.group('site', `Branch ${city}`);
    const room = b.group('room', 'Comms Room', site);
    const block = branchBlock.allocate(20);
    const allocator = new SubnetAllocator(block);
    const vlans = BUILDING_VLANS.slice(0, 4).map((v) =>
      b.vlan(v.id, v.name, site, allocator.allocate(24), zBranch),
    );
    const [mgmt, users, voice, printers] = vlans as [VlanRecord, VlanRecord, VlanRecord, VlanRecord];
    const branchTags = tags('branch', 'it-team');
    const router = b.addDevice({
      name: `br-${slug}-rtr-01`,
      model: 'rb5009',
      group: room,
      ip: b.infraIp(mgmt),
      zone: zBranch,
      tagIds: [...branchTags, ...tags('high')],
    });
    const core = b.addDevice({
      name: `br-${slug}-sw-01`,
      model: 'crs317',
      group: room,
      ip: b.infraIp(mgmt),
      zone: zBranch,
      tagIds: branchTags,
    });
    const wan = wanBlock.allocate(30);
    const edge = wanFor(k);
    b.link(edge, router, { kind: 'routed', subnet: wan });
    campus.ospf(router, DEFAULT_ROUTE, hostIp(wan, 1));
    campus.ospf(edge, block, hostIp(wan, 2));
    const trunk = { kind: 'trunk' as const, vlans: vlans.map((v) => v.vlan_id) };
    b.link(router, core, trunk);
    for (const vlan of vlans) b.svi(router, vlan, hostIp(parseCidr(vlan.subnet ?? ''), 1), 24);
    b.declareVlans(core, vlans);
    b.declareVlans(router, vlans);
    b.stp(core, 'rstp', [{ id: 0, vlans: vlans.map((v) => v.vlan_id), priority: 4096 }]);
    const accessDevices: DeviceRecord[] = [];
    for (let ai = 1; ai <= 2; ai++) {
      const access = b.addDevice({
        name: `br-${slug}-acc-${String(ai).padStart(2, '0')}`,
        model: ai === 1 ? 'crs326' : 'aruba2930',
        group: room,
        ip: b.infraIp(mgmt),
        zone: zBranch,
      });
      b.link(access, core, trunk);
      b.declareVlans(access, vlans);
      // The Aruba switch runs its default MSTP, whose common tree meets the MikroTik switches' RSTP.
      b.stp(access, ai === 1 ? 'rstp' : 'mstp', [
        { id: 0, vlans: vlans.map((v) => v.vlan_id), priority: 32768 },
      ]);
      accessDevices.push(access);
      for (let h = 0; h < rng.int(10, 14); h++) b.addHost(access, users, 'workstation');
      for (let h = 0; h < 2; h++) b.addHost(access, voice, 'phone');
      b.addHost(access, printers, 'printer');
    }
    const [acc1, acc2] = accessDevices as [DeviceRecord, DeviceRecord];
    b.link(acc1, acc2, trunk);
    if (k === 0) {
      addMisconfig(misconfigs, router.unique_id, 'default-password', 'snmp-public', 'no-ntp');
      addMisconfig(misconfigs, acc1.unique_id, 'telnet', 'http-server');
    }
  }

  // Deliberate weaknesses for the assessment: a half-duplex printer port, err-disabled ports, weak configs.
  const firstAccess = accessSwitches[0]?.device;
  const secondAccess = accessSwitches[1]?.device;
  if (firstAccess && secondAccess) {
    markHalfDuplex(firstAccess, 'printer');
    markErrDisabled(b, firstAccess, 'psecure-violation');
    markErrDisabled(b, secondAccess, 'link-flap');
    addMisconfig(misconfigs, firstAccess.unique_id, 'no-bpdu-guard', 'http-server', 'no-banner');
    addMisconfig(misconfigs, secondAccess.unique_id, 'no-password-encryption', 'no-ntp');
  }
  for (const access of accessSwitches) {
    if (rng.chance(0.25)) addMisconfig(misconfigs, access.device.unique_id, 'no-bpdu-guard');
    if (rng.chance(0.15)) addMisconfig(misconfigs, access.device.unique_id, 'snmp-public');
  }
  addMisconfig(misconfigs, wanRouter.unique_id, 'http-server', 'telnet');
  // Weaknesses only a model of the configuration tells: reversible and default passwords, a community that
  // writes, an access class naming an ACL that does not exist.
  addMisconfig(
    misconfigs,
    wanRouter.unique_id,
    'weak-password',
    'default-password',
    'snmp-write',
    'undefined-acl',
  );

  return {
    name: 'IT Campus',
    builder: b,
    history,
    misconfigs,
    supernets: [
      { vrf: 'default', cidr: '10.0.0.0/8', description: 'Corporate private address space' },
      { vrf: 'default', cidr: '198.51.100.0/24', description: 'Provider-assigned public range' },
    ],
  };
}

export function buildingLetter(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < 26
    ? letters.charAt(index)
    : `${letters.charAt(Math.floor(index / 26) - 1)}${letters.charAt(index % 26)}`;
}

function roomOf(b: NetworkBuilder, building: GroupNode): GroupNode {
  return b.data.groups.find((g) => g.parent === building.id && g.kind === 'room') ?? building;
}

export function markHalfDuplex(device: DeviceRecord, description: string): void {
  const port = Object.values(device.data.ports).find(
    (p) => p.if_state === 'up' && p.description === description,
  );
  if (!port) return;
  linkUp(port, 100, 'half');
}

export function markErrDisabled(b: NetworkBuilder, device: DeviceRecord, reason: string): void {
  const port = b.takePort(device, 'access');
  port.if_state = 'err-disabled';
  port.port_type = 'access';
  port.vlan_id = 20;
  port.description = `${reason} (shut by switch)`;
  // The switch shut the port: it has no link, so no rate.
  const idle = idleLook(port);
  port.speed = idle.speed;
  port.duplex = idle.duplex;
}
