import { addressText } from '../model/address-text';
import type { DeviceRecord, NetworkData } from '../model/documents';
import { ipNetwork } from './ipv4';

/**
 * A network state as the facts its texts can tell, device by device, for comparing what the generator meant
 * with what the parser read (`stateView`), and the generator's state with the facts that have no text form
 * taken out (`observableView`). These facts have none:
 *
 * - of a device nobody logs into (`known: false`), all but what its neighbours announce: its name (its
 *   chassis MAC when it announces none), its model and its maker (from its chassis MAC), its management address
 *   and its type (and the ports the neighbours name, as bare names); a device no known device is linked to is
 *   not seen at all, nor a link between two such devices;
 * - its serial and software;
 * - RouterOS ports' rate and duplex (its prints show neither), its VLANs' names (it keeps none), its spanning
 *   tree (`/interface bridge monitor` has no place in a snapshot folder, only `print` commands have);
 * - the MST instances of an AOS-S switch but the common one (`show spanning-tree` shows the CIST);
 * - a host's address where no device logged into is its gateway (the gateway's ARP table tells the address).
 *
 * Everything else is compared: identity and documentation of devices (ids, groups, zones, tags, notes), their
 * ports with state, type, VLANs, speed and duplex, neighbours with both interfaces and the protocol, routes,
 * VLANs, VRFs, LAGs, addresses, spanning trees, the hosts with MAC, addresses, vendor, port and VLANs, the
 * network's VLANs with subnet and gateway, and each device's configuration versions.
 */

export type DeviceView = {
  id: number;
  known: boolean;
  identity: string;
  documents: string;
  ports: string[];
  neighbours: string[];
  routes: string[];
  vlans: string[];
  vrfs: string[];
  lags: string[];
  addresses: string[];
  stp: string[];
  hosts: string[];
  configs: string[];
};

export type StateView = {
  devices: Record<string, DeviceView>;
  hosts: Record<string, string>;
  vlans: string[];
};

const sorted = (list: string[]) => [...list].sort();

function nameOf(device: DeviceRecord): string {
  return device.data.name || device.data.mac.address.toLowerCase();
}

export type ViewRules = {
  /** What the device shows as a port list, given the port's names (discovered devices: the named ones). */
  hiddenStp?: (device: DeviceRecord, instance: string) => boolean;
};

