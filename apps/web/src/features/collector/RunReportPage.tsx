import { downloadCollectionRun, isApiError, useGetCollectionRunReport } from '@lne/api-client';
import { downloadBlob } from '@lne/ui';
import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { formatUnixTime } from '../../shared/format/time';
import { CLEARED_TABLE_SEARCH } from '../../shared/table/table-search';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { useCollectionRuns } from './api';
import { collectorMessages as m } from './messages';
import { type FileSelection, ParseReportView, type ReportTab } from './ParseReportView';
import { RunFileViewer } from './RunFileViewer';
import { RunStatusBadge, runSourceLabel } from './RunStatusBadge';

/**
 * Data Collector › a collection run's parse report (`/data-collector/runs/$runId`): what the import or poll
 * held and what the parse made of it, the file viewer at the line a warning names (`?file=…&line=…`), and the
 * way on to the map and the inventory of the network.
 */
export function RunReportPage() {
  const { runId: runParam } = useParams({ strict: false });
  const runId = Number(runParam);
  const { network, tab, file, line } = useSearch({ strict: false });
  const navigate = useNavigate();
  const [tableState, setTableState] = useUrlTableState();
  const params = { explorer_network_id: network ?? 1 };
  const report = useGetCollectionRunReport(runId, params, { query: { enabled: Number.isInteger(runId) } });
  const runs = useCollectionRuns(params.explorer_network_id);
  const run = runs.data?.find((entry) => entry.id === runId);
  const [downloading, setDownloading] = useState(false);

  const open = useCallback(
    (selection: FileSelection) =>
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, file: selection.path, line: selection.line }),
      }),
    [navigate],
  );
  const setLine = (chosen: number) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, line: chosen }), replace: true });
  const closeFile = () =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, file: undefined, line: undefined }) });
  const changeTab = (chosen: ReportTab) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...CLEARED_TABLE_SEARCH, tab: chosen }) });

  const download = async () => {
    setDownloading(true);
    try {
      downloadBlob(await downloadCollectionRun(runId, params), `collection-run-${runId}.tar.gz`);
    } finally {
      setDownloading(false);
    }
  };

  const missing = isApiError(report.error) && [404, 422].includes(report.error.status);
  const unparsed = isApiError(report.error) && report.error.status === 409;

  return (
    <Stack p="md" gap="md">
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link {...props} to="/data-collector/devices" />} size="sm">
          {m.reportBack}
        </Anchor>
        <Text size="sm">{run?.label ?? `#${runParam}`}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{m.reportTitle(run?.label ?? `#${runParam}`)}</Title>
          {run ? (
            <Group gap="xs">
              <RunStatusBadge status={run.status} />
              <Text size="sm" c="dimmed">
                {m.reportRunOf(runSourceLabel(run.source), formatUnixTime(run.created))}
                {run.parsed ? ` · ${m.reportParsedAt(formatUnixTime(run.parsed))}` : ''}
              </Text>
            </Group>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            renderRoot={(props) => <Link {...props} to="/" />}
            data-testid="report-open-map"
          >
            {m.reportOpenMap}
          </Button>
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to="/inventory/network-devices" search={{ view: 'Devices' }} />
            )}
            data-testid="report-open-inventory"
          >
            {m.reportOpenInventory}
          </Button>
          <Button variant="light" onClick={() => void download()} loading={downloading} disabled={missing}>
            {m.reportDownload}
          </Button>
        </Group>
      </Group>
      {report.isPending ? <Loader size="sm" /> : null}
      {missing ? <Alert color="gray">{m.reportNotFound}</Alert> : null}
      {unparsed ? <Alert color="gray">{m.reportNotParsed}</Alert> : null}
      {report.error && !missing && !unparsed ? <Alert color="red">{report.error.message}</Alert> : null}
      {report.data ? (
        <ParseReportView
          report={report.data}
          tab={tab === 'warnings' ? 'warnings' : 'files'}
          onTabChange={changeTab}
          tableState={tableState}
          onTableStateChange={setTableState}
          onOpen={open}
        />
      ) : null}
      <RunFileViewer
        network={params.explorer_network_id}
        runId={runId}
        path={file}
        line={line}
        onLine={setLine}
        onClose={closeFile}
      />
    </Stack>
  );
}
