import { type HostListItem, useListHosts, useListTags } from '@lne/api-client';
import type { DataTableColumn } from '@lne/ui';
import { Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useCanEdit } from '../../shared/context/use-access';
import { deviceDisplayName } from '../../shared/format/device-name';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import { DeviceLink } from '../../shared/navigation/DeviceLink';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { BulkDeleteTable } from './BulkDeleteTable';
import { addressesText, idsText } from './format';
import { annotationColumns, ListEditingProvider, useListEditingValue } from './ListCells';
import { FilterMultiSelect, FilterToolbar } from './ListFilters';
import { HostLink } from './links';
import { inventoryMessages as m } from './messages';
import { useHostWrites, useTagCreation } from './use-writes';
import { parseVlanFilter, VLAN_FILTER_KEY, vlanFilterText } from './vlan-filter';

/** The columns of the host list; module scope, so the table computes their values once per answer. */
const hostColumns: DataTableColumn<HostListItem>[] = [
  {
    id: 'mac',
    header: m.columns.mac,
    value: (row) => row.data.mac.address,
    cell: (row) => <HostLink id={row.unique_id} label={row.data.mac.address} />,
    filter: 'text',
    width: 160,
  },
  {
    id: 'vendor',
    header: m.columns.vendor,
    value: (row) => vendorDisplayName(row.data.vendor),
    filter: 'select',
    width: 130,
  },
  {
    id: 'ips',
    header: m.columns.ips,
    value: (row) => addressesText(row.data.addresses),
    filter: 'text',
    width: 150,
  },
  { id: 'vlans', header: m.columns.vlans, value: (row) => idsText(row.data.vlan_ids), width: 100 },
  {
    id: 'switch',
    header: m.columns.switch,
    value: (row) => (row.data.seen_on_device ? deviceDisplayName(row.data.seen_on_device_name) : ''),
    cell: (row) =>
      row.data.seen_on_device ? (
        <DeviceLink id={row.data.seen_on_device} name={row.data.seen_on_device_name ?? ''} />
      ) : null,
    filter: 'text',
    width: 170,
  },
  {
    id: 'port',
    header: m.columns.port,
    value: (row) => row.data.port_if_no_short ?? row.data.port_if_no ?? '',
    width: 100,
  },
  ...annotationColumns<HostListItem>(),
];

/** Inventory › Hosts: hosts with vendor, IPs, VLANs and where they were seen; VLAN filter, tags, notes, bulk delete. */
export function HostsPage() {
  const { network, snapshot } = useSearch({ strict: false });
  const scope = { network: network ?? 1, snapshot: snapshot ?? 1 };
  const [tableState, setTableState] = useUrlTableState();
  const canEdit = useCanEdit('hosts');
  const vlanIds = parseVlanFilter(tableState.filters?.[VLAN_FILTER_KEY]);
  const base = { explorer_network_id: scope.network, snapshot_id: scope.snapshot };
  const all = useListHosts(base);
  const search = tableState.search?.trim();
  const narrowed = vlanIds.length > 0 || Boolean(search);
  // The search box and the VLAN filter go to the server; the unfiltered list feeds the VLAN choices.
  const filtered = useListHosts(
    { ...base, ...(search ? { search } : {}), ...(vlanIds.length ? { 'vlan_ids[]': vlanIds } : {}) },
    { query: { enabled: narrowed, placeholderData: keepPreviousData } },
  );
  const hosts = narrowed ? filtered : all;
  const vlanOptions = useMemo(
    () =>
      [...new Set((all.data ?? []).flatMap((host) => host.data.vlan_ids))].sort((a, b) => a - b).map(String),
    [all.data],
  );
  const tags = useListTags(base);
  const allTags = tags.data ?? [];
  const writes = useHostWrites(scope);
  const tagCreation = useTagCreation(scope);

  const editing = useListEditingValue(scope, allTags, canEdit, writes, tagCreation);

  return (
    <ListEditingProvider value={editing}>
      <Stack p="md" gap="sm">
        <Title order={2}>{m.hostsTitle}</Title>
        <FilterToolbar>
          <FilterMultiSelect
            width={320}
            label={m.filters.vlans}
            placeholder={m.filters.vlansPlaceholder}
            data={vlanOptions}
            value={vlanIds.map(String)}
            onChange={(ids) =>
              setTableState({
                ...tableState,
                filters: { ...tableState.filters, [VLAN_FILTER_KEY]: vlanFilterText(ids.map(Number)) },
              })
            }
          />
        </FilterToolbar>
        <BulkDeleteTable<HostListItem>
          data={hosts.data ?? []}
          columns={hostColumns}
          state={tableState}
          onStateChange={setTableState}
          canEdit={canEdit}
          loading={hosts.isPending}
          error={hosts.error}
          emptyText={m.empty.hosts}
          exportFileName="hosts"
          confirmTitle={m.bulkDelete.hostsTitle}
          confirmMessage={m.bulkDelete.confirmHosts}
          writes={writes}
        />
      </Stack>
    </ListEditingProvider>
  );
}
