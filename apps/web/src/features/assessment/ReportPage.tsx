import './print.css';
import type { AssessmentReport } from '@lne/api-client';
import { CheckCard, type CheckCardEvidence, downloadCsv } from '@lne/ui';
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Loader,
  MultiSelect,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshots } from '../../shared/context/api';
import { snapshotLabel, sortSnapshots } from '../../shared/context/selection';
import { usePermission } from '../../shared/context/use-access';
import { deviceDisplayName } from '../../shared/format/device-name';
import { formatUnixTime } from '../../shared/format/time';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { type AssessmentScope, useAssessmentReport, useAssessmentRun, useAssessmentScope } from './api';
import { assessmentMessages as m } from './messages';
import { type CheckEntry, csvFileName, findingRows, findingsCsv, orderChecks, reportTags } from './report';
import { SeveritySummary } from './SeveritySummary';

const DATE_FORMAT = 'YYYY-MM-DD';

type DeviceRef = { device_id: string; device_name: string };

function DeviceLink({ device, scope }: { device: DeviceRef; scope: AssessmentScope }) {
  return (
    <Anchor
      size="sm"
      fw={600}
      renderRoot={(rootProps) => (
        <Link
          {...rootProps}
          to="/inventory/device/$serial"
          params={{ serial: device.device_id }}
          search={{ network: scope.network, snapshot: scope.snapshot, tab: 'findings' }}
        />
      )}
    >
      {deviceDisplayName(device.device_name)}
    </Anchor>
  );
}

/** The file and line numbers of configuration evidence, as a link that opens that version at its first line. */
function EvidenceLink({
  evidence,
  label,
  scope,
}: {
  evidence: CheckCardEvidence;
  label: string;
  scope: AssessmentScope;
}) {
  const first = evidence.lines.find((l) => l.line !== null)?.line ?? undefined;
  return (
    <Anchor
      size="xs"
      aria-label={m.openConfigAt(`${evidence.device_name} ${label}`)}
      renderRoot={(rootProps) => (
        <Link
          {...rootProps}
          to="/inventory/device/$serial"
          params={{ serial: evidence.device_id }}
          search={{
            network: scope.network,
            snapshot: scope.snapshot,
            tab: 'configs',
            config: evidence.config_id ?? undefined,
            line: first,
          }}
        />
      )}
      data-testid="evidence-link"
    >
      {label}
    </Anchor>
  );
}

function CheckList({
  entries,
  report,
  opened,
  onChange,
  scope,
  testId,
}: {
  entries: readonly CheckEntry[];
  report: AssessmentReport;
  opened: string[];
  onChange: (value: string[]) => void;
  scope: AssessmentScope;
  testId: string;
}) {
  // The fixed findings are the compared snapshot's: their devices and configuration lines are shown there.
  const fixedScope = { network: scope.network, snapshot: report.diff?.snapshot_id ?? scope.snapshot };
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      value={opened}
      onChange={onChange}
      data-testid={testId}
    >
      {entries.map(({ check, devices }) => (
        <CheckCard
          key={check.type}
          check={check}
          devices={devices}
          renderDeviceName={(device) => <DeviceLink device={device} scope={scope} />}
          renderEvidenceSource={(evidence, label) => (
            <EvidenceLink evidence={evidence} label={label} scope={scope} />
          )}
          notApplicable={report.not_applicable?.[check.type] ?? []}
          fixed={report.diff?.fixed[check.type] ?? []}
          renderFixedDeviceName={(device) => <DeviceLink device={device} scope={fixedScope} />}
          renderFixedEvidenceSource={(evidence, label) => (
            <EvidenceLink evidence={evidence} label={label} scope={fixedScope} />
          )}
        />
      ))}
    </Accordion>
  );
}

