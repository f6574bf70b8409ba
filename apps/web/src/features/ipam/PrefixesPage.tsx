import { type IpamPrefix, importIpamPrefixes } from '@lne/api-client';
import { buildCsv, csvFileName, DataTableToolbar, downloadCsv } from '@lne/ui';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { useIpamPermission } from './access';
import { useInvalidateIpam, useIpamScope, usePrefixes, writeParams } from './api';
import { ConfirmDeletion } from './components/ConfirmDeletion';
import { PrefixFormModal } from './components/EntityForms';
import { ImportDialog } from './components/ImportDialog';
import { RowActions } from './components/RowActions';
import { StatusBadge } from './components/StatusBadge';
import { UtilizationBar } from './components/UtilizationBar';
import { type Lookups, useLookups } from './lookups';
import { ipamMessages } from './messages';
import { allRows, buildPrefixForest, matchingForest, parentIds, visibleRows } from './prefix-tree';
import { useDeleteFlow } from './use-delete';

const m = ipamMessages.prefixes;
const f = ipamMessages.fields;
const c = ipamMessages.common;

export const PREFIX_IMPORT_COLUMNS = [
  'prefix',
  'vrf_id',
  'vlan_id',
  'location_id',
  'status',
  'description',
  'is_pool',
];

/** The columns the toolbar can hide, with how each reads for the search and the CSV (the prefix always shows). */
type PrefixColumn = { id: string; header: string; text: (prefix: IpamPrefix) => string };
const prefixColumns = (lookups: Lookups): PrefixColumn[] => [
  { id: 'status', header: f.status, text: (prefix) => prefix.status },
  { id: 'utilization', header: f.utilization, text: (prefix) => `${prefix.utilization}%` },
  { id: 'vlan', header: f.vlan, text: (prefix) => lookups.vlanName(prefix.vlan_id) },
  { id: 'location', header: f.location, text: (prefix) => lookups.locationName(prefix.location_id) },
  { id: 'description', header: f.description, text: (prefix) => prefix.description },
];

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }}
    >
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

