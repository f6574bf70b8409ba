import type { AppContext } from '../../context';
import { deleteDocs, getDoc, listDocs, putDoc, type Scope, type StoredHost } from '../../db/network-store';
import { HttpError, notFound } from '../../errors';
import type { DeviceRecord, VlanRecord } from '../../model/documents';

export const VLAN_NOT_FOUND = 'VLAN not found.';

export type VlanCounts = { device_count: number; host_count: number; port_count: number };

/** Devices that know the VLAN or carry it on a port, ports that carry it, hosts seen in it. */
export function vlanCounts(vlanId: number, devices: DeviceRecord[], hosts: StoredHost[]): VlanCounts {
  let deviceCount = 0;
  let portCount = 0;
  for (const device of devices) {
    const ports = Object.values(device.data.ports).filter(
      (port) => port.vlan_id === vlanId || port.tagged.includes(vlanId),
    ).length;
    portCount += ports;
    const known = Object.values(device.data.vlans).some((vlan) => vlan.vlan_id === vlanId);
    if (known || ports > 0) deviceCount += 1;
  }
  const hostCount = hosts.filter((host) => host.data.vlan_ids.includes(vlanId)).length;
  return { device_count: deviceCount, host_count: hostCount, port_count: portCount };
}

async function context(ctx: AppContext, scope: Scope) {
  const [vlans, devices, hosts, zones] = await Promise.all([
    listDocs(ctx.db, scope, 'vlan'),
    listDocs(ctx.db, scope, 'device'),
    listDocs(ctx.db, scope, 'host'),
    listDocs(ctx.db, scope, 'zone'),
  ]);
  return { vlans, devices, hosts, zoneNames: new Map(zones.map((zone) => [zone.id, zone.name])) };
}

type StoredVlan = VlanRecord & { zone?: string | null };

/** The zone name of a VLAN: the one set by hand, else the seeded zone's name. */
function zoneOf(vlan: StoredVlan, zoneNames: Map<number, string>): string | null {
  if (vlan.zone !== undefined) return vlan.zone;
  return vlan.zone_id === null ? null : (zoneNames.get(vlan.zone_id) ?? null);
}

function toVlan(
  vlan: StoredVlan,
  zoneNames: Map<number, string>,
  devices: DeviceRecord[],
  hosts: StoredHost[],
) {
  const zone = zoneOf(vlan, zoneNames);
  return {
    vlan_db_id: vlan.vlan_db_id,
    vlan_id: vlan.vlan_id,
    name: vlan.name,
    description: vlan.description,
    zone,
    subnet: vlan.subnet,
    gateway: vlan.gateway,
    ...vlanCounts(vlan.vlan_id, devices, hosts),
  };
}

