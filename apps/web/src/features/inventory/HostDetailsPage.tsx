import {
  type HostExtendedValue,
  isApiError,
  useDeleteHostExtended,
  useGetHost,
  useListTags,
  useUpsertHostExtended,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearch } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { usePermission } from '../../shared/context/use-access';
import { PAGE_SHOWS_NOT_FOUND } from '../../shared/errors/meta';
import { formatIsoTime, formatUnixTime } from '../../shared/format/time';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import { DeviceLink } from '../../shared/navigation/DeviceLink';
import { invalidateInventory } from './api';
import { DetailsHeading, MissingItem } from './DetailsHeading';
import { EditReason } from './EditReason';
import { addressesText, idsText } from './format';
import { inventoryMessages as m } from './messages';
import { NotesEditor } from './NotesEditor';
import { TagEditor } from './TagEditor';
import { useHostWrites, useTagCreation } from './use-writes';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" data-field={label}>
        {value === '' || value === undefined || value === null ? '—' : value}
      </Text>
    </Stack>
  );
}

type Attribute = { key: string; value: string };

function valueText(value: HostExtendedValue): string {
  return value === null ? '' : String(value);
}

/** Extended attributes of the host's MAC address: list, add, remove. */
function ExtendedAttributes({
  mac,
  attributes,
  network,
  canEdit,
}: {
  mac: string;
  attributes: Record<string, HostExtendedValue>;
  network: number;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateInventory(queryClient);
  const upsert = useUpsertHostExtended({ mutation: { onSuccess: refresh } });
  const removeAll = useDeleteHostExtended({ mutation: { onSuccess: refresh } });
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const rows = useMemo<Attribute[]>(
    () => Object.entries(attributes).map(([name, v]) => ({ key: name, value: valueText(v) })),
    [attributes],
  );
  const params = { explorer_network_id: network };
  const remove = async (name: string) => {
    if (rows.length === 1) await removeAll.mutateAsync({ macAddress: mac, params });
    else await upsert.mutateAsync({ data: { mac_address: mac, attributes: { [name]: null } }, params });
    notifications.show({ color: 'green', message: m.details.attributeRemoved });
  };
  const columns = useMemo<DataTableColumn<Attribute>[]>(
    () => [
      { id: 'key', header: m.details.attribute, value: (row) => row.key, width: 240 },
      { id: 'value', header: m.details.value, value: (row) => row.value },
      ...(canEdit
        ? [
            {
              id: 'actions',
              header: '',
              value: () => '',
              sortable: false,
              width: 110,
              cell: (row: Attribute) => (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`${m.actions.remove} ${row.key}`}
                  onClick={() => void remove(row.key)}
                >
                  {m.actions.remove}
                </Button>
              ),
            },
          ]
        : []),
    ],
    // `remove` is recreated each render but only depends on these.
    [canEdit, rows.length, mac, network],
  );
  return (
    <Stack gap="xs">
      <DataTable<Attribute>
        data={rows}
        columns={columns}
        getRowId={(row) => row.key}
        emptyText={m.empty.extended}
        height={200}
      />
      {canEdit && (
        <Group align="flex-end" gap="xs">
          <TextInput
            size="xs"
            label={m.details.attribute}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label={m.details.value}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={key.trim() === ''}
            loading={upsert.isPending}
            onClick={() =>
              void upsert
                .mutateAsync({
                  data: { mac_address: mac, attributes: { [key.trim()]: value.trim() } },
                  params,
                })
                .then(() => {
                  setKey('');
                  setValue('');
                  notifications.show({ color: 'green', message: m.details.attributeSaved });
                })
            }
          >
            {m.details.addAttribute}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Inventory › host details (`/inventory/host/{ulid}`). */
export function HostDetailsPage() {
  const { ulid } = useParams({ from: '/_app/inventory/host/$ulid' });
  const { network, snapshot } = useSearch({ strict: false });
  const scope = { network: network ?? 1, snapshot: snapshot ?? 1 };
  const edit = usePermission('update', 'hosts');
  const canEdit = edit.allowed;
  const host = useGetHost(
    ulid,
    { explorer_network_id: scope.network, snapshot_id: scope.snapshot },
    { query: { meta: PAGE_SHOWS_NOT_FOUND } },
  );
  const tags = useListTags({ explorer_network_id: scope.network, snapshot_id: scope.snapshot });
  const writes = useHostWrites(scope);
  const tagCreation = useTagCreation(scope);
  const info = host.data?.data;
  return (
    <Stack p="md" gap="sm">
      <DetailsHeading
        origin="hosts"
        title={m.hostDetailsTitle}
        current={info ? (info.addresses[0]?.ipv4 ?? info.hw_id) : undefined}
      />
      {host.isPending && <Loader size="sm" />}
      {host.isError && isApiError(host.error) && host.error.status === 404 ? (
        <MissingItem origin="hosts" title={m.details.hostNotFound} />
      ) : null}
      {info && (
        <>
          <Card withBorder padding="md" data-testid="host-header">
            <Group gap="xs" mb="sm">
              <Title order={3}>{info.mac.address}</Title>
              <Text c="dimmed">{vendorDisplayName(info.vendor)}</Text>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
              <Field label={m.columns.mac} value={info.mac.address} />
              <Field label={m.details.vendorOui} value={vendorDisplayName(info.vendor)} />
              <Field label={m.columns.ips} value={addressesText(info.addresses)} />
              <Field label={m.columns.vlans} value={idsText(info.vlan_ids)} />
              <Field
                label={m.details.seenOn}
                value={
                  info.seen_on_device ? (
                    <Group gap={6} wrap="nowrap">
                      <DeviceLink id={info.seen_on_device} name={info.seen_on_device_name ?? ''} />
                      <Text size="sm" c="dimmed">
                        {info.port_if_no_short ?? info.port_if_no ?? ''}
                      </Text>
                    </Group>
                  ) : (
                    ''
                  )
                }
              />
              <Field label={m.columns.lastSeen} value={formatUnixTime(info.last_seen)} />
              <Field label={m.details.created} value={formatIsoTime(host.data?.created)} />
            </SimpleGrid>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder padding="md">
              <Title order={4} mb="xs">
                {m.details.tabs.notes}
              </Title>
              <NotesEditor
                notes={info.notes}
                disabled={!canEdit}
                compact={false}
                onSave={(text) => writes.setNotes(ulid, text)}
              />
              <EditReason reason={edit.reason} />
            </Card>
            <Card withBorder padding="md">
              <Title order={4} mb="xs">
                {m.details.tabs.tags}
              </Title>
              {info.tags.length === 0 && !canEdit ? (
                <Text c="dimmed">{m.empty.tags}</Text>
              ) : (
                <TagEditor
                  value={info.tags}
                  allTags={tags.data ?? []}
                  disabled={!canEdit}
                  onChange={(ids) => void writes.setTags(ulid, ids)}
                  onCreate={tagCreation.createTag}
                  busy={tagCreation.busy}
                />
              )}
              <EditReason reason={edit.reason} />
            </Card>
          </SimpleGrid>
          <Card withBorder padding="md">
            <Title order={4} mb="xs">
              {m.details.extended}
            </Title>
            <ExtendedAttributes
              mac={info.mac.address}
              attributes={info.extended}
              network={scope.network}
              canEdit={canEdit}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