/** `/ipam/prefixes`: the prefixes of the network as an expandable tree per VRF, with utilisation bars. */
export function PrefixesPage() {
  const scope = useIpamScope();
  const prefixes = usePrefixes(scope);
  const lookups = useLookups(scope);
  const edit = useIpamPermission();
  const invalidate = useInvalidateIpam();
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [form, setForm] = useState<{ editing: IpamPrefix | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const deletion = useDeleteFlow('prefix', (ids) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  );

  // A selection belongs to one network and snapshot.
  useEffect(() => setSelected(new Set()), [scope.network, scope.snapshot]);

  const list = prefixes.data ?? [];
  // Search, hidden columns and the CSV, as in every other list (the state in the URL).
  const [tableState, setTableState] = useUrlTableState();
  const columns = useMemo(() => prefixColumns(lookups), [lookups]);
  const hidden = tableState.hidden ?? [];
  const shown = (id: string) => !hidden.includes(id);
  const needle = (tableState.search ?? '').trim().toLowerCase();
  const fullForest = useMemo(() => buildPrefixForest(list), [list]);
  const filtered = useMemo(() => {
    if (needle === '') return { forest: fullForest, open: [] };
    const visible = columns.filter((column) => !hidden.includes(column.id));
    return matchingForest(fullForest, (prefix) =>
      [prefix.prefix, lookups.vrfName(prefix.vrf_id), ...visible.map((column) => column.text(prefix))].some(
        (text) => text.toLowerCase().includes(needle),
      ),
    );
  }, [fullForest, needle, columns, hidden, lookups]);
  const forest = filtered.forest;
  // A search opens the ancestors of its matches, so that every match shows.
  const opened = useMemo(() => new Set([...expanded, ...filtered.open]), [expanded, filtered.open]);
  const allParents = useMemo(() => forest.flatMap((tree) => parentIds(tree.roots)), [forest]);
  const exportCsv = () => {
    const visible = columns.filter((column) => shown(column.id));
    const rows = forest.flatMap((tree) =>
      allRows(tree.roots).map((row) => [
        row.prefix.prefix,
        lookups.vrfName(row.prefix.vrf_id),
        row.depth,
        ...visible.map((column) => column.text(row.prefix)),
      ]),
    );
    downloadCsv(
      csvFileName('ipam-prefixes'),
      buildCsv([f.prefix, f.vrf, m.depth, ...visible.map((c) => c.header)], rows),
    );
  };

  const toggle = (set: Set<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  return (
    <Stack p="md" gap="md" data-testid="ipam-prefixes">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{ipamMessages.pages.prefixes}</Title>
          <Text c="dimmed" size="sm">
            {m.subtitle(list.length)}
          </Text>
          {edit.allowed ? null : (
            <Text c="dimmed" size="xs" data-testid="ipam-read-only">
              {c.readOnly}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {selected.size > 0 ? (
            <DisabledReason reason={edit.reason}>
              <Button color="red" variant="light" onClick={() => deletion.ask([...selected])}>
                {c.deleteSelected(selected.size)}
              </Button>
            </DisabledReason>
          ) : null}
          <Button variant="default" onClick={() => setExpanded(new Set(allParents))}>
            {m.expandAll}
          </Button>
          <Button variant="default" onClick={() => setExpanded(new Set())}>
            {m.collapseAll}
          </Button>
          <DisabledReason reason={edit.reason}>
            <Button variant="default" onClick={() => setImporting(true)}>
              {c.import}
            </Button>
          </DisabledReason>
          <DisabledReason reason={edit.reason}>
            <Button onClick={() => setForm({ editing: null })}>{m.create}</Button>
          </DisabledReason>
        </Group>
      </Group>

      <DataTableToolbar
        search={tableState.search ?? ''}
        onSearch={(search) => setTableState({ ...tableState, search: search === '' ? undefined : search })}
        columns={columns}
        hidden={hidden}
        onToggleColumn={(id, visible) =>
          setTableState({
            ...tableState,
            hidden: visible ? hidden.filter((other) => other !== id) : [...hidden, id],
          })
        }
        onExport={exportCsv}
        exportDisabled={forest.length === 0}
      >
        {null}
      </DataTableToolbar>
      {prefixes.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : prefixes.isError ? (
        <Alert color="red">{c.loadError}</Alert>
      ) : forest.length === 0 ? (
        <Text c="dimmed">{needle === '' ? m.empty : m.noMatches}</Text>
      ) : (
        forest.map((tree) => (
          <Card key={tree.vrfId ?? 'global'} withBorder padding={0} radius="md">
            <Group px="md" py="xs" bg="var(--mantine-color-default-hover)">
              <Text fw={600} size="sm">
                {m.vrfHeading(lookups.vrfName(tree.vrfId), tree.count)}
              </Text>
            </Group>
            <Table
              layout="fixed"
              highlightOnHover
              verticalSpacing={6}
              data-testid={`prefix-tree-${tree.vrfId ?? 'global'}`}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{f.prefix}</Table.Th>
                  {shown('status') ? <Table.Th w={120}>{f.status}</Table.Th> : null}
                  {shown('utilization') ? <Table.Th w={190}>{f.utilization}</Table.Th> : null}
                  {shown('vlan') ? <Table.Th w={170}>{f.vlan}</Table.Th> : null}
                  {shown('location') ? <Table.Th w={170}>{f.location}</Table.Th> : null}
                  {shown('description') ? <Table.Th>{f.description}</Table.Th> : null}
                  <Table.Th w={80} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visibleRows(tree.roots, opened).map((row) => (
                  <Table.Tr key={row.prefix.id} data-testid="prefix-row" data-prefix={row.prefix.prefix}>
                    <Table.Td>
                      <Checkbox
                        aria-label={m.select(row.prefix.prefix)}
                        checked={selected.has(row.prefix.id)}
                        onChange={() => setSelected((current) => toggle(current, row.prefix.id))}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" pl={row.depth * 22}>
                        {row.hasChildren ? (
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            color="gray"
                            aria-label={
                              row.expanded ? m.collapse(row.prefix.prefix) : m.expand(row.prefix.prefix)
                            }
                            onClick={() => setExpanded((current) => toggle(current, row.prefix.id))}
                          >
                            <Chevron open={row.expanded} />
                          </ActionIcon>
                        ) : (
                          <span style={{ width: 22, display: 'inline-block' }} />
                        )}
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/ipam/prefix-detail/$prefixId"
                              params={{ prefixId: String(row.prefix.id) }}
                            />
                          )}
                          ff="monospace"
                          size="sm"
                          fw={600}
                        >
                          {row.prefix.prefix}
                        </Anchor>
                        {row.prefix.children_count > 0 ? (
                          <Text size="xs" c="dimmed">
                            ({row.prefix.children_count})
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                    {shown('status') ? (
                      <Table.Td>
                        <StatusBadge status={row.prefix.status} />
                      </Table.Td>
                    ) : null}
                    {shown('utilization') ? (
                      <Table.Td>
                        <UtilizationBar percent={row.prefix.utilization} width={110} />
                      </Table.Td>
                    ) : null}
                    {shown('vlan') ? (
                      <Table.Td>
                        <Text size="sm" truncate="end">
                          {lookups.vlanName(row.prefix.vlan_id)}
                        </Text>
                      </Table.Td>
                    ) : null}
                    {shown('location') ? (
                      <Table.Td>
                        <Text size="sm" truncate="end">
                          {lookups.locationName(row.prefix.location_id)}
                        </Text>
                      </Table.Td>
                    ) : null}
                    {shown('description') ? (
                      <Table.Td>
                        <Text size="sm" lineClamp={1}>
                          {row.prefix.description}
                        </Text>
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <RowActions
                        label={row.prefix.prefix}
                        permission={edit}
                        onEdit={() => setForm({ editing: row.prefix })}
                        onDelete={() => deletion.ask([row.prefix.id])}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        ))
      )}

      <PrefixFormModal opened={form !== null} editing={form?.editing} onClose={() => setForm(null)} />
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        noun={ipamMessages.nouns.prefix.many}
        columns={PREFIX_IMPORT_COLUMNS}
        run={(file, validateOnly) =>
          importIpamPrefixes({ upload_file: file }, { ...writeParams(scope), validate_only: validateOnly })
        }
        onApplied={() => void invalidate()}
      />
      <ConfirmDeletion deletion={deletion} />
    </Stack>
  );
}
