import type {
  DeviceConfig,
  DevicePort,
  DeviceRecord,
  Host,
  HostRecord,
  NeighborConnection,
  StpInstance,
} from '../../model/documents';
import { assessDevice, buildNetwork } from './index';
import type { AssessmentNetwork } from './network';
import type { CheckOutcome, Finding } from './types';

/** Hand-made devices and networks for the checks' tests. */

export const port = (if_no: string, extra: Partial<DevicePort> = {}): DevicePort => ({
  if_no,
  if_no_short: if_no,
  if_state: 'up',
  port_type: 'access',
  vlan_id: 10,
  tagged: [],
  description: '',
  speed: 1000,
  duplex: 'full',
  ...extra,
});

export function record(id: string, extra: Partial<DeviceRecord['data']> = {}): DeviceRecord {
  return {
    unique_id: id,
    id: Number.parseInt(id.replace(/\D/g, '') || '1', 10),
    created: '2026-01-01T00:00:00Z',
    explorer_network_id: 1,
    dev_type: 'switch',
    group_id: 'parent-1',
    zone_id: null,
    new_device: false,
    tag_ids: [],
    notes: '',
    data: {
      id,
      name: id.toLowerCase(),
      known: true,
      last_seen: 0,
      ip_address: '',
      mac: { address: '' },
      version: { vendor: 'cisco', model: 'C9300', software: 'IOS-XE 17.9.4a', serial: 'X' },
      ports: {},
      hosts: {},
      neighbors: {},
      routes: {},
      vlans: {},
      vrfs: {},
      lags: {},
      ip_configs: {},
      stp: null,
      ...extra,
    },
  };
}

/** Records that `a` sees `b` on a link (`aPort` to `bPort`), as its neighbour table would. */
export function linked(
  a: DeviceRecord,
  aPort: string,
  b: DeviceRecord,
  bPort: string,
  extra: Partial<NeighborConnection> = {},
): void {
  a.data.neighbors[b.unique_id] = {
    neigh_id: b.unique_id,
    name: b.data.name,
    ip_address: '',
    status: 'known',
    connections: [{ if_local: aPort, if_remote: bPort, source: 'lldp', ...extra }],
  };
}

/** A spanning-tree instance of a device's state: not root, default priorities, bridge 00:…:09. */
export const stpInstance = (extra: Partial<StpInstance> = {}): StpInstance => ({
  mapped_vlans: [],
  is_root: false,
  root_port: null,
  root_port_short: null,
  bridge_priority: 32768,
  root_priority: 32768,
  bridge_address: { address: '00:00:00:00:00:09' },
  root_address: { address: '00:00:00:00:00:01' },
  interfaces: [],
  ...extra,
});

/** A host seen on a port of device D2. */
export function hostRecord(data: Partial<Host> = {}, vlanDbId = 0): HostRecord {
  return {
    created: '',
    explorer_network_id: 1,
    new_device: false,
    tag_ids: [],
    notes: '',
    vlan_db_id: vlanDbId,
    data: {
      hw_id: 'H1',
      addresses: [{ ipv4: '10.0.0.1' }],
      mac: { address: '00:11:22:33:44:55' },
      vendor: 'Dell',
      last_seen: 0,
      seen_on_device: 'D2',
      seen_on_device_name: 'd2',
      port_if_no: 'Gi1/0/4',
      port_if_no_short: 'Gi1/0/4',
      vlan_ids: [10],
      ...data,
    },
  };
}

let nextConfigId = 1;
export function config(device: DeviceRecord, platform: string, text: string): DeviceConfig {
  return {
    id: nextConfigId++,
    device_id: device.unique_id,
    device_name: device.data.name,
    version: 1,
    created: 0,
    filename: `${device.data.name}.cfg`,
    platform,
    text,
  };
}

export type TestDevice = { record: DeviceRecord; platform?: string; text?: string };

export function network(devices: readonly TestDevice[], hosts: HostRecord[] = []): AssessmentNetwork {
  const configs = new Map<string, DeviceConfig>();
  for (const d of devices)
    if (d.text !== undefined)
      configs.set(d.record.unique_id, config(d.record, d.platform ?? 'unknown', d.text));
  return buildNetwork({ devices: devices.map((d) => d.record), hosts, vlans: [], zones: [], configs });
}

/** The outcome of one check on one device of a network. */
export function outcomeOf(net: AssessmentNetwork, type: string, id = 'D1'): CheckOutcome {
  const outcome = assessDevice(net, id).get(type);
  if (!outcome) throw new Error(`no check ${type}`);
  return outcome;
}

/** The outcome of one check on a device made of one configuration text. */
export function check(
  type: string,
  platform: string,
  text: string,
  extra: Partial<DeviceRecord['data']> = {},
) {
  return outcomeOf(network([{ record: record('D1', extra), platform, text }]), type);
}

/** The findings of an outcome; fails the test when the check said it does not apply. */
export function findings(outcome: CheckOutcome): Finding[] {
  if (!Array.isArray(outcome)) throw new Error(`not applicable: ${outcome.notApplicable}`);
  return outcome;
}

/** The configuration lines (numbers and texts) the findings' evidence shows. */
export const evidenceLines = (outcome: CheckOutcome) =>
  findings(outcome).flatMap((f) =>
    f.evidence.flatMap((e) => e.lines.map((l) => `${l.line}: ${l.text.trim()}`)),
  );
