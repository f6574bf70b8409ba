import type { AppContext } from '../../context';
import { readDocs, type Scope } from '../../db/network-store';
import type { DeviceRecord, GroupNode } from '../../model/documents';

/** Where a device sits on the map: its site and the group it is drawn in (a building, room or area). */
export type DeviceSite = { device_id: string; site: string | null; group: string | null };

/**
 * The site of each device as the map draws it: the nearest enclosing group of kind `site`, else the outermost
 * group; and the label of the device's own group. Devices outside any group have neither.
 */
export function deviceSites(groups: readonly GroupNode[], devices: readonly DeviceRecord[]): DeviceSite[] {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const siteOf = new Map<string, string | null>();
  const site = (groupId: string): string | null => {
    const known = siteOf.get(groupId);
    if (known !== undefined) return known;
    let group = byId.get(groupId);
    let outermost: GroupNode | undefined;
    // A cycle in the stored parents would loop: at most as many steps as there are groups.
    for (let steps = 0; group && steps <= groups.length; steps += 1) {
      if (group.kind === 'site') break;
      outermost = group;
      group = group.parent === null ? undefined : byId.get(group.parent);
    }
    const label = (group ?? outermost)?.label ?? null;
    siteOf.set(groupId, label);
    return label;
  };
  return devices.map((device) => ({
    device_id: device.unique_id,
    site: site(device.group_id),
    group: byId.get(device.group_id)?.label ?? null,
  }));
}

export async function listDeviceSites(ctx: AppContext, scope: Scope): Promise<DeviceSite[]> {
  const [groups, devices] = await Promise.all([
    readDocs(ctx.db, scope, 'group'),
    readDocs(ctx.db, scope, 'device'),
  ]);
  return deviceSites(groups, devices);
}
