import { type CollectionRun, downloadCollectionRun } from '@lne/api-client';
import { DataTable, type DataTableColumn, downloadBlob } from '@lne/ui';
import { Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { formatUnixTime } from '../../shared/format/time';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { tableHeight } from '../../shared/table/table-height';
import { useCollectionRuns } from './api';
import { ImportDialog } from './ImportDialog';
import { collectorMessages as m } from './messages';
import { RunStatusBadge, runSourceLabel, runStatusLabel } from './RunStatusBadge';

/**
 * The Import action: enabled for whoever may run the collectors in the live network; otherwise disabled with
 * the reason in its tooltip (a disabled button gets no pointer events, so it is marked disabled instead).
 */
function ImportButton({ blocked, onClick }: { blocked: string | null; onClick: () => void }) {
  if (blocked === null) {
    return (
      <Button onClick={onClick} data-testid="import-snapshot">
        {m.importAction}
      </Button>
    );
  }
  return (
    <Tooltip label={blocked} withArrow>
      <Button
        data-disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
        data-testid="import-snapshot"
      >
        {m.importAction}
      </Button>
    </Tooltip>
  );
}

/**
 * The network's collections (imports and polls) with the report of each one's latest parse, and the import of
 * a snapshot folder. Everyone who reads the devices sees them; importing needs the collectors.
 */
export function CollectionRunsCard({
  network,
  importBlocked,
  onImported,
}: {
  network: number;
  /** Why importing is not possible here, or null. */
  importBlocked: string | null;
  onImported: () => void;
}) {
  const runs = useCollectionRuns(network);
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const closeImport = useCallback(() => setImporting(false), []);
  const [downloading, setDownloading] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<CollectionRun>[]>(() => {
    const download = async (run: CollectionRun) => {
      setDownloading(run.id);
      try {
        downloadBlob(
          await downloadCollectionRun(run.id, { explorer_network_id: network }),
          `collection-run-${run.id}.tar.gz`,
        );
      } finally {
        setDownloading(null);
      }
    };
    return [
      {
        id: 'created',
        header: m.runCreated,
        value: (run) => run.created,
        cell: (run) => formatUnixTime(run.created),
        width: 170,
      },
      {
        id: 'source',
        header: m.runSource,
        value: (run) => runSourceLabel(run.source),
        filter: 'select',
        width: 100,
      },
      { id: 'label', header: m.runLabel, value: (run) => run.label, filter: 'text' },
      { id: 'files', header: m.runFiles, value: (run) => run.file_count, width: 80 },
      {
        id: 'status',
        header: m.runStatus,
        value: (run) => runStatusLabel(run.status),
        cell: (run) => <RunStatusBadge status={run.status} />,
        filter: 'select',
        width: 120,
      },
      {
        id: 'parsed',
        header: m.runParsed,
        value: (run) => (run.summary ? `${run.summary.parsed}/${run.summary.files}` : ''),
        width: 90,
      },
      { id: 'warnings', header: m.runWarnings, value: (run) => run.summary?.warnings ?? '', width: 100 },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 200,
        cell: (run) => (
          <RowActionButtons
            row={run.label}
            actions={[
              {
                label: m.runReport,
                disabled: run.summary === null,
                onClick: () =>
                  void navigate({ to: '/data-collector/runs/$runId', params: { runId: String(run.id) } }),
              },
              {
                label: m.runDownload,
                disabled: downloading === run.id,
                onClick: () => void download(run),
              },
            ]}
          />
        ),
      },
    ];
  }, [downloading, navigate, network]);

  return (
    <Card withBorder radius="md" padding="md" data-testid="collection-runs">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3}>{m.runsListTitle}</Title>
            <Text size="sm" c="dimmed">
              {m.runsListIntro}
            </Text>
          </Stack>
          <ImportButton blocked={importBlocked} onClick={() => setImporting(true)} />
        </Group>
        <DataTable<CollectionRun>
          data={runs.data ?? []}
          columns={columns}
          getRowId={(run) => String(run.id)}
          loading={runs.isPending}
          error={runs.error}
          emptyText={m.runsListEmpty}
          height={tableHeight(runs.data?.length ?? 0, 320)}
        />
      </Stack>
      <ImportDialog opened={importing} network={network} onClose={closeImport} onImported={onImported} />
    </Card>
  );
}
