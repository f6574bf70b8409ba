import type { AppContext } from '../../context';
import { listDocs, type Scope } from '../../db/network-store';
import type { DeviceRecord } from '../../model/documents';
import { stpRowsOf } from '../devices/service';

/** The collector drivers: the same for every network. */
export const SUPPORTED_VENDORS = [
  { platform: 'cisco_ios', vendor: 'cisco' },
  { platform: 'cisco_nxos', vendor: 'cisco' },
  { platform: 'mikrotik_routeros', vendor: 'mikrotik' },
  { platform: 'hp_procurve', vendor: 'hp' },
  { platform: 'aruba_aoscx', vendor: 'aruba' },
  { platform: 'dell_os10', vendor: 'dell' },
  { platform: 'huawei_vrp', vendor: 'huawei' },
  { platform: 'fortinet', vendor: 'fortinet' },
  { platform: 'siemens_scalance', vendor: 'siemens' },
  { platform: 'hirschmann_hios', vendor: 'hirschmann' },
  { platform: 'moxa_edscli', vendor: 'moxa' },
] as const;

export function stpProtocolSummaries(devices: DeviceRecord[]) {
  const byProtocol = new Map<string, { devices: Set<string>; instances: Set<string> }>();
  for (const row of devices.flatMap(stpRowsOf)) {
    const entry = byProtocol.get(row.protocol) ?? { devices: new Set(), instances: new Set() };
    entry.devices.add(row.device_id);
    entry.instances.add(row.stp_instance_id);
    byProtocol.set(row.protocol, entry);
  }
  return [...byProtocol.entries()]
    .map(([protocol, entry]) => ({
      protocol,
      device_count: entry.devices.size,
      instance_count: entry.instances.size,
    }))
    .sort((a, b) => a.protocol.localeCompare(b.protocol));
}

/** The most reported value (ties: the smallest), or null. */
function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of [...counts.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

export function stpInstanceSummaries(devices: DeviceRecord[], protocol: string | undefined) {
  const rows = devices
    .flatMap(stpRowsOf)
    .filter((row) => protocol === undefined || row.protocol === protocol);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.protocol}\u0000${row.stp_instance_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()]
    .map((members) => {
      const first = members[0];
      const rootMac = mostCommon(members.map((m) => m.root_address.address.toLowerCase()));
      const root = members.find((m) => m.bridge_address.address.toLowerCase() === rootMac);
      return {
        protocol: first?.protocol ?? '',
        stp_instance_id: first?.stp_instance_id ?? '',
        mapped_vlans: [...new Set(members.flatMap((m) => m.mapped_vlans))].sort((a, b) => a - b),
        root_bridge_address: rootMac,
        root_device_id: root?.device_id ?? null,
        root_device_name: root?.device_name ?? null,
        device_count: members.length,
      };
    })
    .sort(
      (a, b) =>
        a.protocol.localeCompare(b.protocol) ||
        a.stp_instance_id.localeCompare(b.stp_instance_id, undefined, { numeric: true }),
    );
}

export async function listStpProtocols(ctx: AppContext, scope: Scope) {
  return stpProtocolSummaries(await listDocs(ctx.db, scope, 'device'));
}

export async function listStpInstances(ctx: AppContext, scope: Scope, protocol: string | undefined) {
  return stpInstanceSummaries(await listDocs(ctx.db, scope, 'device'), protocol);
}