/** The assessment report of spec §2: '/analytics/configuration-check'. */
export function ReportPage() {
  const scope = useAssessmentScope();
  const { diffSnapshot } = useSearch({ from: '/_app/analytics/configuration-check' });
  const navigate = useNavigate({ from: '/analytics/configuration-check' });
  const snapshots = useSnapshots(scope.network);
  // The spec's snapshot selection: live first, then the others by id descending; the shown one is no choice.
  const compareOptions = useMemo(
    () =>
      sortSnapshots(snapshots.data ?? [])
        .filter((s) => s.id !== scope.snapshot)
        .map((s) => ({ value: String(s.id), label: snapshotLabel(s) })),
    [snapshots.data, scope.snapshot],
  );
  // As the footer's selection does: a snapshot that is not one of the network's is no choice (e.g. after the
  // network changed), and the report is shown without comparison.
  const compared =
    diffSnapshot !== undefined && compareOptions.some((o) => o.value === String(diffSnapshot))
      ? diffSnapshot
      : undefined;
  const report = useAssessmentReport(scope, compared);
  const run = useAssessmentRun(scope.network);
  // Running re-evaluates the live state and writes the devices' findings: the update permission on devices.
  const runPermission = usePermission('update', 'devices');
  const [tags, setTags] = useState<string[]>([]);
  const [opened, setOpened] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  const today = dayjs().format(DATE_FORMAT);

  const ordered = useMemo(
    () => (report.data ? orderChecks(report.data, tags) : { withFindings: [], withoutIssues: [] }),
    [report.data, tags],
  );
  const allTags = useMemo(() => (report.data ? reportTags(report.data) : []), [report.data]);
  const shown = [...ordered.withFindings, ...ordered.withoutIssues];

  useEffect(() => {
    if (!printing) return;
    // Print once every check has rendered expanded, then give the page back its previous state.
    const frame = requestAnimationFrame(() => {
      window.print();
      setPrinting(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [printing]);

  const expanded = printing ? shown.map((entry) => entry.check.type) : opened;
  const exportCsv = () => downloadCsv(csvFileName(today), findingsCsv(findingRows(ordered.withFindings)));

  return (
    <Stack
      p="md"
      gap="md"
      maw={1280}
      mx="auto"
      className="lne-assessment-report"
      data-testid="assessment-report"
    >
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2}>{m.reportTitle}</Title>
        <Group gap="sm" className="lne-no-print">
          <DisabledReason reason={runPermission.reason}>
            <Button
              onClick={run.start}
              loading={run.busy}
              loaderProps={{ type: 'dots' }}
              data-testid="run-assessment"
            >
              {m.runAssessment}
            </Button>
          </DisabledReason>
          <Button variant="default" onClick={exportCsv} disabled={!report.data}>
            {m.exportCsv}
          </Button>
          <Button variant="default" onClick={() => setPrinting(true)} disabled={!report.data}>
            {m.printReport}
          </Button>
        </Group>
      </Group>

      <Card withBorder radius="md" padding="md" data-testid="assessment-intro">
        <Text size="sm">{m.intro}</Text>
        <Group gap="xl" mt="sm">
          <Text size="sm">
            <Text span c="dimmed">
              {m.today}:{' '}
            </Text>
            <Text span fw={600} data-testid="report-date">
              {today}
            </Text>
          </Text>
          {report.data ? (
            <Text size="sm" data-testid="last-run">
              <Text span c="dimmed">
                {m.lastRun}:{' '}
              </Text>
              {report.data.created === null ? (
                <Text span>{m.neverRun}</Text>
              ) : (
                <Text span fw={600}>
                  {formatUnixTime(report.data.created)}
                </Text>
              )}
            </Text>
          ) : null}
          {run.busy ? (
            <Group gap={6} data-testid="run-progress">
              <Loader size="xs" />
              <Text size="sm" c="blue">
                {run.state === 'STARTED' ? m.running : m.runQueued}
              </Text>
            </Group>
          ) : null}
        </Group>
      </Card>

      {report.error ? (
        <Alert color="red" title={m.loadError}>
          {report.error.message}
        </Alert>
      ) : null}
      {report.isPending ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : null}

      {report.data ? (
        <>
          <SeveritySummary withFindings={ordered.withFindings} totalChecks={shown.length} />
          {report.data.diff ? (
            <Alert color="blue" variant="light" data-testid="diff-summary">
              {m.diffSummary(report.data.diff.counts, report.data.diff.snapshot_name)}
            </Alert>
          ) : null}
          <Group justify="space-between" align="flex-end" className="lne-no-print">
            <Select
              label={m.compareWith}
              placeholder={m.compareNone}
              data={compareOptions}
              value={compared === undefined ? null : String(compared)}
              onChange={(value) =>
                void navigate({
                  search: (previous) => ({ ...previous, diffSnapshot: value ? Number(value) : undefined }),
                })
              }
              clearable
              w={360}
              data-testid="compare-snapshot"
            />
            <MultiSelect
              label={m.filterByTags}
              placeholder={tags.length === 0 ? m.filterPlaceholder : undefined}
              data={allTags}
              value={tags}
              onChange={setTags}
              clearable
              w={420}
              data-testid="tag-filter"
            />
            <Group gap="xs">
              <Button variant="subtle" size="xs" onClick={() => setOpened(shown.map((e) => e.check.type))}>
                {m.expandAll}
              </Button>
              <Button variant="subtle" size="xs" onClick={() => setOpened([])}>
                {m.collapseAll}
              </Button>
            </Group>
          </Group>
          {ordered.withFindings.length > 0 ? (
            <CheckList
              entries={ordered.withFindings}
              report={report.data}
              opened={expanded}
              onChange={setOpened}
              scope={scope}
              testId="checks-with-findings"
            />
          ) : (
            <Text c="dimmed">{shown.length === 0 ? m.noChecksForTags : m.noChecksWithFindings}</Text>
          )}
          {ordered.withoutIssues.length > 0 ? (
            <>
              <Divider
                label={m.checksWithoutIssues}
                labelPosition="center"
                my="xs"
                data-testid="checks-divider"
              />
              <CheckList
                entries={ordered.withoutIssues}
                report={report.data}
                opened={expanded}
                onChange={setOpened}
                scope={scope}
                testId="checks-without-issues"
              />
            </>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
