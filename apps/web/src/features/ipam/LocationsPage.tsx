import { type IpamLocation, importIpamLocations } from '@lne/api-client';
import type { DataTableColumn } from '@lne/ui';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIpamScope, useLocations, writeParams } from './api';
import { LocationFormModal } from './components/EntityForms';
import { IpamListPage } from './components/IpamListPage';
import { type Lookups, useLookups } from './lookups';
import { ipamMessages } from './messages';

const f = ipamMessages.fields;
const l = ipamMessages.lists;

export const LOCATION_IMPORT_COLUMNS = ['name', 'parent_id', 'description'];

function locationColumns(lookups: Lookups): DataTableColumn<IpamLocation>[] {
  return [
    {
      id: 'name',
      header: f.name,
      value: (location) => location.name,
      cell: (location) => (
        <Text size="sm" fw={600}>
          {location.name}
        </Text>
      ),
      filter: 'text',
      width: 280,
    },
    {
      id: 'parent',
      header: f.parent,
      value: (location) => (location.parent_id === null ? '' : lookups.locationName(location.parent_id)),
      filter: 'select',
      width: 260,
    },
    { id: 'description', header: f.description, value: (location) => location.description },
  ];
}

/** `/ipam/locations`: sites, buildings and rooms. */
export function LocationsPage() {
  const scope = useIpamScope();
  const locations = useLocations(scope);
  const lookups = useLookups(scope);
  const columns = useMemo(() => locationColumns(lookups), [lookups]);
  return (
    <IpamListPage<IpamLocation>
      title={ipamMessages.pages.locations}
      subtitle={l.locationSubtitle}
      kind="location"
      rows={locations.data}
      loading={locations.isPending}
      error={locations.error}
      columns={columns}
      rowLabel={(location) => location.name}
      createLabel={l.createLocation}
      emptyText={l.emptyLocations}
      exportFileName="locations"
      importColumns={LOCATION_IMPORT_COLUMNS}
      importRun={(file, validateOnly) =>
        importIpamLocations({ upload_file: file }, { ...writeParams(scope), validate_only: validateOnly })
      }
      renderForm={(state) => (
        <LocationFormModal opened={state.opened} editing={state.editing} onClose={state.onClose} />
      )}
    />
  );
}
