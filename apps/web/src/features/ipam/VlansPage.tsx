import { type IpamVlan, importIpamVlans } from '@lne/api-client';
import type { DataTableColumn } from '@lne/ui';
import { MultiSelect, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIpamScope, useVlans, writeParams } from './api';
import { VlanFormModal } from './components/EntityForms';
import { IpamListPage } from './components/IpamListPage';
import { StatusBadge } from './components/StatusBadge';
import { type Lookups, useLookups } from './lookups';
import { ipamMessages } from './messages';

const f = ipamMessages.fields;
const l = ipamMessages.lists;

export const VLAN_IMPORT_COLUMNS = ['vid', 'name', 'location_id', 'status', 'description'];

function vlanColumns(lookups: Lookups): DataTableColumn<IpamVlan>[] {
  return [
    { id: 'vid', header: f.vid, value: (vlan) => vlan.vid, width: 110 },
    {
      id: 'name',
      header: f.name,
      value: (vlan) => vlan.name,
      cell: (vlan) => (
        <Text size="sm" fw={600}>
          {vlan.name}
        </Text>
      ),
      filter: 'text',
      width: 220,
    },
    {
      id: 'location',
      header: f.location,
      value: (vlan) => (vlan.location_id === null ? l.everyLocation : lookups.locationName(vlan.location_id)),
      filter: 'select',
      width: 220,
    },
    {
      id: 'status',
      header: f.status,
      value: (vlan) => vlan.status,
      cell: (vlan) => <StatusBadge status={vlan.status} />,
      filter: 'select',
      width: 150,
    },
    { id: 'description', header: f.description, value: (vlan) => vlan.description },
  ];
}

/** `/ipam/vlans`: IPAM VLANs, filtered by locations on the server (`location_ids[]`). */
export function VlansPage() {
  const scope = useIpamScope();
  const lookups = useLookups(scope);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const ids = useMemo(() => locationIds.map(Number), [locationIds]);
  const vlans = useVlans(scope, ids);
  const columns = useMemo(() => vlanColumns(lookups), [lookups]);
  return (
    <IpamListPage<IpamVlan>
      title={ipamMessages.pages.vlans}
      subtitle={l.vlanSubtitle}
      kind="vlan"
      rows={vlans.data}
      loading={vlans.isPending}
      error={vlans.error}
      columns={columns}
      rowLabel={(vlan) => `${vlan.vid} ${vlan.name}`}
      createLabel={l.createVlan}
      emptyText={l.emptyVlans}
      exportFileName="ipam-vlans"
      importColumns={VLAN_IMPORT_COLUMNS}
      importRun={(file, validateOnly) =>
        importIpamVlans({ upload_file: file }, { ...writeParams(scope), validate_only: validateOnly })
      }
      renderForm={(state) => (
        <VlanFormModal opened={state.opened} editing={state.editing} onClose={state.onClose} />
      )}
      filters={
        <MultiSelect
          aria-label={l.filterLocations}
          placeholder={locationIds.length === 0 ? l.allLocations : undefined}
          data={lookups.locationOptions}
          value={locationIds}
          onChange={setLocationIds}
          clearable
          searchable
          w={320}
          data-testid="vlan-location-filter"
        />
      }
    />
  );
}
