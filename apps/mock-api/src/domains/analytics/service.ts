import type { AppContext } from '../../context';
import { listDocs, type Scope } from '../../db/network-store';
import type { PollerDeviceResult } from '../collectors/poller';
import { latestTask } from '../collectors/tasks';

export type ChartDatum = { name: string; value: number };

/** Counts per category, largest first (ties by name). */
export function countBy(values: readonly string[]): ChartDatum[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

export async function deviceStatusCounts(ctx: AppContext, scope: Scope): Promise<ChartDatum[]> {
  const devices = await listDocs(ctx.db, scope, 'device');
  const poll = await latestTask(ctx, scope.networkId, 'poller');
  const failed = new Set(
    (Array.isArray(poll?.details) ? (poll.details as PollerDeviceResult[]) : [])
      .filter((result) => result.state === 'FAILURE')
      .map((result) => result.ip_address),
  );
  return countBy(
    devices.map((device) =>
      !device.data.known ? 'discovered' : failed.has(device.data.ip_address) ? 'unreachable' : 'reachable',
    ),
  );
}

export async function deviceVendorCounts(ctx: AppContext, scope: Scope): Promise<ChartDatum[]> {
  const devices = await listDocs(ctx.db, scope, 'device');
  return countBy(devices.map((device) => device.data.version.vendor.toLowerCase() || 'unknown'));
}

async function vlanNames(ctx: AppContext, scope: Scope): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const vlan of await listDocs(ctx.db, scope, 'vlan'))
    if (!names.has(vlan.vlan_id)) names.set(vlan.vlan_id, vlan.name);
  return names;
}

const vlanLabel = (names: Map<number, string>, id: number) => {
  const name = names.get(id);
  return name ? `${id} ${name}` : String(id);
};

export async function vlanUsageCounts(ctx: AppContext, scope: Scope): Promise<ChartDatum[]> {
  const [devices, names] = await Promise.all([listDocs(ctx.db, scope, 'device'), vlanNames(ctx, scope)]);
  const labels: string[] = [];
  for (const device of devices) {
    for (const port of Object.values(device.data.ports)) {
      if (port.port_type === 'access' && port.vlan_id !== null) labels.push(vlanLabel(names, port.vlan_id));
    }
  }
  return countBy(labels);
}

export async function vlanHostCounts(ctx: AppContext, scope: Scope): Promise<ChartDatum[]> {
  const [hosts, names] = await Promise.all([listDocs(ctx.db, scope, 'host'), vlanNames(ctx, scope)]);
  return countBy(
    hosts.flatMap((host) => {
      const vlan = host.data.vlan_ids[0];
      return vlan === undefined ? [] : [vlanLabel(names, vlan)];
    }),
  );
}

/** Registered organisation names of the OUIs behind the vendor keys the collectors store. */
export const OUI_ORGANISATIONS: Record<string, string> = {
  apple: 'Apple',
  lenovo: 'Lenovo',
  dell: 'Dell',
  hp: 'Hewlett Packard',
  cisco: 'Cisco Systems',
  yealink: 'Yealink',
  zebra: 'Zebra Technologies',
  brother: 'Brother Industries',
  vmware: 'VMware',
  rockwell: 'Rockwell Automation',
  siemens: 'Siemens',
  intel: 'Intel',
  axis: 'Axis Communications',
  'phoenix contact': 'Phoenix Contact',
  schneider: 'Schneider Electric',
  abb: 'ABB',
  beckhoff: 'Beckhoff Automation',
  janitza: 'Janitza Electronics',
  wago: 'WAGO',
  moxa: 'Moxa',
  hirschmann: 'Hirschmann',
};

export async function hostVendorCounts(ctx: AppContext, scope: Scope): Promise<ChartDatum[]> {
  const hosts = await listDocs(ctx.db, scope, 'host');
  return countBy(hosts.map((host) => OUI_ORGANISATIONS[host.data.vendor.toLowerCase()] ?? 'unknown'));
}
