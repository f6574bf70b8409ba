import {
  downloadCollectionRun,
  type LoginDevice,
  useGetCollectionRunFile,
  useGetCollectionRunReport,
  useListCollectionRuns,
} from '@lne/api-client';
import { downloadBlob } from '@lne/ui';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { formatUnixTime } from '../../shared/format/time';
import { collectorMessages as m } from './messages';
import { deviceFiles, outputFolderName } from './poll-state';
import { baseName } from './report';

/**
 * What the poller collected from a login device, verbatim: its files in a poll run of the network (the newest
 * by default), each readable here, and the run downloadable as the archive the import reads.
 */
export function DeviceOutputs({
  network,
  device,
  onClose,
}: {
  network: number;
  device: LoginDevice | undefined;
  onClose: () => void;
}) {
  const params = { explorer_network_id: network };
  const runs = useListCollectionRuns(params, { query: { enabled: device !== undefined } });
  const polls = useMemo(() => (runs.data ?? []).filter((run) => run.source === 'poll'), [runs.data]);
  const [runId, setRunId] = useState<number | null>(null);
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    if (!device) return;
    setRunId(null);
    setPath(null);
  }, [device]);
  const run = runId ?? polls[0]?.id ?? null;
  const report = useGetCollectionRunReport(run ?? 0, params, {
    query: { enabled: device !== undefined && run !== null },
  });
  const files = useMemo(
    () => (device && report.data ? deviceFiles(report.data.files, device.name) : []),
    [device, report.data],
  );
  const shown = path ?? files[0]?.path ?? null;
  const file = useGetCollectionRunFile(
    run ?? 0,
    { ...params, path: shown ?? '' },
    {
      query: { enabled: run !== null && shown !== null },
    },
  );
  const [downloading, setDownloading] = useState<'run' | 'device' | null>(null);
  /** The run's archive, or only this device's files of it (the same layout, which the import reads). */
  const download = async (what: 'run' | 'device') => {
    if (run === null || !device) return;
    setDownloading(what);
    try {
      if (what === 'run') downloadBlob(await downloadCollectionRun(run, params), `poll-run-${run}.tar.gz`);
      else
        downloadBlob(
          await downloadCollectionRun(run, { ...params, device: device.name }),
          `poll-run-${run}-${outputFolderName(device.name)}.tar.gz`,
        );
    } finally {
      setDownloading(null);
    }
  };
  const downloadFile = () => {
    if (!file.data) return;
    downloadBlob(new Blob([file.data.text], { type: 'text/plain;charset=utf-8' }), baseName(file.data.path));
  };
  return (
    <Modal
      opened={device !== undefined}
      onClose={onClose}
      title={device ? m.outputsTitle(device.name) : ''}
      size="90%"
    >
      <Stack gap="sm" data-testid="device-outputs">
        {runs.isPending ? <Loader size="sm" /> : null}
        {!runs.isPending && polls.length === 0 ? <Alert color="gray">{m.outputsNone}</Alert> : null}
        {polls.length > 0 ? (
          <Group justify="space-between" align="flex-end">
            <Select
              label={m.outputsRun}
              w={360}
              allowDeselect={false}
              value={run === null ? null : String(run)}
              data={polls.map((poll) => ({
                value: String(poll.id),
                label: `${formatUnixTime(poll.created)} · ${poll.label}`,
              }))}
              onChange={(value) => {
                setRunId(value === null ? null : Number(value));
                setPath(null);
              }}
            />
            <Group gap="xs">
              <Button
                variant="light"
                onClick={() => void download('device')}
                loading={downloading === 'device'}
                disabled={run === null || files.length === 0}
              >
                {m.outputsDownloadDevice}
              </Button>
              <Button
                variant="default"
                onClick={() => void download('run')}
                loading={downloading === 'run'}
                disabled={run === null}
              >
                {m.outputsDownload}
              </Button>
            </Group>
          </Group>
        ) : null}
        {report.data && files.length === 0 ? <Alert color="gray">{m.outputsNoneInRun}</Alert> : null}
        {files.length > 0 ? (
          <SimpleGrid cols={{ base: 1, md: 4 }} spacing="sm">
            <ScrollArea.Autosize mah={520}>
              {files.map((entry) => (
                <NavLink
                  component="button"
                  key={entry.path}
                  active={entry.path === shown}
                  label={entry.command ?? entry.path.split('/').pop()}
                  description={entry.kind === 'config' ? m.outputsConfig : entry.status}
                  onClick={() => setPath(entry.path)}
                />
              ))}
            </ScrollArea.Autosize>
            <Stack gap={4} style={{ gridColumn: 'span 3' }}>
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  {shown}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={downloadFile} disabled={!file.data}>
                  {m.outputsDownloadFile}
                </Button>
              </Group>
              <ScrollArea h={500} type="auto">
                <Text component="pre" ff="monospace" size="xs" m={0} data-testid="device-output-text">
                  {file.data?.text ?? ''}
                </Text>
              </ScrollArea>
            </Stack>
          </SimpleGrid>
        ) : null}
      </Stack>
    </Modal>
  );
}
