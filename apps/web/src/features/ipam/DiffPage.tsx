import type {
  IpamDiffDocumentedUnseen,
  IpamDiffMismatch,
  IpamDiffSeenUndocumented,
  IpamSeenOn,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { deviceDisplayName } from '../../shared/format/device-name';
import { formatUnixTime } from '../../shared/format/time';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { useIpamPermission } from './access';
import { useIpamScope, useIpDiff } from './api';
import { IpFormModal } from './components/EntityForms';
import { type Lookups, useLookups } from './lookups';
import { ipamMessages } from './messages';

const m = ipamMessages.diff;
const f = ipamMessages.fields;

export type DiffTab = 'documented_unseen' | 'seen_undocumented' | 'mismatched';

const seenOn = (seen: IpamSeenOn) => {
  const name = seen.kind === 'device' ? deviceDisplayName(seen.name) : seen.name;
  return seen.interface ? `${name} · ${seen.interface}` : name;
};
const lastSeen = (seen: IpamSeenOn) => formatUnixTime(seen.last_seen);
const mono = (text: string) => (
  <Text size="sm" ff="monospace" fw={600}>
    {text}
  </Text>
);

function unseenColumns(lookups: Lookups): DataTableColumn<IpamDiffDocumentedUnseen>[] {
  return [
    {
      id: 'address',
      header: f.address,
      value: (row) => row.address,
      cell: (row) => mono(row.address),
      width: 200,
    },
    { id: 'vrf', header: f.vrf, value: (row) => lookups.vrfName(row.vrf_id), filter: 'select', width: 140 },
    { id: 'dns_name', header: f.dnsName, value: (row) => row.dns_name, filter: 'text' },
    { id: 'mac_address', header: f.macAddress, value: (row) => row.mac_address ?? '', width: 170 },
    { id: 'description', header: f.description, value: (row) => row.description },
  ];
}

function mismatchColumns(): DataTableColumn<IpamDiffMismatch>[] {
  return [
    {
      id: 'address',
      header: f.address,
      value: (row) => row.address,
      cell: (row) => mono(row.address),
      width: 180,
    },
    {
      id: 'fields',
      header: m.differs,
      value: (row) => row.fields.map((field) => m.fieldNames[field] ?? field).join(', '),
      cell: (row) => (
        <Group gap={4}>
          {row.fields.map((field) => (
            <Badge key={field} color="orange" variant="light">
              {m.fieldNames[field] ?? field}
            </Badge>
          ))}
        </Group>
      ),
      filter: 'select',
      width: 190,
    },
    {
      id: 'documented_mac',
      header: m.documentedMac,
      value: (row) => row.documented_mac_address ?? '',
      width: 170,
    },
    { id: 'seen_mac', header: m.seenMac, value: (row) => row.seen_mac_address ?? '', width: 170 },
    { id: 'documented_host', header: m.documentedHost, value: (row) => row.documented_dns_name },
    { id: 'seen_on', header: f.assignedTo, value: (row) => seenOn(row.seen_on) },
  ];
}

/** `/ipam/diff` 'Live Diff': documented addresses against the addresses seen in the network, in three categories. */
export function DiffPage() {
  const scope = useIpamScope();
  const diff = useIpDiff(scope);
  const lookups = useLookups(scope);
  const edit = useIpamPermission();
  const [tab, setTab] = useState<DiffTab>('documented_unseen');
  const [documenting, setDocumenting] = useState<IpamDiffSeenUndocumented | null>(null);

  const unseen = useMemo(() => unseenColumns(lookups), [lookups]);
  const mismatch = useMemo(() => mismatchColumns(), []);
  const undocumented = useMemo<DataTableColumn<IpamDiffSeenUndocumented>[]>(
    () => [
      {
        id: 'address',
        header: f.address,
        value: (row) => row.address,
        cell: (row) => mono(row.address),
        width: 180,
      },
      { id: 'mac_address', header: f.macAddress, value: (row) => row.mac_address ?? '', width: 170 },
      { id: 'kind', header: m.kind, value: (row) => row.seen_on.kind, filter: 'select', width: 100 },
      { id: 'seen_on', header: f.assignedTo, value: (row) => seenOn(row.seen_on), filter: 'text' },
      { id: 'last_seen', header: m.lastSeen, value: (row) => lastSeen(row.seen_on), width: 180 },
      {
        id: 'document',
        header: '',
        value: () => null,
        sortable: false,
        width: 120,
        cell: (row) => (
          <DisabledReason reason={edit.reason}>
            <Button size="compact-xs" variant="light" onClick={() => setDocumenting(row)}>
              {m.document}
            </Button>
          </DisabledReason>
        ),
      },
    ],
    [edit],
  );

  const data = diff.data;
  const summary = data?.summary;
  return (
    <Stack p="md" gap="md" data-testid="ipam-diff">
      <Stack gap={2}>
        <Title order={2}>{ipamMessages.pages.diff}</Title>
        <Text c="dimmed" size="sm">
          {m.subtitle}
        </Text>
      </Stack>
      {diff.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : diff.isError || !data || !summary ? (
        <Alert color="red">{ipamMessages.common.loadError}</Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 3 }} maw={720}>
            {[
              [m.documented, summary.documented],
              [m.seen, summary.seen],
              [m.matched, summary.matched],
            ].map(([label, value]) => (
              <Card key={label} withBorder padding="sm" radius="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text fw={700} size="lg">
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Tabs value={tab} onChange={(value) => value && setTab(value as DiffTab)} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab
                value="documented_unseen"
                rightSection={
                  <Badge color="gray" variant="light">
                    {summary.documented_unseen}
                  </Badge>
                }
              >
                {m.documentedUnseen}
              </Tabs.Tab>
              <Tabs.Tab
                value="seen_undocumented"
                rightSection={
                  <Badge color="blue" variant="light">
                    {summary.seen_undocumented}
                  </Badge>
                }
              >
                {m.seenUndocumented}
              </Tabs.Tab>
              <Tabs.Tab
                value="mismatched"
                rightSection={
                  <Badge color="orange" variant="light">
                    {summary.mismatched}
                  </Badge>
                }
              >
                {m.mismatched}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="documented_unseen" pt="md">
              <DataTable<IpamDiffDocumentedUnseen>
                data={data.documented_unseen}
                columns={unseen}
                getRowId={(row) => String(row.ip_id)}
                emptyText={m.emptyUnseen}
                exportFileName="live-diff-documented-unseen"
              />
            </Tabs.Panel>
            <Tabs.Panel value="seen_undocumented" pt="md">
              <DataTable<IpamDiffSeenUndocumented>
                data={data.seen_undocumented}
                columns={undocumented}
                getRowId={(row) => `${row.address}-${row.seen_on.kind}-${row.seen_on.id}`}
                emptyText={m.emptyUndocumented}
                exportFileName="live-diff-seen-undocumented"
              />
            </Tabs.Panel>
            <Tabs.Panel value="mismatched" pt="md">
              <DataTable<IpamDiffMismatch>
                data={data.mismatched}
                columns={mismatch}
                getRowId={(row) => String(row.ip_id)}
                emptyText={m.emptyMismatched}
                exportFileName="live-diff-mismatch"
              />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
      <IpFormModal
        opened={documenting !== null}
        initial={
          documenting
            ? {
                address: documenting.address,
                mac_address: documenting.mac_address ?? '',
                dns_name: documenting.seen_on.kind === 'device' ? documenting.seen_on.name : '',
              }
            : undefined
        }
        onClose={() => setDocumenting(null)}
      />
    </Stack>
  );
}
