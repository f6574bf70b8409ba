import type { DeviceRecord, VlanRecord } from '../model/documents';
import { type GenContext, NetworkBuilder } from './builder';
import type { ModelKey } from './catalog';
import { emptyHistory } from './history';
import { ChainAllocator, type Cidr, hostIp, parseCidr, SubnetAllocator } from './ipv4';
import { addMisconfig, type MisconfigMap } from './misconfig';
import { type BuiltNetwork, Campus, markErrDisabled, markHalfDuplex } from './network-it';
import { tagIds } from './tags';

const DAY = 86_400;
const RING_MODELS: ModelKey[] = ['stratix5700', 'ie3300', 'stratix5200', 'ie4000', 'ie3400'];
const PLC_MODELS: ModelKey[] = ['s71516', 'controlLogix', 'beckhoffCx', 'abbAc500', 'phoenixAxc'];
const HMI_MODELS: ModelKey[] = ['simaticIpc', 'panelView'];
const DEFAULT_ROUTE = parseCidr('0.0.0.0/0');
const pad = (n: number) => String(n).padStart(2, '0');

/** Network 1: a production plant laid out along the Purdue model, with line rings of industrial switches. */
export function buildOtPlant(ctx: GenContext, networkId: number, scale: number): BuiltNetwork {
  const b = new NetworkBuilder(ctx, networkId);
  const rng = ctx.rng;
  const plant = new Campus(b);
  const history = emptyHistory();
  const misconfigs: MisconfigMap = new Map();
  const now = ctx.now;
  const tags = (...names: string[]) => tagIds(ctx.tags, ...names);

  const zEnterprise = b.zone('Enterprise', 'Business systems, office users, ERP (Purdue L4/5)', 'L4/5');
  const zDmz = b.zone('Industrial DMZ', 'Brokered data exchange between IT and OT (Purdue L3.5)', 'L3.5');
  const zOps = b.zone(
    'Operations',
    'Site operations: historian, engineering, SCADA servers (Purdue L3)',
    'L3',
  );
  const zSup = b.zone('Supervisory', 'HMIs and area supervisory control (Purdue L2)', 'L2');
  const zControl = b.zone('Control', 'PLCs and controllers (Purdue L1)', 'L1');
  const zField = b.zone('Field', 'Remote I/O, drives, meters, sensors (Purdue L0)', 'L0');

  const site = b.group('site', 'Plant Nord');
  const admin = b.group('building', 'Admin Building', site);
  const officeIdf = b.group('room', 'Office IDF', admin);
  const otRoom = b.group('room', 'OT Server Room', admin);

  // Enterprise (L4/5): 10.100.0.0/20.
  const entBlock = new SubnetAllocator(parseCidr('10.100.0.0/20'));
  const entVlans = [
    b.vlan(10, 'MGMT', admin, entBlock.allocate(24), zEnterprise),
    b.vlan(20, 'USERS', admin, entBlock.allocate(24), zEnterprise),
    b.vlan(30, 'VOICE', admin, entBlock.allocate(24), zEnterprise),
    b.vlan(40, 'PRINTERS', admin, entBlock.allocate(24), zEnterprise),
  ];
  const [entMgmt, entUsers, entVoice, entPrinters] = entVlans as [
    VlanRecord,
    VlanRecord,
    VlanRecord,
    VlanRecord,
  ];
  const entCore = b.addDevice({
    name: 'pn-ent-core-01',
    model: 'cat9500',
    group: officeIdf,
    ip: b.infraIp(entMgmt),
    zone: zEnterprise,
    tagIds: tags('high', 'it-team', 'plant-nord'),
  });
  b.declareVlans(entCore, entVlans);
  // The office switches of several vendors share one MST region's common tree with the core.
  b.stp(entCore, 'mstp', [{ id: 0, vlans: entVlans.map((v) => v.vlan_id), priority: 4096 }]);
  for (const vlan of entVlans) b.svi(entCore, vlan, hostIp(parseCidr(vlan.subnet ?? ''), 1), 24);
  const entTrunk = { kind: 'trunk' as const, vlans: entVlans.map((v) => v.vlan_id) };
  const entAccessModels: ModelKey[] = ['cat9300', 'cat9200', 'aruba2930'];
  const entAccess: DeviceRecord[] = [];
  for (let i = 1; i <= Math.min(3 + scale, 6); i++) {
    const access = b.addDevice({
      name: `pn-ent-acc-${pad(i)}`,
      model: entAccessModels[(i - 1) % entAccessModels.length] ?? 'cat9300',
      group: officeIdf,
      ip: b.infraIp(entMgmt),
      zone: zEnterprise,
    });
    b.link(access, entCore, entTrunk);
    b.declareVlans(access, entVlans);
    b.stp(access, 'mstp', [{ id: 0, vlans: entVlans.map((v) => v.vlan_id), priority: 32768 }]);
    entAccess.push(access);
    for (let h = 0; h < rng.int(26, 34); h++) b.addHost(access, entUsers, 'workstation');
    for (let h = 0; h < 4; h++) b.addHost(access, entVoice, 'phone');
    b.addHost(access, entPrinters, 'printer');
  }
  const corpWan = b.addDevice({
    name: 'corp-wan-pe',
    model: 'asr1001x',
    ip: '10.255.255.1',
    group: officeIdf,
    zone: zEnterprise,
  });
  b.link(corpWan, entCore, { kind: 'routed', subnet: parseCidr('10.255.255.0/30') });
  plant.staticRoute(entCore, DEFAULT_ROUTE, '10.255.255.1');

  // Industrial DMZ (L3.5) and operations (L3): 172.16.0.0/16.
  const plantBlock = new SubnetAllocator(parseCidr('172.16.0.0/16'));
  const dmz = b.vlan(350, 'DMZ', otRoom, plantBlock.allocate(24), zDmz, 'Industrial DMZ servers');
  const otMgmt = b.vlan(10, 'OT-MGMT', otRoom, plantBlock.allocate(24), zOps, 'OT switch management');
  const scada = b.vlan(300, 'SCADA', otRoom, plantBlock.allocate(24), zOps, 'SCADA servers and clients');
  const opsServers = b.vlan(
    310,
    'OPS-SERVERS',
    otRoom,
    plantBlock.allocate(24),
    zOps,
    'Historian, AD, patching',
  );
  const opsVlans = [otMgmt, scada, opsServers];
  const fw = [1, 2].map((i) =>
    b.addDevice({
      name: `pn-fw-itot-${pad(i)}`,
      model: 'fortigate100f',
      group: otRoom,
      ip: b.infraIp(otMgmt),
      zone: zDmz,
      tagIds: tags('critical', 'ot-team', 'plant-nord'),
    }),
  ) as [DeviceRecord, DeviceRecord];
  const [, , entTransit] = plant.p2p(fw[0], entCore);
  plant.p2p(fw[1], entCore);
  b.link(fw[0], fw[1], { kind: 'routed', subnet: plant.transit.allocate(30) });
  plant.staticRoute(entCore, parseCidr('172.16.0.0/12'), hostIp(entTransit, 1));
  plant.staticRoute(fw[0], DEFAULT_ROUTE, hostIp(entTransit, 2));
  const dmzSwitch = b.addDevice({
    name: 'pn-dmz-sw-01',
    model: 'cat9300_24',
    group: otRoom,
    ip: b.infraIp(dmz),
    zone: zDmz,
    tagIds: tags('high', 'ot-team'),
  });
  const [fwDmzPort] = b.link(fw[0], dmzSwitch, { kind: 'access', vlan: 350 });
  b.ipConfig(fw[0], fwDmzPort, hostIp(parseCidr(dmz.subnet ?? ''), 1), 24);
  b.declareVlans(dmzSwitch, [dmz]);
  b.stp(dmzSwitch, 'rapid-pvst', [{ id: 0, vlans: [350], priority: 4096 }]);
  const histDmz = b.addDevice({
    name: 'pn-hist-dmz-01',
    model: 'historian',
    group: otRoom,
    ip: b.infraIp(dmz),
    zone: zDmz,
    tagIds: tags('high', 'ot-team'),
    notes: 'PI-to-PI replica for the business side. Only the DMZ may query it.',
  });
  b.link(histDmz, dmzSwitch, { kind: 'access', vlan: 350 });
  for (let h = 0; h < 6; h++) b.addHost(dmzSwitch, dmz, 'server');

  const opsCores = [1, 2].map((i) =>
    b.addDevice({
      name: `pn-ops-core-${pad(i)}`,
      model: scale > 2 ? 'cat9600' : 'stratix5400',
      group: otRoom,
      ip: b.infraIp(otMgmt),
      zone: zOps,
      tagIds: tags('critical', 'ot-team', 'plant-nord'),
    }),
  ) as [DeviceRecord, DeviceRecord];
  const opsTrunk = { kind: 'trunk' as const, vlans: opsVlans.map((v) => v.vlan_id) };
  b.link(opsCores[0], opsCores[1], opsTrunk, { lag: { aGroup: 1, bGroup: 1 } });
  b.link(opsCores[0], opsCores[1], opsTrunk, { lag: { aGroup: 1, bGroup: 1 } });
  for (const [index, core] of opsCores.entries()) {
    b.vrf(core, 'OT', '65010:100');
    b.declareVlans(core, opsVlans);
    b.stp(core, 'rapid-pvst', [
      { id: 0, vlans: opsVlans.map((v) => v.vlan_id), priority: index === 0 ? 4096 : 8192 },
    ]);
    for (const vlan of opsVlans) {
      const subnet = parseCidr(vlan.subnet ?? '');
      b.svi(core, vlan, hostIp(subnet, 2 + index), 24, 'OT', {
        group: vlan.vlan_id,
        virtualIp: hostIp(subnet, 1),
        priority: index === 0 ? 110 : 100,
      });
    }
    const firewall = fw[index] ?? fw[0];
    const [, , subnet] = plant.p2p(firewall, core);
    // The core's side of the transit sits in the OT VRF.
    const coreSide = Object.values(core.data.ip_configs).find((c) =>
      c.ip_interfaces.some((i) => i.ipv4 === hostIp(subnet, 2)),
    );
    if (coreSide) {
      coreSide.vrf = 'OT';
      core.data.vrfs.OT?.interfaces.push(coreSide.interface_name);
      for (const [key, route] of Object.entries(core.data.routes)) {
        if (route.nexthop_if === coreSide.interface_name) {
          delete core.data.routes[key];
          core.data.routes[key.replace(/^default\|/, 'OT|')] = { ...route, vrf: 'OT' };
        }
      }
    }
    b.route(core, {
      network: '0.0.0.0',
      length: 0,
      protocol: 'static',
      nexthopIp: hostIp(subnet, 1),
      nexthopIf: null,
      vrf: 'OT',
    });
    plant.staticRoute(firewall, parseCidr('172.16.0.0/12'), hostIp(subnet, 2));
  }
  const historian = b.addDevice({
    name: 'pn-hist-01',
    model: 'historian',
    group: otRoom,
    ip: b.infraIp(opsServers),
    zone: zOps,
    tagIds: tags('critical', 'ot-team'),
  });
  b.link(historian, opsCores[0], { kind: 'access', vlan: 310 });
  const ews1 = b.addDevice({
    name: 'pn-ews-01',
    model: 'fieldPg',
    group: otRoom,
    ip: b.infraIp(scada),
    zone: zOps,
    tagIds: tags('high', 'ot-team'),
  });
  const ews2 = b.addDevice({
    name: 'pn-ews-02',
    model: 'precision',
    group: otRoom,
    ip: b.infraIp(scada),
    zone: zOps,
    tagIds: tags('high', 'ot-team'),
  });
  b.link(ews1, opsCores[0], { kind: 'access', vlan: 300 });
  b.link(ews2, opsCores[1], { kind: 'access', vlan: 300 });
  for (let h = 0; h < 5; h++) b.addHost(opsCores[0], scada, 'scada');
  for (let h = 0; h < 4; h++) b.addHost(opsCores[1], opsServers, 'server');

  // Production halls (L2 supervisory, L1 control, L0 field): a layer-3 hall switch and line rings.
  const hallBlocks = new ChainAllocator(['172.17.0.0/16', '172.20.0.0/14', '172.24.0.0/13']);
  const halls = 2 * scale;
  // Beyond two halls, hall switches hang off aggregation switches (twelve halls each).
  const aggs: DeviceRecord[] = [];
  const aggUplinks = new Map<string, [DeviceRecord, Cidr][]>();
  const hallUpstreams = (h: number): DeviceRecord[] => {
    if (h <= 2) return opsCores;
    const index = Math.floor((h - 3) / 12);
    let agg = aggs[index];
    if (!agg) {
      agg = b.addDevice({
        name: `pn-ops-agg-${pad(index + 1)}`,
        model: 'cat9500',
        group: otRoom,
        ip: b.infraIp(otMgmt),
        zone: zOps,
        tagIds: tags('high', 'ot-team'),
      });
      const links: [DeviceRecord, Cidr][] = [];
      for (const core of opsCores) {
        const [, , subnet] = plant.p2p(agg, core);
        b.route(agg, {
          network: '0.0.0.0',
          length: 0,
          protocol: 'static',
          nexthopIp: hostIp(subnet, 2),
          nexthopIf: null,
        });
        links.push([core, subnet]);
      }
      aggUplinks.set(agg.unique_id, links);
      aggs.push(agg);
    }
    return [agg];
  };
  const firstLine: {
    ring: DeviceRecord[];
    field: VlanRecord;
    control: VlanRecord;
    hallDist: DeviceRecord;
  }[] = [];
  for (let h = 1; h <= halls; h++) {
    const hall = b.group('building', `Production Hall ${h}`, site);
    const controlRoom = b.group('room', `Control Room H${h}`, hall);
    const block = hallBlocks.allocate(21);
    const allocator = new SubnetAllocator(block);
    const mgmt = b.vlan(11, 'OT-MGMT', hall, allocator.allocate(24), zOps, `Switch management, hall ${h}`);
    const sup = b.vlan(
      100,
      'OT-SUPERVISORY',
      hall,
      allocator.allocate(24),
      zSup,
      `HMIs and cameras, hall ${h}`,
    );
    const lines = [1, 2].map((l) => ({
      l,
      control: b.vlan(
        100 + l * 10,
        `OT-CONTROL-L${l}`,
        hall,
        allocator.allocate(24),
        zControl,
        `Line ${h}-${l} controllers`,
      ),
      field: b.vlan(
        200 + l * 10,
        `OT-FIELD-L${l}`,
        hall,
        allocator.allocate(24),
        zField,
        `Line ${h}-${l} field devices`,
      ),
    }));
    const hallVlans = [mgmt, sup, ...lines.flatMap((x) => [x.control, x.field])];
    const hallDist = b.addDevice({
      name: `pn-h${h}-dist-01`,
      model: 'ie9300',
      group: controlRoom,
      ip: b.infraIp(mgmt),
      zone: zSup,
      tagIds: tags('critical', 'ot-team', 'plant-nord'),
    });
    b.declareVlans(hallDist, hallVlans);
    b.stp(hallDist, 'rapid-pvst', [{ id: 0, vlans: hallVlans.map((v) => v.vlan_id), priority: 4096 }]);
    for (const vlan of hallVlans) b.svi(hallDist, vlan, hostIp(parseCidr(vlan.subnet ?? ''), 1), 24);
    for (const core of hallUpstreams(h)) {
      const [, , subnet] = plant.p2p(hallDist, core);
      plant.staticRoute(hallDist, DEFAULT_ROUTE, hostIp(subnet, 2));
      b.route(core, {
        network: hostIp(block, 0),
        length: 21,
        protocol: 'static',
        nexthopIp: hostIp(subnet, 1),
        nexthopIf: null,
        vrf: 'OT',
      });
      for (const [upCore, upSubnet] of aggUplinks.get(core.unique_id) ?? []) {
        b.route(upCore, {
          network: hostIp(block, 0),
          length: 21,
          protocol: 'static',
          nexthopIp: hostIp(upSubnet, 1),
          nexthopIf: null,
          vrf: 'OT',
        });
      }
    }
    for (let x = 0; x < 3; x++) b.addHost(hallDist, sup, 'scada');
    b.addHost(hallDist, sup, 'camera');

    for (const line of lines) {
      const cabinet = b.group('room', `Line ${h}-${line.l} Cabinet`, hall);
      const lineIndex = (h - 1) * 2 + line.l - 1;
      const model = RING_MODELS[lineIndex % RING_MODELS.length] ?? 'stratix5700';
      const ringTrunk = {
        kind: 'trunk' as const,
        vlans: [11, 100, line.control.vlan_id, line.field.vlan_id],
      };
      const ring = [1, 2, 3, 4].map((s) =>
        b.addDevice({
          name: `pn-h${h}-l${line.l}-sw-${pad(s)}`,
          model,
          group: cabinet,
          ip: b.infraIp(mgmt),
          zone: zControl,
          tagIds: s === 1 ? tags('high', 'ot-team') : [],
        }),
      ) as [DeviceRecord, DeviceRecord, DeviceRecord, DeviceRecord];
      for (const sw of ring) {
        b.declareVlans(sw, [mgmt, sup, line.control, line.field]);
        b.stp(sw, 'rapid-pvst', [{ id: 0, vlans: ringTrunk.vlans, priority: 32768 }]);
      }
      b.link(ring[0], hallDist, ringTrunk);
      for (let s = 0; s < 4; s++) {
        const next = ring[(s + 1) % 4];
        const current = ring[s];
        if (current && next) b.link(current, next, ringTrunk);
      }
      const plcModel = PLC_MODELS[lineIndex % PLC_MODELS.length] ?? 's71516';
      for (const [s, sw] of [ring[0], ring[1]].entries()) {
        const plc = b.addDevice({
          name: `pn-h${h}-l${line.l}-plc-${pad(s + 1)}`,
          model: plcModel,
          group: cabinet,
          ip: b.infraIp(line.control),
          zone: zControl,
          tagIds: tags('critical', 'ot-team', ...(s === 1 ? ['safety-system'] : [])),
        });
        b.link(plc, sw, { kind: 'access', vlan: line.control.vlan_id });
      }
      const hmi = b.addDevice({
        name: `pn-h${h}-l${line.l}-hmi-01`,
        model: HMI_MODELS[lineIndex % HMI_MODELS.length] ?? 'simaticIpc',
        group: cabinet,
        ip: b.infraIp(sup),
        zone: zSup,
        tagIds: tags('high', 'ot-team'),
      });
      b.link(hmi, ring[2], { kind: 'access', vlan: 100 });
      const io = b.addDevice({
        name: `pn-h${h}-l${line.l}-io-01`,
        model: 'et200sp',
        group: cabinet,
        ip: b.infraIp(line.field),
        zone: zField,
      });
      b.link(io, ring[1], { kind: 'access', vlan: line.field.vlan_id });
      const meter = b.addDevice({
        name: `pn-h${h}-l${line.l}-pm-01`,
        model: 'janitza',
        group: cabinet,
        ip: b.infraIp(line.field),
        zone: zField,
        tagIds: tags('facility'),
      });
      b.link(meter, ring[3], { kind: 'access', vlan: line.field.vlan_id });
      const serial = b.addDevice({
        name: `pn-h${h}-l${line.l}-gw-01`,
        model: 'nport',
        group: cabinet,
        ip: b.infraIp(line.field),
        zone: zField,
      });
      b.link(serial, ring[3], { kind: 'access', vlan: line.field.vlan_id });
      // A drive that announces no system name: the network names it by its chassis MAC.
      const drive = b.addDevice({
        name: '',
        model: 'acs880',
        ip: b.infraIp(line.field),
        group: cabinet,
        zone: zField,
      });
      b.link(ring[2], drive, { kind: 'access', vlan: line.field.vlan_id });
      for (const sw of ring) {
        const free = Math.min(b.freePortCount(sw) - 2, 4);
        for (let x = 0; x < free; x++) {
          if (x % 2 === 0) b.addHost(sw, line.field, 'otField');
          else b.addHost(sw, line.control, 'otController');
        }
      }
      if (line.l === 1) firstLine.push({ ring, field: line.field, control: line.control, hallDist });
      if (lineIndex === 0) {
        for (const sw of ring)
          addMisconfig(misconfigs, sw.unique_id, 'http-server', 'default-password', 'no-ntp', 'snmp-public');
      } else if (rng.chance(0.4)) {
        addMisconfig(
          misconfigs,
          ring[0].unique_id,
          rng.pick(['http-server', 'no-ntp', 'snmp-public'] as const),
        );
      }
    }
    if (h === 1) addMisconfig(misconfigs, hallDist.unique_id, 'telnet', 'no-banner');
  }
  addMisconfig(misconfigs, opsCores[0].unique_id, 'no-banner', 'no-aaa', 'unused-acl');
  addMisconfig(misconfigs, opsCores[1].unique_id, 'no-password-encryption', 'no-ntp');
  const firstEnt = entAccess[0];
  if (firstEnt) {
    markHalfDuplex(firstEnt, 'printer');
    markErrDisabled(b, firstEnt, 'psecure-violation');
    addMisconfig(misconfigs, firstEnt.unique_id, 'no-bpdu-guard', 'snmp-public');
  }

  // History in hall 1.
  const line1 = firstLine[0];
  if (line1) {
    const [sw1, sw2, , sw4] = line1.ring as [DeviceRecord, DeviceRecord, DeviceRecord, DeviceRecord];
    const hallGroup = b.data.groups.find((g) => g.label === 'Line 1-1 Cabinet') ?? site;
    const legacy = b.addDevice({
      name: 'pn-h1-old-edge-sw',
      model: 'ie2000',
      group: hallGroup,
      ip: b.infraIp(b.data.vlans.find((v) => v.group_id === hallGroup.parent && v.vlan_id === 11) ?? otMgmt),
      zone: zControl,
      createdAt: now - 1500 * DAY,
    });
    b.link(legacy, line1.hallDist, { kind: 'trunk', vlans: [11, 110, 210] });
    b.stp(legacy, 'rapid-pvst', [{ id: 0, vlans: [11, 110, 210], priority: 32768 }]);
    for (let x = 0; x < 3; x++) b.addHost(legacy, line1.field, 'otField', { createdAt: now - 900 * DAY });
    history.removed.push({ deviceId: legacy.unique_id, at: now - 20 * DAY });
    addMisconfig(misconfigs, legacy.unique_id, 'telnet', 'default-password', 'http-server');

    const meter = b.addDevice({
      name: 'pn-h1-l1-pm-02',
      model: 'janitza',
      group: hallGroup,
      ip: b.infraIp(line1.field),
      zone: zField,
      createdAt: now - 7 * DAY,
      tagIds: tags('facility'),
      notes: 'Added for the energy audit (ISO 50001).',
    });
    b.link(meter, line1.hallDist, { kind: 'access', vlan: line1.field.vlan_id });

    const original = sw4.data.neighbors[sw1.unique_id]?.connections[0];
    if (original) {
      const [aPort, bPort] = b.link(sw4, sw1, { kind: 'trunk', vlans: [11, 100, 110, 210] });
      history.recabled.push({
        at: now - 5 * DAY,
        before: { a: sw4.unique_id, aPort: original.if_local, b: sw1.unique_id, bPort: original.if_remote },
        after: { a: sw4.unique_id, aPort, b: sw1.unique_id, bPort },
      });
    }
    for (let x = 0; x < 2; x++) {
      const oldPort = b.takePort(sw2, 'access');
      const host = b.addHost(line1.hallDist, line1.field, 'otField', { createdAt: now - 300 * DAY });
      history.moved.push({
        at: now - 3 * DAY,
        hwId: host.data.hw_id,
        from: { deviceId: sw2.unique_id, ifNo: oldPort.if_no },
      });
    }
    const late = b.addDevice({
      name: 'MOVIGEAR-H1L1',
      model: 'sinamicsG120',
      ip: b.infraIp(line1.field),
      group: hallGroup,
      zone: zField,
      createdAt: now - 1 * DAY,
    });
    b.link(line1.hallDist, late, { kind: 'access', vlan: line1.field.vlan_id });
  }

  return {
    name: 'OT Plant',
    builder: b,
    history,
    misconfigs,
    supernets: [
      { vrf: 'default', cidr: '10.100.0.0/16', description: 'Plant Nord office network' },
      { vrf: 'default', cidr: '10.255.255.0/24', description: 'Corporate WAN transit' },
      { vrf: 'default', cidr: '10.255.0.0/16', description: 'Plant transit links' },
      { vrf: 'OT', cidr: '172.16.0.0/12', description: 'OT address space (DMZ, operations, halls)' },
    ],
  };
}
