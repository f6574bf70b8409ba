import { downloadCsv } from '@lne/ui';
import { Badge, Button, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DiffRow, ImpactRow } from './lists';
import { diffCsv, impactCsv } from './lists';
import { netmapMessages as m } from './messages';
import { exportFileName } from './view';

/** Height of the list under the map: the map keeps most of a 768-pixel-high window. */
const LIST_HEIGHT = 190;

function ListFrame({
  title,
  testId,
  onExport,
  exportLabel,
  children,
}: {
  title: string;
  testId: string;
  onExport: (() => void) | undefined;
  exportLabel: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius={0}
      px="sm"
      py={6}
      data-testid={testId}
      style={{ borderLeft: 0, borderRight: 0 }}
    >
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {onExport ? (
          <Button size="compact-xs" variant="light" onClick={onExport}>
            {exportLabel}
          </Button>
        ) : null}
      </Group>
      <ScrollArea h={LIST_HEIGHT - 40} type="auto">
        {children}
      </ScrollArea>
    </Paper>
  );
}

/**
 * The impacted devices and hosts of the impact view in a table (name, type, site, why), clicking a row focuses
 * the node on the map; exported as CSV.
 */
export function ImpactList({
  rows,
  network,
  snapshot,
  onFocus,
}: {
  rows: ImpactRow[];
  network: number;
  snapshot: number;
  onFocus: (id: string) => void;
}) {
  const hosts = rows.filter((r) => r.host).length;
  const title = `${m.impact.title(rows.length)}${hosts > 0 ? ` (${m.impact.hosts(hosts)})` : ''}`;
  return (
    <ListFrame
      title={title}
      testId="impact-list"
      exportLabel={m.impact.exportCsv}
      onExport={
        rows.length > 0
          ? () => downloadCsv(exportFileName(network, snapshot, 'impact.csv'), impactCsv(rows))
          : undefined
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.impact.none}
        </Text>
      ) : (
        <Table striped highlightOnHover stickyHeader fz="xs" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.columns.name}</Table.Th>
              <Table.Th>{m.columns.type}</Table.Th>
              <Table.Th>{m.columns.site}</Table.Th>
              <Table.Th>{m.columns.why}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} onClick={() => onFocus(row.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.type}</Table.Td>
                <Table.Td>{row.site}</Table.Td>
                <Table.Td>{row.why}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListFrame>
  );
}

const DIFF_BADGE: Record<DiffRow['status'], string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  unchanged: 'gray',
};

/** The added, removed and changed nodes of the difference view in a table, exported as CSV. */
export function DiffList({
  rows,
  network,
  snapshot,
  onFocus,
}: {
  rows: DiffRow[];
  network: number;
  snapshot: number;
  onFocus: (id: string) => void;
}) {
  return (
    <ListFrame
      title={`${m.diff.title}: ${rows.length}`}
      testId="diff-list"
      exportLabel={m.diff.exportCsv}
      onExport={
        rows.length > 0
          ? () => downloadCsv(exportFileName(network, snapshot, 'difference.csv'), diffCsv(rows))
          : undefined
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.diff.none}
        </Text>
      ) : (
        <Table striped highlightOnHover stickyHeader fz="xs" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.columns.change}</Table.Th>
              <Table.Th>{m.columns.name}</Table.Th>
              <Table.Th>{m.columns.type}</Table.Th>
              <Table.Th>{m.columns.site}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} onClick={() => onFocus(row.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>
                  <Badge size="xs" color={DIFF_BADGE[row.status]} variant="light">
                    {m.diff.status[row.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.type}</Table.Td>
                <Table.Td>{row.site}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListFrame>
  );
}