export async function listVlans(ctx: AppContext, scope: Scope, search: string | undefined) {
  const { vlans, devices, hosts, zoneNames } = await context(ctx, scope);
  const needle = search?.toLowerCase();
  return vlans
    .map((vlan) => toVlan(vlan, zoneNames, devices, hosts))
    .filter(
      (vlan) =>
        !needle ||
        [String(vlan.vlan_id), vlan.name, vlan.description, vlan.zone ?? '', vlan.subnet ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .sort((a, b) => a.vlan_id - b.vlan_id || a.vlan_db_id - b.vlan_db_id);
}

export async function getVlan(ctx: AppContext, scope: Scope, vlanDbId: number) {
  const vlan = await getDoc(ctx.db, scope, 'vlan', String(vlanDbId));
  if (!vlan) throw notFound(VLAN_NOT_FOUND);
  const { devices, hosts, zoneNames } = await context(ctx, scope);
  return toVlan(vlan, zoneNames, devices, hosts);
}

export type VlanInput = { vlan_id: number; name: string; description?: string; zone?: string | null };

function assertFree(vlans: VlanRecord[], vlanId: number, except?: number): void {
  if (vlans.some((vlan) => vlan.vlan_id === vlanId && vlan.vlan_db_id !== except))
    throw new HttpError(409, `VLAN ${vlanId} already exists in this network.`);
}

export async function createVlan(ctx: AppContext, scope: Scope, input: VlanInput) {
  const vlans = await listDocs(ctx.db, scope, 'vlan');
  assertFree(vlans, input.vlan_id);
  const vlan: StoredVlan = {
    vlan_db_id: vlans.reduce((max, v) => Math.max(max, v.vlan_db_id), 0) + 1,
    vlan_id: input.vlan_id,
    name: input.name,
    description: input.description ?? '',
    subnet: null,
    gateway: null,
    group_id: '',
    zone_id: null,
    zone: input.zone ?? null,
  };
  await putDoc(ctx.db, scope, 'vlan', String(vlan.vlan_db_id), vlan);
  return getVlan(ctx, scope, vlan.vlan_db_id);
}

export async function updateVlan(ctx: AppContext, scope: Scope, vlanDbId: number, input: VlanInput) {
  const before = await getDoc(ctx.db, scope, 'vlan', String(vlanDbId));
  if (!before) throw notFound(VLAN_NOT_FOUND);
  assertFree(await listDocs(ctx.db, scope, 'vlan'), input.vlan_id, vlanDbId);
  const vlan: StoredVlan = {
    ...before,
    vlan_id: input.vlan_id,
    name: input.name,
    description: input.description ?? '',
    zone: input.zone ?? null,
  };
  await putDoc(ctx.db, scope, 'vlan', String(vlanDbId), vlan);
  return getVlan(ctx, scope, vlanDbId);
}

export async function deleteVlans(ctx: AppContext, scope: Scope, ids: number[]): Promise<void> {
  const known = new Set((await listDocs(ctx.db, scope, 'vlan')).map((vlan) => vlan.vlan_db_id));
  if (ids.some((id) => !known.has(id))) throw notFound(VLAN_NOT_FOUND);
  await deleteDocs(ctx.db, scope, 'vlan', ids.map(String));
}

export async function vlanStats(ctx: AppContext, scope: Scope) {
  const { vlans, devices, hosts } = await context(ctx, scope);
  const perVlan = vlans
    .sort((a, b) => a.vlan_id - b.vlan_id || a.vlan_db_id - b.vlan_db_id)
    .map((vlan) => ({
      vlan_db_id: vlan.vlan_db_id,
      vlan_id: vlan.vlan_id,
      name: vlan.name,
      ...vlanCounts(vlan.vlan_id, devices, hosts),
    }));
  const used = perVlan.filter((row) => row.device_count + row.host_count + row.port_count > 0).length;
  return {
    vlan_count: perVlan.length,
    used_vlan_count: used,
    unused_vlan_count: perVlan.length - used,
    device_count: devices.length,
    host_count: hosts.length,
    per_vlan: perVlan,
  };
}

/**
 * The zones of the scope with their VLANs (by zone name, so a VLAN moved by hand counts in its new zone),
 * the devices placed in them and the hosts in their VLANs.
 */
export async function listZones(ctx: AppContext, scope: Scope) {
  const [vlans, devices, hosts, zones] = await Promise.all([
    listDocs(ctx.db, scope, 'vlan'),
    listDocs(ctx.db, scope, 'device'),
    listDocs(ctx.db, scope, 'host'),
    listDocs(ctx.db, scope, 'zone'),
  ]);
  const devicesPerZone = new Map<number, number>();
  for (const device of devices) {
    if (device.zone_id === null) continue;
    devicesPerZone.set(device.zone_id, (devicesPerZone.get(device.zone_id) ?? 0) + 1);
  }
  const zoneNames = new Map(zones.map((zone) => [zone.id, zone.name]));
  const hostsPerVlan = new Map<number, number>();
  for (const host of hosts) {
    if (typeof host.vlan_db_id !== 'number') continue;
    hostsPerVlan.set(host.vlan_db_id, (hostsPerVlan.get(host.vlan_db_id) ?? 0) + 1);
  }
  return [...zones]
    .sort((a, b) => a.id - b.id)
    .map((zone) => {
      const own = vlans
        .filter((vlan) => zoneOf(vlan, zoneNames) === zone.name)
        .sort((a, b) => a.vlan_id - b.vlan_id || a.vlan_db_id - b.vlan_db_id);
      return {
        zone_id: zone.id,
        name: zone.name,
        description: zone.description,
        purdue_level: zone.purdue_level,
        vlan_count: own.length,
        device_count: devicesPerZone.get(zone.id) ?? 0,
        host_count: own.reduce((sum, vlan) => sum + (hostsPerVlan.get(vlan.vlan_db_id) ?? 0), 0),
        vlans: own.map((vlan) => ({ vlan_db_id: vlan.vlan_db_id, vlan_id: vlan.vlan_id, name: vlan.name })),
      };
    });
}