export function stateView(data: NetworkData, rules: ViewRules = {}): StateView {
  const byId = new Map(data.devices.map((d) => [d.unique_id, d]));
  const configs = new Map<string, string[]>();
  for (const config of [...data.configs].sort((a, b) => a.version - b.version)) {
    configs.set(config.device_id, [
      ...(configs.get(config.device_id) ?? []),
      `v${config.version} ${config.created} ${config.filename} ${config.platform} ${config.text.length}:${hash(config.text)}`,
    ]);
  }
  const devices: Record<string, DeviceView> = {};
  for (const device of data.devices) {
    const d = device.data;
    const neighbours: string[] = [];
    for (const neighbor of Object.values(d.neighbors)) {
      const remote = byId.get(neighbor.neigh_id);
      for (const c of neighbor.connections)
        neighbours.push(
          `${remote ? nameOf(remote) : `?${neighbor.name}`} ${c.if_local} ~ ${c.if_remote} ${c.source ?? ''}${c.one_sided ? ' one-sided' : ''}`,
        );
    }
    const stp: string[] = [];
    if (d.stp) {
      for (const [key, i] of Object.entries(d.stp.instances)) {
        if (rules.hiddenStp?.(device, key)) continue;
        stp.push(
          `${d.stp.protocol} ${key} vlans ${i.mapped_vlans.join(',')} root ${i.is_root} port ${i.root_port ?? '-'}/${i.root_port_short ?? '-'} prio ${i.bridge_priority}/${i.root_priority} mac ${i.bridge_address.address.toLowerCase()}/${i.root_address.address.toLowerCase()}`,
          ...i.interfaces.map(
            (p) =>
              `${d.stp?.protocol} ${key} ${p.if_no}/${p.if_no_short} ${p.role} ${p.state} ${p.cost} ${p.priority}`,
          ),
        );
      }
    }
    devices[nameOf(device)] = {
      id: device.id,
      known: d.known,
      identity: `${device.unique_id} ${device.dev_type} ${d.version.vendor} | ${d.version.model} | ${d.version.serial} | ${d.version.software} | ${d.ip_address} | ${d.mac.address.toLowerCase()}`,
      documents: `${device.created} ${device.group_id} zone ${device.zone_id} tags ${device.tag_ids.join(',')} new ${device.new_device} notes ${device.notes}`,
      ports: sorted(
        Object.values(d.ports).map(
          (p) =>
            `${p.if_no}/${p.if_no_short} ${p.if_state} ${p.port_type} vlan ${p.vlan_id} tagged ${p.tagged.join(',')} "${p.description}" ${p.speed} ${p.duplex}`,
        ),
      ),
      neighbours: sorted(neighbours),
      routes: sorted(
        Object.values(d.routes).map(
          (r) =>
            `${r.vrf} ${r.network} ${r.mask} ${r.protocol} ${r.nexthop_ip ?? '-'} ${r.nexthop_if ?? '-'}`,
        ),
      ),
      vlans: sorted(Object.values(d.vlans).map((v) => `${v.vlan_id} ${v.vlan_name}`)),
      vrfs: sorted(
        Object.values(d.vrfs).map(
          (v) => `${v.vrf_name} ${v.proto} ${v.route_distinguisher ?? '-'} ${sorted(v.interfaces).join(',')}`,
        ),
      ),
      lags: sorted(
        Object.values(d.lags).map(
          (l) =>
            `${l.name} ${l.group_id} ${l.protocol} ${sorted(Object.values(l.members).map((m) => `${m.if_no}:${m.status}`)).join(',')}`,
        ),
      ),
      addresses: sorted(
        Object.values(d.ip_configs).map(
          (c) =>
            `${c.interface_name} ${c.ip_interfaces.map((i) => `${i.ipv4}/${i.prefix_length}`).join(',')} ${c.vrf} ${c.port_status}`,
        ),
      ),
      stp: sorted(stp),
      hosts: sorted(Object.values(d.hosts).map((h) => `${h.hw_id} ${h.port_if_no}/${h.port_if_no_short}`)),
      configs: configs.get(device.unique_id) ?? [],
    };
  }
  const hosts: Record<string, string> = {};
  for (const host of data.hosts) {
    const h = host.data;
    const on = h.seen_on_device === null ? undefined : byId.get(h.seen_on_device);
    hosts[h.mac.address.toLowerCase()] =
      `${h.hw_id} ${h.addresses.map(addressText).join(',')} ${h.vendor} on ${on ? nameOf(on) : '-'} ${h.port_if_no}/${h.port_if_no_short} vlans ${h.vlan_ids.join(',')} vlan ${host.vlan_db_id} ${host.created} tags ${host.tag_ids.join(',')} notes ${host.notes} new ${host.new_device}`;
  }
  const vlans = sorted(
    data.vlans.map(
      (v) =>
        `${v.vlan_db_id} ${v.group_id} ${v.vlan_id} ${v.name} ${v.subnet ?? '-'} ${v.gateway ?? '-'} zone ${v.zone_id}`,
    ),
  );
  return { devices, hosts, vlans };
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

/** The generator's state with the facts that have no text form taken out (see the module's comment). */
export function observableView(data: NetworkData): StateView {
  const knownIds = new Set(data.devices.filter((d) => d.data.known).map((d) => d.unique_id));
  const known = (id: string) => knownIds.has(id);
  const isMikrotik = (device: DeviceRecord) => device.data.version.vendor === 'mikrotik';
  const isAruba = (device: DeviceRecord) => device.data.version.vendor === 'aruba';
  // Discovered devices: only those a known device is linked to, with the names their neighbours see.
  const visible = data.devices.filter(
    (d) => d.data.known || Object.keys(d.data.neighbors).some((id) => known(id)),
  );
  const visibleIds = new Set(visible.map((d) => d.unique_id));
  const gateways = new Set<string>();
  for (const device of visible) {
    if (!device.data.known) continue;
    for (const config of Object.values(device.data.ip_configs))
      for (const i of config.ip_interfaces)
        gateways.add(`${ipNetwork(i.ipv4, i.prefix_length)}/${i.prefix_length}`);
  }
  const vlanSubnet = new Map(data.vlans.map((v) => [v.vlan_db_id, v.subnet]));
  const devices = visible.map((device): DeviceRecord => {
    const d = device.data;
    const neighbors = Object.fromEntries(
      Object.entries(d.neighbors).filter(([id]) => visibleIds.has(id) && (d.known || known(id))),
    );
    if (d.known) {
      return {
        ...device,
        data: {
          ...d,
          neighbors,
          vlans: isMikrotik(device)
            ? Object.fromEntries(
                Object.entries(d.vlans).map(([k, v]) => [k, { ...v, vlan_name: `VLAN${v.vlan_id}` }]),
              )
            : d.vlans,
          stp: isMikrotik(device) ? null : d.stp,
        },
      };
    }
    const named = new Set(Object.values(neighbors).flatMap((n) => n.connections.map((c) => c.if_local)));
    return {
      ...device,
      data: {
        ...d,
        version: { ...d.version, serial: '', software: '' },
        ports: Object.fromEntries(
          [...named].map((name) => [
            name,
            {
              if_no: name,
              if_no_short: name,
              if_state: 'up' as const,
              port_type: 'access' as const,
              vlan_id: null,
              tagged: [],
              description: '',
              speed: null,
              duplex: 'unknown' as const,
            },
          ]),
        ),
        neighbors,
        routes: {},
        vlans: {},
        vrfs: {},
        lags: {},
        ip_configs: {},
        hosts: {},
        stp: null,
      },
    };
  });
  const hosts = data.hosts.map((host) => {
    const subnet = vlanSubnet.get(host.vlan_db_id);
    const [network = '', length = '32'] = (subnet ?? '').split('/');
    const learnt = subnet ? gateways.has(`${ipNetwork(network, Number(length))}/${length}`) : false;
    return learnt ? host : { ...host, data: { ...host.data, addresses: [] } };
  });
  return stateView(
    { ...data, devices, hosts },
    { hiddenStp: (device, instance) => isAruba(device) && instance !== '0' },
  );
}

/**
 * The differences between two views, one line each (`<device> <fact>: meant … / read …`), for a readable
 * failure: facts only one side has, device by device, then hosts and VLANs.
 */
export function viewDifferences(meant: StateView, read: StateView): string[] {
  const out: string[] = [];
  const lists = (where: string, a: readonly string[], b: readonly string[]) => {
    const inB = new Set(b);
    const inA = new Set(a);
    for (const x of a) if (!inB.has(x)) out.push(`${where}: meant ${x}`);
    for (const x of b) if (!inA.has(x)) out.push(`${where}: read ${x}`);
  };
  for (const [name, m] of Object.entries(meant.devices)) {
    const r = read.devices[name];
    if (!r) {
      out.push(`${name}: meant, not read (${m.identity})`);
      continue;
    }
    for (const field of Object.keys(m) as (keyof DeviceView)[]) {
      const a = m[field];
      const b = r[field];
      if (Array.isArray(a) && Array.isArray(b)) lists(`${name} ${field}`, a, b);
      else if (a !== b) out.push(`${name} ${field}: meant ${String(a)} / read ${String(b)}`);
    }
  }
  for (const name of Object.keys(read.devices))
    if (!meant.devices[name]) out.push(`${name}: read, not meant (${read.devices[name]?.identity})`);
  for (const [mac, m] of Object.entries(meant.hosts))
    if (read.hosts[mac] !== m) out.push(`host ${mac}: meant ${m} / read ${read.hosts[mac] ?? 'nothing'}`);
  for (const mac of Object.keys(read.hosts))
    if (!meant.hosts[mac]) out.push(`host ${mac}: read, not meant (${read.hosts[mac]})`);
  lists('VLANs', meant.vlans, read.vlans);
  return out;
}
