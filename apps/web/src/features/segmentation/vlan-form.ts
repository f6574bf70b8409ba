import type { ExplorerVlan, ExplorerVlanInput } from '@lne/api-client';
import * as v from 'valibot';
import { segmentationMessages as m } from './messages';

/** The VLAN form as Mantine holds it: the number input gives '' while empty. */
export type VlanFormValues = {
  vlan_id: number | string;
  name: string;
  description: string;
  zone: string | null;
};

export const VLAN_ID_MIN = 1;
export const VLAN_ID_MAX = 4094;

/** 802.1Q VLAN ids 1–4094, a name, an optional description and zone. */
export const vlanFormSchema = v.object({
  vlan_id: v.pipe(
    v.unknown(),
    v.check(
      (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= VLAN_ID_MIN && value <= VLAN_ID_MAX,
      m.vlanIdRange,
    ),
  ),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, m.nameRequired)),
  description: v.string(),
  zone: v.nullable(v.string()),
});

export const EMPTY_VLAN_FORM: VlanFormValues = { vlan_id: '', name: '', description: '', zone: null };

export function vlanFormValues(vlan: ExplorerVlan): VlanFormValues {
  return { vlan_id: vlan.vlan_id, name: vlan.name, description: vlan.description, zone: vlan.zone };
}

/** The request body of a valid form: trimmed texts, no zone when none is chosen. */
export function vlanInput(values: VlanFormValues): ExplorerVlanInput {
  return {
    vlan_id: Number(values.vlan_id),
    name: values.name.trim(),
    description: values.description.trim(),
    zone: values.zone === null || values.zone.trim() === '' ? null : values.zone.trim(),
  };
}

/** 'VLAN 100 PLC-LAN', or the first three of several and how many more. */
export function vlanNames(vlans: readonly Pick<ExplorerVlan, 'vlan_id' | 'name'>[]): string {
  const names = vlans.map((vlan) => `VLAN ${vlan.vlan_id} ${vlan.name}`);
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}
