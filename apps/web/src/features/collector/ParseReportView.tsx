import type { ParseReport, ParseReportFile } from '@lne/api-client';
import {
  DataTable,
  type DataTableColumn,
  type DataTableState,
  ParseStatusBadge,
  parseStatusLabel,
} from '@lne/ui';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { tableHeight } from '../../shared/table/table-height';
import { collectorMessages as m } from './messages';
import {
  hasLine,
  reportWarnings,
  statusCounts,
  summaryFacts,
  type WarningRow,
  warningsNotListed,
  writtenSentence,
} from './report';

export type ReportTab = 'files' | 'warnings';

/** A file of the run to show, at a line or from its top. */
export type FileSelection = { path: string; line?: number | undefined };

const SEVERITY_COLORS: Record<string, string> = { info: 'blue', warning: 'yellow', error: 'red' };

/** A link that opens the file of a stored run at a line; plain text where the files are not stored. */
function FileLink({
  path,
  line,
  label,
  onOpen,
}: {
  path: string;
  line?: number | undefined;
  label: string;
  onOpen: ((selection: FileSelection) => void) | undefined;
}) {
  if (!onOpen) return <Text size="sm">{label}</Text>;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      aria-label={line ? m.reportOpenLine(path, line) : m.reportOpenFile(path)}
      onClick={(event) => {
        event.stopPropagation();
        onOpen({ path, line });
      }}
    >
      {label}
    </Anchor>
  );
}

