import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hostPort, type NetworkData } from '../model/documents';
import { cloneNetwork } from './history';
import { generateDataset, generateDatasetAsync, toBaseGraph, ULID_PATTERN } from './index';
import { cidrContainsCidr, cidrContainsIp, parseCidr } from './ipv4';
import { computeStp } from './stp';

const dataset = generateDataset({ seed: 7 });
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const everyState = (): { label: string; data: NetworkData }[] =>
  dataset.networks.flatMap((n) => [
    { label: `${n.network.name} live`, data: n.live },
    ...n.snapshots.map((s) => ({ label: `${n.network.name} ${s.snapshot.name}`, data: s.data })),
  ]);

describe('generateDataset', () => {
  it('is deterministic: the same options give byte-identical output', () => {
    expect(hash(generateDataset({ seed: 7 }))).toBe(hash(dataset));
    expect(hash(generateDataset({ seed: 8 }))).not.toBe(hash(dataset));
  });

  it('generates the same dataset step by step with the event loop free between the steps', async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const stepped = await generateDatasetAsync({ seed: 7 });
    counting = false;
    expect(hash(stepped)).toBe(hash(dataset));
    expect(turns).toBeGreaterThan(10);
    expect(hash(await generateDatasetAsync({ seed: 3, scale: 3 }))).toBe(
      hash(generateDataset({ seed: 3, scale: 3 })),
    );
  });

  it('has an OT plant and an IT campus of the documented size, and a small lab', () => {
    expect(dataset.explorer_networks).toEqual([
      { id: 1, name: 'OT Plant' },
      { id: 2, name: 'IT Campus' },
      { id: 3, name: 'Test Lab' },
    ]);
    expect(dataset.networks[2]?.live.devices.length).toBeLessThan(20);
    for (const network of dataset.networks.slice(0, 2)) {
      expect(network.live.devices.length).toBeGreaterThanOrEqual(40);
      expect(network.live.devices.length).toBeLessThanOrEqual(120);
      expect(network.live.hosts.length).toBeGreaterThanOrEqual(150);
      expect(network.live.hosts.length).toBeLessThanOrEqual(600);
      // Discovered devices: known from what they announce to their neighbours, with the type it gives.
      expect(network.live.devices.some((d) => !d.data.known && d.dev_type !== 'unknown')).toBe(true);
    }
    const ot = dataset.networks[0]?.live;
    expect(ot?.zones.map((z) => z.purdue_level)).toEqual(['L4/5', 'L3.5', 'L3', 'L2', 'L1', 'L0']);
  });

  it('gives every device and host a valid ULID and unique numeric ids', () => {
    const ids = new Set<number>();
    for (const { data } of [{ data: dataset.networks[0]?.live }, { data: dataset.networks[1]?.live }]) {
      for (const device of data?.devices ?? []) {
        expect(device.unique_id).toMatch(ULID_PATTERN);
        expect(device.data.id).toBe(device.unique_id);
        expect(ids.has(device.id)).toBe(false);
        ids.add(device.id);
      }
      for (const host of data?.hosts ?? []) expect(host.data.hw_id).toMatch(ULID_PATTERN);
    }
  });

  it('keeps every neighbour link symmetric, in live and in every snapshot', () => {
    for (const { label, data } of everyState()) {
      const byId = new Map(data.devices.map((d) => [d.unique_id, d]));
      for (const device of data.devices) {
        for (const neighbor of Object.values(device.data.neighbors)) {
          const remote = byId.get(neighbor.neigh_id);
          expect(remote, `${label}: ${device.data.name} → ${neighbor.name}`).toBeDefined();
          const back = remote?.data.neighbors[device.unique_id];
          expect(back?.connections.length).toBe(neighbor.connections.length);
          for (const c of neighbor.connections) {
            expect(back?.connections).toContainEqual({
              if_local: c.if_remote,
              if_remote: c.if_local,
              source: c.source,
              one_sided: c.one_sided,
            });
            expect(device.data.ports[c.if_local]).toBeDefined();
          }
        }
      }
    }
  });

  it('derives a base graph whose edges all end at nodes, with the backend labels', () => {
    for (const { data } of everyState()) {
      const graph = toBaseGraph(data);
      const nodeIds = new Set(graph.nodes.map((n) => n.data.id));
      for (const edge of graph.edges) {
        expect(nodeIds.has(edge.data.source)).toBe(true);
        expect(nodeIds.has(edge.data.target)).toBe(true);
        expect(edge.data.id).toBe([edge.data.source, edge.data.target].sort().join('-'));
      }
      for (const node of graph.nodes) {
        if ('parent' in node.data && node.data.parent) expect(nodeIds.has(node.data.parent)).toBe(true);
      }
    }
    const graph = toBaseGraph(dataset.networks[1]?.live as NetworkData);
    const device = graph.nodes.find((n) => n.data.node_type === 'device' && n.data.known);
    expect(device?.data.label).toMatch(/^hq-.+\n\d+\.\d+\.\d+\.\d+$/);
    expect(device?.data).toHaveProperty(
      'title',
      expect.stringMatching(/^Name: .+\nSerial: .+\nVendor: .+\nIP: .+\nMAC: .+\nTags: /),
    );
    const discovered = graph.nodes.find((n) => n.data.node_type === 'device' && !n.data.known);
    expect(discovered?.data.label).toMatch(/^Discovered Device\n/);
    expect(graph.edges.some((e) => 'label' in e.data && e.data.label === 'vl 20')).toBe(true);
    expect(graph.edges.some((e) => 'redundancy' in e.data && e.data.redundancy === 2)).toBe(true);
    expect(graph.nodes.some((n) => n.data.node_type === 'group' && n.data.id.startsWith('parent-'))).toBe(
      true,
    );
  });

  it('addresses every host inside its VLAN subnet (none in a VLAN without one) and on a real port of its device', () => {
    for (const { data } of everyState()) {
      const vlans = new Map(data.vlans.map((v) => [v.vlan_db_id, v]));
      const devices = new Map(data.devices.map((d) => [d.unique_id, d]));
      for (const host of data.hosts) {
        const vlan = vlans.get(host.vlan_db_id);
        expect(vlan?.vlan_id).toBe(host.data.vlan_ids[0]);
        if (vlan?.subnet === null) expect(host.data.addresses).toEqual([]);
        else
          expect(
            cidrContainsIp(parseCidr(vlan?.subnet ?? '0.0.0.0/32'), host.data.addresses[0]?.ipv4 ?? ''),
          ).toBe(true);
        // Every generated host is placed on a device's port.
        expect(host.data.seen_on_device).not.toBeNull();
        const device = devices.get(host.data.seen_on_device ?? '');
        expect(device?.data.hosts[host.data.hw_id]?.port_if_no).toBe(host.data.port_if_no);
        expect(device && hostPort(device, host.data)?.vlan_id).toBe(host.data.vlan_ids[0]);
      }
    }
  });

  it('tags and annotates some devices and hosts', () => {
    const live = dataset.networks[0]?.live as NetworkData;
    const tagIds = new Set(dataset.tags.map((t) => t.tag_id));
    expect(dataset.tags.some((t) => t.klass === 'criticality' && t.name === 'critical')).toBe(true);
    expect(dataset.tags.some((t) => t.klass === 'owner' && t.name === 'ot-team')).toBe(true);
    expect(live.devices.some((d) => d.tag_ids.length > 0)).toBe(true);
    expect(live.hosts.some((h) => h.tag_ids.length > 0)).toBe(true);
    expect(live.devices.some((d) => d.notes !== '')).toBe(true);
    expect(live.hosts.some((h) => h.notes !== '')).toBe(true);
    for (const record of [...live.devices, ...live.hosts])
      for (const id of record.tag_ids) expect(tagIds.has(id)).toBe(true);
  });

  it('uses vendors in lower case and real OUIs for host MACs', () => {
    const live = dataset.networks[1]?.live as NetworkData;
    for (const device of live.devices)
      expect(device.data.version.vendor).toBe(device.data.version.vendor.toLowerCase());
    const apple = live.hosts.find((h) => h.data.vendor === 'apple');
    expect(apple?.data.mac.address).toMatch(/^(A4:83:E7|F0:18:98|3C:22:FB|8C:85:90):/);
  });

  it('has one STP root per instance and layer-2 domain, agreed on by every bridge, with blocking ports', () => {
    for (const { data } of everyState()) {
      const byMac = new Map(data.devices.map((d) => [d.data.mac.address, d]));
      for (const device of data.devices) {
        for (const instance of Object.values(device.data.stp?.instances ?? {})) {
          const root = byMac.get(instance.root_address.address);
          expect(root).toBeDefined();
          const rootInstance = Object.values(root?.data.stp?.instances ?? {}).find(
            (i) => i.bridge_address.address === instance.root_address.address && i.is_root,
          );
          expect(rootInstance).toBeDefined();
          expect(instance.is_root).toBe(root === device);
          expect(instance.root_port === null).toBe(instance.is_root);
        }
      }
    }
    const live = dataset.networks[0]?.live as NetworkData;
    const blocking = live.devices.flatMap((d) =>
      Object.values(d.data.stp?.instances ?? {}).flatMap((i) =>
        i.interfaces.filter((x) => x.state === 'Blocking'),
      ),
    );
    expect(blocking.length).toBeGreaterThan(0);
  });

  it('gives every state the spanning trees a full recomputation gives', () => {
    for (const { label, data } of everyState()) {
      const copy = cloneNetwork(data);
      computeStp(copy);
      expect(
        copy.devices.map((d) => d.data.stp),
        label,
      ).toEqual(data.devices.map((d) => d.data.stp));
    }
  });

  it("gives MSTP's instance 0 every VLAN of the device no other instance maps, in every state", () => {
    let cists = 0;
    for (const { label, data } of everyState()) {
      for (const device of data.devices) {
        const stp = device.data.stp;
        const cist = stp?.instances['0'];
        if (stp?.protocol !== 'mstp' || !cist) continue;
        cists += 1;
        const elsewhere = Object.entries(stp.instances)
          .filter(([id]) => id !== '0')
          .flatMap(([, instance]) => instance.mapped_vlans);
        const expected = Object.values(device.data.vlans)
          .map((vlan) => vlan.vlan_id)
          .filter((vlan) => !elsewhere.includes(vlan))
          .sort((a, b) => a - b);
        expect(cist.mapped_vlans, `${label} ${device.data.name}`).toEqual(expected);
        expect(cist.mapped_vlans.length, `${label} ${device.data.name}`).toBeGreaterThan(0);
      }
    }
    expect(cists).toBeGreaterThan(0);
    const campus = dataset.networks[1]?.live as NetworkData;
    const access = campus.devices.find((d) => d.data.name === 'hq-a-acc-01');
    const accessVlans = Object.keys(access?.data.vlans ?? {}).map(Number);
    // The access switches map 20, 40 to instance 1 and 30, 50 to instance 2; management VLAN 10 stays in the CIST.
    expect(accessVlans).toEqual([10, 20, 30, 40, 50]);
    expect(access?.data.stp?.instances['0']?.mapped_vlans).toEqual([10]);
    expect(access?.data.stp?.instances['1']?.mapped_vlans).toEqual([20, 40]);
    // The replaced legacy switch runs MSTP without other instances: its CIST carries all of its VLANs.
    const before = dataset.networks[1]?.snapshots.find((s) =>
      s.data.devices.some((d) => d.data.name === 'hq-a-acc-legacy'),
    );
    const legacy = before?.data.devices.find((d) => d.data.name === 'hq-a-acc-legacy');
    expect(legacy?.data.stp?.instances['0']?.mapped_vlans).toEqual(
      Object.keys(legacy?.data.vlans ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    );
    expect(legacy?.data.stp?.instances['0']?.mapped_vlans).toContain(10);
  });

  it('has half-duplex and err-disabled ports and the deliberate misconfigurations', () => {
    for (const network of dataset.networks) {
      const ports = network.live.devices.flatMap((d) => Object.values(d.data.ports));
      expect(ports.some((p) => p.duplex === 'half')).toBe(true);
      expect(ports.some((p) => p.if_state === 'err-disabled')).toBe(true);
    }
    const texts = dataset.networks.flatMap((n) => n.live.configs.map((c) => c.text));
    const iosTexts = dataset.networks.flatMap((n) =>
      n.live.configs.filter((c) => c.platform === 'cisco_xe' || c.platform === 'cisco_ios'),
    );
    expect(texts.some((t) => /transport input telnet/.test(t))).toBe(true);
    expect(iosTexts.some((c) => !c.text.includes('service password-encryption'))).toBe(true);
    expect(texts.some((t) => /community public|name=public|"public"/.test(t))).toBe(true);
    expect(iosTexts.some((c) => !/^ntp server/m.test(c.text))).toBe(true);
    expect(texts.some((t) => /^ip http server$/m.test(t))).toBe(true);
    expect(texts.some((t) => /password 0 cisco|password admin|password moxa/.test(t))).toBe(true);
    expect(iosTexts.some((c) => !c.text.includes('banner login'))).toBe(true);
    expect(
      iosTexts.some((c) => /switchport mode access/.test(c.text) && !c.text.includes('bpduguard enable')),
    ).toBe(true);
    expect(texts.some((t) => /duplex half/.test(t))).toBe(true);
  });

  it('keeps several config versions of some devices, newer ones different', () => {
    const configs = dataset.networks[1]?.live.configs ?? [];
    const byDevice = new Map<string, typeof configs>();
    for (const config of configs)
      byDevice.set(config.device_id, [...(byDevice.get(config.device_id) ?? []), config]);
    const multi = [...byDevice.values()].filter((list) => list.length >= 2);
    expect(multi.length).toBeGreaterThan(0);
    for (const list of multi) {
      for (let i = 1; i < list.length; i++) {
        expect(list[i]?.created).toBeGreaterThan(list[i - 1]?.created ?? 0);
        expect(list[i]?.text).not.toBe(list[i - 1]?.text);
      }
    }
  });

  it('has snapshots that differ from live in devices, links, configs and host positions', () => {
    for (const network of dataset.networks) {
      const live = network.live;
      const liveIds = new Set(live.devices.map((d) => d.unique_id));
      const oldest = network.snapshots[0]?.data as NetworkData;
      expect(network.snapshots.length).toBeGreaterThanOrEqual(3);
      const oldIds = new Set(oldest.devices.map((d) => d.unique_id));
      expect(live.devices.some((d) => !oldIds.has(d.unique_id))).toBe(true);
      expect(oldest.devices.some((d) => !liveIds.has(d.unique_id))).toBe(true);
      const neighborKeys = (data: NetworkData) =>
        new Set(
          data.devices.flatMap((d) =>
            Object.values(d.data.neighbors).flatMap((n) =>
              n.connections.map((c) => `${d.unique_id}|${c.if_local}|${n.neigh_id}|${c.if_remote}`),
            ),
          ),
        );
      const liveLinks = neighborKeys(live);
      const common = [...neighborKeys(oldest)].filter(
        (k) => !liveLinks.has(k) && liveIds.has(k.split('|')[0] ?? '') && liveIds.has(k.split('|')[2] ?? ''),
      );
      expect(common.length).toBeGreaterThan(0);
      const liveHosts = new Map(live.hosts.map((h) => [h.data.hw_id, h.data.seen_on_device]));
      expect(
        oldest.hosts.some(
          (h) => liveHosts.has(h.data.hw_id) && liveHosts.get(h.data.hw_id) !== h.data.seen_on_device,
        ),
      ).toBe(true);
      const latest = network.snapshots[network.snapshots.length - 1];
      expect(latest && latest.data.configs.length < live.configs.length).toBe(true);
      for (const s of network.snapshots) {
        expect(s.snapshot.created).toBeLessThan(dataset.options.now);
        expect(s.snapshot.explorer_network_id).toBe(network.network.id);
        expect(s.snapshot.id).toBeGreaterThan(1);
      }
    }
    expect(dataset.snapshots.filter((s) => s.id === 1).every((s) => s.name === 'live')).toBe(true);
  });

  it('builds a consistent IPAM prefix tree per VRF with addresses inside their prefixes', () => {
    for (const network of dataset.networks) {
      const { prefixes, ip_addresses: ips } = network.ipam;
      const byId = new Map(prefixes.map((p) => [p.id, p]));
      for (const prefix of prefixes) {
        if (prefix.parent_id === null) continue;
        const parent = byId.get(prefix.parent_id);
        expect(parent?.vrf_id).toBe(prefix.vrf_id);
        expect(cidrContainsCidr(parseCidr(parent?.prefix ?? ''), parseCidr(prefix.prefix))).toBe(true);
      }
      expect(prefixes.some((p) => p.parent_id !== null)).toBe(true);
      for (const ip of ips) {
        const prefix = byId.get(ip.prefix_id);
        expect(cidrContainsIp(parseCidr(prefix?.prefix ?? ''), ip.address.split('/')[0] ?? '')).toBe(true);
      }
      const documented = new Set(ips.map((ip) => ip.address.split('/')[0]));
      const seen = new Set(network.live.hosts.map((h) => h.data.addresses[0]?.ipv4));
      expect([...seen].some((ip) => documented.has(ip))).toBe(true);
      expect([...seen].some((ip) => !documented.has(ip))).toBe(true);
      expect(ips.some((ip) => !seen.has(ip.address.split('/')[0]) && ip.status === 'reserved')).toBe(true);
    }
  });

  it('shares no objects between live and its snapshots', () => {
    for (const network of dataset.networks) {
      const live = new Map(network.live.devices.map((d) => [d.unique_id, d]));
      for (const { data } of network.snapshots) {
        for (const device of data.devices) {
          const twin = live.get(device.unique_id);
          if (!twin) continue;
          expect(device).not.toBe(twin);
          expect(device.data.ports).not.toBe(twin.data.ports);
          expect(device.data.neighbors).not.toBe(twin.data.neighbors);
        }
      }
    }
  });

  it('grows with scale', () => {
    const count = (scale: number) =>
      generateDataset({ scale }).networks.reduce((sum, n) => sum + n.live.devices.length, 0);
    expect(count(3)).toBeGreaterThan(count(1) * 2);
  });

  it('routes only to next hops that exist on a connected subnet', () => {
    for (const network of dataset.networks) {
      const addresses = new Set(
        network.live.devices.flatMap((d) => [
          d.data.ip_address,
          ...Object.values(d.data.ip_configs).flatMap((c) => c.ip_interfaces.map((i) => i.ipv4)),
        ]),
      );
      for (const device of network.live.devices) {
        for (const route of Object.values(device.data.routes)) {
          if (!route.nexthop_ip) continue;
          const label = `${device.data.name} ${route.network} via ${route.nexthop_ip}`;
          expect(addresses.has(route.nexthop_ip), label).toBe(true);
          const own = Object.values(device.data.ip_configs).flatMap((c) => c.ip_interfaces);
          expect(
            own.some((i) => i.ipv4 === route.nexthop_ip),
            label,
          ).toBe(false);
          const nexthop = route.nexthop_ip;
          const onLink = own.some((i) => cidrContainsIp(parseCidr(`${i.ipv4}/${i.prefix_length}`), nexthop));
          expect(onLink, label).toBe(true);
        }
      }
    }
  });
});
