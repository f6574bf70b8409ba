import {
  type DeviceListItem,
  type DeviceSite,
  type Tag,
  useListDeviceSites,
  useListDevices,
  useListTags,
} from '@lne/api-client';
import type { DataTableColumn } from '@lne/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useCanEdit } from '../../shared/context/use-access';
import { deviceDisplayName } from '../../shared/format/device-name';
import { deviceTypeLabel } from '../../shared/format/device-type';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import type { DeviceListSearch } from '../../shared/navigation/search';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { BulkDeleteTable } from './BulkDeleteTable';
import { deviceListParams, hasDeviceFilters } from './filters';
import { annotationColumns, DeviceNameLinks, ListEditingProvider, useListEditingValue } from './ListCells';
import { DateFilterInput, FilterMultiSelect, FilterToolbar } from './ListFilters';
import { inventoryMessages as m } from './messages';
import { useDeviceWrites, useTagCreation } from './use-writes';

type FilterKey = Exclude<keyof DeviceListSearch, 'view'>;

const DATE_FILTERS: { key: 'lastseenFrom' | 'lastseenTo' | 'createdFrom' | 'createdTo'; label: string }[] = [
  { key: 'lastseenFrom', label: m.filters.lastseenFrom },
  { key: 'lastseenTo', label: m.filters.lastseenTo },
  { key: 'createdFrom', label: m.filters.createdFrom },
  { key: 'createdTo', label: m.filters.createdTo },
];

/** Tag filter and date ranges of spec §3, kept in the URL. */
function DeviceFilters({ tags }: { tags: readonly Tag[] }) {
  const search = useSearch({ from: '/_app/inventory/network-devices' });
  const navigate = useNavigate({ from: '/inventory/network-devices' });
  const set = (patch: Partial<Pick<DeviceListSearch, FilterKey>>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  return (
    <FilterToolbar
      active={hasDeviceFilters(search)}
      onClear={() =>
        set({
          tagIds: undefined,
          lastseenFrom: undefined,
          lastseenTo: undefined,
          createdFrom: undefined,
          createdTo: undefined,
        })
      }
    >
      <FilterMultiSelect
        width={220}
        label={m.filters.tags}
        placeholder={m.filters.tagsPlaceholder}
        data={tags.map((tag) => ({ value: String(tag.tag_id), label: `${tag.name} (${tag.klass})` }))}
        value={(search.tagIds ?? []).map(String)}
        onChange={(ids) => set({ tagIds: ids.length ? ids.map(Number) : undefined })}
        testId="filter-tags"
      />
      {DATE_FILTERS.map(({ key, label }) => (
        <DateFilterInput
          key={key}
          label={label}
          value={search[key]}
          onChange={(date) => set({ [key]: date })}
          testId={`filter-${key}`}
        />
      ))}
    </FilterToolbar>
  );
}

type SiteOf = (deviceId: string) => DeviceSite | undefined;

/**
 * The columns of the device list, with the sites as they arrive; stable per sites answer, so the table computes
 * their values once per answer.
 */
const deviceColumns = (siteOf: SiteOf): DataTableColumn<DeviceListItem>[] => [
  {
    id: 'name',
    header: m.columns.name,
    value: (row) => deviceDisplayName(row.data.name),
    cell: (row) => <DeviceNameLinks id={row.unique_id} name={row.data.name} ip={row.data.ip_address} />,
    filter: 'text',
    width: 200,
  },
  {
    id: 'type',
    header: m.columns.type,
    value: (row) => deviceTypeLabel(row.data.dev_type),
    filter: 'select',
    width: 120,
  },
  {
    id: 'site',
    header: m.columns.site,
    value: (row) => siteOf(row.unique_id)?.site ?? '',
    cell: (row) => {
      const site = siteOf(row.unique_id);
      return <span title={site?.group ?? undefined}>{site?.site ?? ''}</span>;
    },
    filter: 'select',
    width: 150,
  },
  { id: 'ip', header: m.columns.ip, value: (row) => row.data.ip_address, filter: 'text', width: 125 },
  { id: 'mac', header: m.columns.mac, value: (row) => row.data.mac?.address ?? '', width: 150 },
  {
    id: 'vendor',
    header: m.columns.vendor,
    value: (row) => vendorDisplayName(row.data.version?.vendor),
    filter: 'select',
    width: 110,
  },
  { id: 'model', header: m.columns.model, value: (row) => row.data.version?.model ?? '', width: 130 },
  {
    id: 'software',
    header: m.columns.software,
    value: (row) => row.data.version?.software ?? '',
    width: 100,
    hiddenByDefault: true,
  },
  {
    id: 'serial',
    header: m.columns.serial,
    value: (row) => row.data.version?.serial ?? row.data.serial ?? '',
    width: 125,
  },
  ...annotationColumns<DeviceListItem>(),
];

/** Net Devices › Devices: the device list with the filters of spec §3, tags, notes and bulk delete. */
export function DevicesTab() {
  const search = useSearch({ from: '/_app/inventory/network-devices' });
  const scope = { network: search.network, snapshot: search.snapshot };
  const [tableState, setTableState] = useUrlTableState();
  const canEdit = useCanEdit('devices');
  const params = deviceListParams(scope, search, tableState.search);
  const devices = useListDevices(params, { query: { placeholderData: keepPreviousData } });
  const tags = useListTags({ explorer_network_id: scope.network, snapshot_id: scope.snapshot });
  const sites = useListDeviceSites({ explorer_network_id: scope.network, snapshot_id: scope.snapshot });
  const columns = useMemo(() => {
    const byDevice = new Map((sites.data ?? []).map((site) => [site.device_id, site]));
    return deviceColumns((id) => byDevice.get(id));
  }, [sites.data]);
  const allTags = tags.data ?? [];
  const writes = useDeviceWrites(scope);
  const tagCreation = useTagCreation(scope);

  // The cells read tags, rights and writes from the context, so the columns never change: the table keeps its
  // precomputed values and its rows while tags load or a write is pending.
  const editing = useListEditingValue(scope, allTags, canEdit, writes, tagCreation);

  return (
    <ListEditingProvider value={editing}>
      <DeviceFilters tags={allTags} />
      <BulkDeleteTable<DeviceListItem>
        data={devices.data ?? []}
        columns={columns}
        state={tableState}
        onStateChange={setTableState}
        canEdit={canEdit}
        loading={devices.isPending}
        error={devices.error}
        emptyText={m.empty.devices}
        exportFileName="devices"
        confirmTitle={m.bulkDelete.title}
        confirmMessage={m.bulkDelete.confirmDevices}
        writes={writes}
      />
    </ListEditingProvider>
  );
}
