import { can } from '@lne/permissions';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { canEdit } from '../../shared/context/access';
import { useAccess } from '../../shared/context/use-access';
import { formatUnixTime } from '../../shared/format/time';
import {
  refreshCollectedData,
  useCollectionRuns,
  useCollectorStatus,
  useCollectorTasks,
  useLoginCredentials,
  useRunMutations,
} from './api';
import { CollectorSettingsCard } from './CollectorSettingsCard';
import { collectorMessages as m } from './messages';
import { PollerRunDevices } from './PollerRunDevices';
import { type LatestRun, latestRun, runView } from './run-state';

const RECENT_RUNS = 5;

type RunCardProps = {
  kind: 'parser' | 'poller';
  title: string;
  help: string;
  startLabel: string;
  network: number;
  /** The latest run: a task of the collector, or a collection recorded without one. */
  task: LatestRun | null;
  canRun: boolean;
  starting: boolean;
  onStart: () => void;
  onFinished: () => void;
  children?: ReactNode;
};

function RunCard({
  kind,
  title,
  help,
  startLabel,
  network,
  task,
  canRun,
  starting,
  onStart,
  onFinished,
  children,
}: RunCardProps) {
  const view = runView(task);
  const tasks = useCollectorTasks(network, kind, true, view.active);
  const navigate = useNavigate();
  // A run that was open and has ended: refresh what it changed, once, and its row in the recent runs (their
  // polling stops with the run, maybe before its last change).
  const wasActive = useRef(false);
  const refetchTasks = tasks.refetch;
  useEffect(() => {
    if (wasActive.current && !view.active) {
      onFinished();
      void refetchTasks();
    }
    wasActive.current = view.active;
  }, [view.active, onFinished, refetchTasks]);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`${kind}-run`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge color={view.color} variant="light" data-testid={`${kind}-state`}>
              {view.label}
            </Badge>
            {!view.active && task?.finished ? (
              <Text size="xs" c="dimmed" data-testid={`${kind}-when`}>
                {m.finishedAt(formatUnixTime(task.finished))}
              </Text>
            ) : null}
          </Group>
          <Button size="xs" onClick={onStart} disabled={!canRun || view.active} loading={starting}>
            {startLabel}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        {view.active ? (
          <Stack gap={4}>
            <Progress
              value={view.progress}
              animated
              striped
              size="lg"
              aria-label={`${title} progress`}
              data-testid={`${kind}-progress`}
            />
            <Text size="xs" c="dimmed">
              {view.progress}% · {task?.started ? m.startedAt(formatUnixTime(task.started)) : m.queued}
            </Text>
          </Stack>
        ) : task ? (
          <Stack gap={2} data-testid={`${kind}-result`}>
            {task.message ? <Text size="sm">{task.message}</Text> : null}
            {children}
          </Stack>
        ) : null}
        {tasks.data && tasks.data.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {m.recentRuns}
            </Text>
            <Table fz="xs" verticalSpacing={4} data-testid={`${kind}-tasks`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.status}</Table.Th>
                  <Table.Th>{m.started}</Table.Th>
                  <Table.Th>{m.finished}</Table.Th>
                  <Table.Th>{m.message}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tasks.data.slice(0, RECENT_RUNS).map((row) => {
                  const rowView = runView(row);
                  const runId = row.run_id;
                  return (
                    <Table.Tr key={row.task_id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Badge
                          size="xs"
                          variant="light"
                          color={rowView.color}
                          style={{ overflow: 'visible' }}
                        >
                          {rowView.label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{row.started ? formatUnixTime(row.started) : ''}</Table.Td>
                      <Table.Td>{row.finished ? formatUnixTime(row.finished) : ''}</Table.Td>
                      <Table.Td>
                        <Text size="xs" lineClamp={1} title={row.message ?? undefined}>
                          {row.message ?? ''}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {kind === 'parser' && runId !== null && runId !== undefined && !rowView.active ? (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-label={`${m.parserTaskReport} ${formatUnixTime(row.created)}`}
                            onClick={() =>
                              void navigate({
                                to: '/data-collector/runs/$runId',
                                params: { runId: String(runId) },
                              })
                            }
                          >
                            {m.parserTaskReport}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Start the parser and the poller of the network and watch their runs until they end. */
export function CollectorRuns({ network }: { network: number }) {
  const access = useAccess();
  const client = useQueryClient();
  const canRun = canEdit(access, 'collectors');
  // Runs belong to the live network: a historical snapshot shows them, with the start buttons disabled.
  const canSee = can(access.role, 'live', 'read', 'collectors');
  const { parser, poller } = useCollectorStatus(network, canSee);
  // The collections a network was created with have no task: the badges show them as the latest runs.
  const collections = useCollectionRuns(network);
  const runs = useRunMutations(network);
  const params = { explorer_network_id: network };
  const stats = poller.data;
  const credentials = useLoginCredentials(network);

  const finished = (what: string) => () => {
    notifications.show({ color: 'green', message: m.runFinished(what) });
    void refreshCollectedData(client);
    // A poller run is followed by a parser run: show it at once.
    void parser.refetch();
  };

  return (
    <Stack gap="sm">
      <Title order={3}>{m.runsTitle}</Title>
      {canSee ? null : <Alert color="gray">{m.runsAdminOnly}</Alert>}
      {canSee ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <RunCard
            kind="poller"
            title={m.poller}
            help={m.pollerHelp}
            startLabel={m.startPoller}
            task={latestRun('poller', stats?.task, collections.data)}
            network={network}
            canRun={canRun}
            starting={runs.poller.isPending}
            onStart={() =>
              runs.poller.mutate(
                { params, data: {} },
                { onSuccess: () => notifications.show({ color: 'blue', message: m.runStarted(m.poller) }) },
              )
            }
            onFinished={finished(m.poller)}
          >
            {stats && stats.devices_total > 0 ? (
              <Text size="sm" data-testid="poller-counts">
                {m.pollerCounts(stats.devices_succeeded, stats.devices_failed)}
              </Text>
            ) : null}
          </RunCard>
          <RunCard
            kind="parser"
            title={m.parser}
            help={m.parserHelp}
            startLabel={m.startParser}
            task={latestRun('parser', parser.data?.task, collections.data)}
            network={network}
            canRun={canRun}
            starting={runs.parser.isPending}
            onStart={() =>
              runs.parser.mutate(
                { params },
                { onSuccess: () => notifications.show({ color: 'blue', message: m.runStarted(m.parser) }) },
              )
            }
            onFinished={finished(m.parser)}
          />
        </SimpleGrid>
      ) : null}
      {canSee ? <PollerRunDevices network={network} stats={stats} canCancel={canRun} /> : null}
      {canSee ? (
        <CollectorSettingsCard network={network} credentials={credentials.data ?? []} canEdit={canRun} />
      ) : null}
    </Stack>
  );
}
