import type { IpamLocation, IpamVlan, IpamVrf } from '@lne/api-client';
import { useMemo } from 'react';
import { type IpamScope, useLocations, useVlans, useVrfs } from './api';
import { ipamMessages } from './messages';

type SelectOption = { value: string; label: string };

/** Display names of VRFs, VLANs and locations by id, and the options of their selects. */
export type Lookups = {
  vrfName: (id: number | null) => string;
  vlanName: (id: number | null) => string;
  locationName: (id: number | null) => string;
  vrfOptions: SelectOption[];
  vlanOptions: SelectOption[];
  locationOptions: SelectOption[];
};

const none = ipamMessages.common.none;

function vrfLabel(vrf: IpamVrf): string {
  return vrf.rd ? `${vrf.name} (${vrf.rd})` : vrf.name;
}
function vlanLabel(vlan: IpamVlan): string {
  return `${vlan.vid} · ${vlan.name}`;
}

/**
 * Names by id from the lists as they arrive: nothing while a list is on its way, 'Unknown' for an id the
 * loaded list lacks (a row pointing at a deleted entity); never the bare id.
 */
export function makeLookups(
  vrfs: readonly IpamVrf[] | undefined,
  vlans: readonly IpamVlan[] | undefined,
  locations: readonly IpamLocation[] | undefined,
): Lookups {
  const byId = <T extends { id: number }>(items: readonly T[] | undefined, label: (item: T) => string) => {
    const names = new Map((items ?? []).map((item) => [item.id, label(item)]));
    return (id: number | null) => {
      if (id === null) return none;
      return names.get(id) ?? (items === undefined ? '' : ipamMessages.common.unknown);
    };
  };
  const options = <T extends { id: number }>(items: readonly T[] | undefined, label: (item: T) => string) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: label(item) }));
  return {
    vrfName: (id) => (id === null ? ipamMessages.common.noVrf : byId(vrfs, (vrf) => vrf.name)(id)),
    vlanName: byId(vlans, vlanLabel),
    locationName: byId(locations, (location) => location.name),
    vrfOptions: options(vrfs, vrfLabel),
    vlanOptions: options(vlans, vlanLabel),
    locationOptions: options(locations, (location) => location.name),
  };
}

export function useLookups(scope: IpamScope): Lookups {
  const vrfs = useVrfs(scope).data;
  const vlans = useVlans(scope).data;
  const locations = useLocations(scope).data;
  return useMemo(() => makeLookups(vrfs, vlans, locations), [vrfs, vlans, locations]);
}