function Summary({ report }: { report: ParseReport }) {
  const written = writtenSentence(report.summary);
  const platforms = Object.entries(report.summary.platforms).sort((a, b) => b[1] - a[1]);
  return (
    <Stack gap="xs" data-testid="report-summary">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
        {summaryFacts(report.summary).map((fact) => (
          <Paper key={fact.id} withBorder p="xs" radius="sm" data-testid={`report-fact-${fact.id}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {fact.label}
            </Text>
            <Text fw={700} size="lg">
              {fact.value.toLocaleString('en-US')}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        {statusCounts(report.summary).map((entry) => (
          <Group key={entry.status} gap={4} data-testid={`report-count-${entry.status}`}>
            <ParseStatusBadge status={entry.status} />
            <Text size="sm">{entry.count}</Text>
          </Group>
        ))}
        {platforms.map(([platform, count]) => (
          <Badge key={platform} variant="outline" color="gray" tt="none">
            {platform} · {count}
          </Badge>
        ))}
      </Group>
      {written ? (
        <Text size="sm" c="dimmed" data-testid="report-written">
          {written}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A parse report: what was read and what the network got from it, every file with its status, platform, device
 * and counts, and every warning with its line. Where the run's files are stored (`onOpen`), a file and each
 * warning's line open in the file viewer.
 */
export function ParseReportView({
  report,
  tab,
  onTabChange,
  tableState,
  onTableStateChange,
  onOpen,
}: {
  report: ParseReport;
  /** The open tab, when the caller keeps it (the report page, in the URL). */
  tab?: ReportTab;
  onTabChange?: (tab: ReportTab) => void;
  /** State of the files table (the report page keeps it in the URL). */
  tableState?: DataTableState;
  onTableStateChange?: (state: DataTableState) => void;
  onOpen?: (selection: FileSelection) => void;
}) {
  const [ownTab, setOwnTab] = useState<ReportTab>('files');
  const shownTab = tab ?? ownTab;
  const changeTab = (value: string | null) => {
    const next: ReportTab = value === 'warnings' ? 'warnings' : 'files';
    setOwnTab(next);
    onTabChange?.(next);
  };
  const warnings = useMemo(() => reportWarnings(report), [report]);
  const fileWarnings = useMemo(() => warnings.filter((warning) => warning.file !== ''), [warnings]);

  const fileColumns = useMemo<DataTableColumn<ParseReportFile>[]>(
    () => [
      {
        id: 'path',
        header: m.reportPath,
        value: (row) => row.path,
        cell: (row) => <FileLink path={row.path} label={row.path} onOpen={onOpen} />,
      },
      {
        id: 'status',
        header: m.reportStatus,
        value: (row) => parseStatusLabel(row.status),
        cell: (row) => <ParseStatusBadge status={row.status} />,
        filter: 'select',
        width: 130,
      },
      {
        id: 'platform',
        header: m.reportPlatform,
        value: (row) => row.platform,
        filter: 'select',
        width: 110,
      },
      { id: 'device', header: m.reportDevice, value: (row) => row.device ?? '', filter: 'text', width: 140 },
      {
        id: 'kind',
        header: m.reportKind,
        value: (row) => row.kind,
        filter: 'select',
        width: 100,
        hiddenByDefault: true,
      },
      { id: 'command', header: m.reportCommand, value: (row) => row.command ?? '', hiddenByDefault: true },
      { id: 'recognized', header: m.reportRecognized, value: (row) => row.recognized_lines, width: 120 },
      {
        id: 'unrecognized',
        header: m.reportUnrecognized,
        value: (row) => row.unrecognized_lines,
        width: 135,
      },
      {
        id: 'warnings',
        header: m.reportWarningCount,
        value: (row) => row.warning_count,
        width: 100,
        cell: (row) =>
          row.warning_count > 0 ? (
            <Badge size="sm" variant="light" color="yellow">
              {row.warning_count}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              0
            </Text>
          ),
      },
    ],
    [onOpen],
  );

  const warningColumns = useMemo<DataTableColumn<WarningRow>[]>(
    () => [
      { id: 'file', header: m.reportPath, value: (row) => row.file, filter: 'text' },
      {
        id: 'line',
        header: m.reportLine,
        value: (row) => row.line,
        width: 90,
        cell: (row) =>
          hasLine(row) ? (
            <FileLink path={row.file} line={row.line} label={String(row.line)} onOpen={onOpen} />
          ) : (
            <Text size="sm" c="dimmed">
              {m.reportWholeFile}
            </Text>
          ),
      },
      {
        id: 'severity',
        header: m.reportSeverity,
        value: (row) => row.severity,
        filter: 'select',
        width: 120,
        cell: (row) => (
          <Badge size="sm" variant="light" color={SEVERITY_COLORS[row.severity] ?? 'gray'}>
            {row.severity}
          </Badge>
        ),
      },
      { id: 'code', header: m.reportCode, value: (row) => row.code, filter: 'select', width: 170 },
      {
        id: 'text',
        header: m.reportText,
        value: (row) => row.text,
        cell: (row) => (
          <Text size="xs" ff="monospace" style={{ whiteSpace: 'pre' }} truncate="end">
            {row.text}
          </Text>
        ),
      },
      { id: 'device', header: m.reportDevice, value: (row) => row.device ?? '', filter: 'text', width: 140 },
    ],
    [onOpen],
  );

  const notListed = report.files.reduce((sum, file) => sum + warningsNotListed(file), 0);

  return (
    <Stack gap="md">
      <Summary report={report} />
      {report.warnings.length > 0 ? (
        <Alert color="yellow" title={m.reportRunWarnings} data-testid="report-run-warnings">
          <Stack gap={2}>
            {report.warnings.map((warning, index) => (
              <Text key={index} size="sm">
                {warning.text}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Tabs value={shownTab} onChange={changeTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="files">{m.reportTabFiles(report.files.length)}</Tabs.Tab>
          <Tabs.Tab value="warnings">{m.reportTabWarnings(report.summary.warnings)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="files" pt="sm" data-testid="report-files">
          <DataTable<ParseReportFile>
            data={report.files}
            columns={fileColumns}
            getRowId={(row) => row.path}
            emptyText={m.reportNoFiles}
            {...(tableState ? { state: tableState } : {})}
            {...(onTableStateChange ? { onStateChange: onTableStateChange } : {})}
            exportFileName="parse-report-files"
            height={tableHeight(report.files.length, 420)}
            {...(onOpen ? { onRowClick: (row: ParseReportFile) => onOpen({ path: row.path }) } : {})}
          />
        </Tabs.Panel>
        <Tabs.Panel value="warnings" pt="sm" data-testid="report-warnings">
          <Stack gap="xs">
            {notListed > 0 ? (
              <Text size="xs" c="dimmed">
                {m.reportMoreWarnings(notListed)}
              </Text>
            ) : null}
            <DataTable<WarningRow>
              data={fileWarnings}
              columns={warningColumns}
              getRowId={(row) => row.id}
              emptyText={m.reportNoWarnings}
              exportFileName="parse-report-warnings"
              height={tableHeight(fileWarnings.length, 420)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
