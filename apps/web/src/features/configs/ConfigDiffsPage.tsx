import {
  type DeviceConfigChange,
  useGetDeviceConfigHistory,
  useListDeviceConfigChanges,
  useListDeviceConfigs,
} from '@lne/api-client';
import { DiffViewer, type DiffViewMode } from '@lne/ui';
import {
  Accordion,
  Alert,
  Badge,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GlobalSearch, ConfigDiffsSearch as RouteSearch } from '../../shared/navigation/search';

/** The page's own keys plus the search text (`q`, a list key every route accepts). */
type ConfigDiffsSearch = RouteSearch & Pick<GlobalSearch, 'q'>;

import { useSnapshots } from '../../shared/context/api';
import { snapshotLabel, sortSnapshots } from '../../shared/context/selection';
import { chosenDiffPair, versionLabel } from '../../shared/format/config-versions';
import { deviceDisplayName } from '../../shared/format/device-name';
import { DeviceLink } from '../../shared/navigation/DeviceLink';
import { pickSnapshots } from './format';
import { configMessages as m } from './messages';

const changeColor = { changed: 'blue', added: 'green', removed: 'red' } as const;

type Side = { label: string; value: string | null; onChange: (value: string | null) => void; testId: string };

/** The two choices of a comparison (from, to) over the same options. */
function FromToSelects({
  width,
  options,
  from,
  to,
}: {
  width: number;
  options: { value: string; label: string }[];
  from: Side;
  to: Side;
}) {
  return (
    <>
      {[from, to].map((side) => (
        <Select
          key={side.testId}
          w={width}
          size="xs"
          label={side.label}
          data={options}
          value={side.value}
          onChange={side.onChange}
          data-testid={side.testId}
        />
      ))}
    </>
  );
}

function changeSideLabel(version: DeviceConfigChange['from']): string {
  return version ? `${version.filename} ${versionLabel(version)}` : m.none;
}

/** Every device whose configuration changed between two snapshots, each with its diff. */
function SnapshotChanges({ network, mode, onModeChange, search: url, onSearchChange }: Scoped) {
  const snapshots = useSnapshots(network);
  const sorted = useMemo(() => sortSnapshots(snapshots.data ?? []), [snapshots.data]);
  const search = url.q ?? '';
  const setSearch = (text: string) => onSearchChange({ q: text === '' ? undefined : text });
  // The opened device is in the URL too: a shared link opens its diff.
  const opened = url.device ?? null;
  const setOpened = (id: string | null) => onSearchChange({ device: id ?? undefined });
  const options = sorted.map((s) => ({ value: String(s.id), label: snapshotLabel(s) }));
  const chosen = pickSnapshots(
    sorted.map((s) => s.id),
    url.fromSnapshot,
    url.toSnapshot,
  );
  const to = chosen.to === undefined ? null : String(chosen.to);
  const from = chosen.from === undefined ? null : String(chosen.from);
  const setFrom = (value: string | null) =>
    onSearchChange({ fromSnapshot: value ? Number(value) : undefined });
  const setTo = (value: string | null) => onSearchChange({ toSnapshot: value ? Number(value) : undefined });
  const ready = from !== null && to !== null && from !== to;
  const changes = useListDeviceConfigChanges(
    { explorer_network_id: network, snapshot_id: Number(to), diff_snapshot_id: Number(from) },
    { query: { enabled: ready } },
  );
  const needle = search.trim().toLowerCase();
  const rows = (changes.data ?? []).filter(
    (row) => !needle || deviceDisplayName(row.device_name).toLowerCase().includes(needle),
  );
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <FromToSelects
          width={360}
          options={options}
          from={{ label: m.fromSnapshot, value: from, onChange: setFrom, testId: 'from-snapshot' }}
          to={{ label: m.toSnapshot, value: to, onChange: setTo, testId: 'to-snapshot' }}
        />
        <TextInput
          w={220}
          size="xs"
          label={m.search}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      {!ready && !snapshots.isPending && (
        <Alert color="gray" variant="light">
          {m.sameSnapshot}
        </Alert>
      )}
      {ready && changes.isPending && <Loader size="sm" />}
      {changes.isError && (
        <Alert color="red" variant="light">
          {changes.error instanceof Error ? changes.error.message : ''}
        </Alert>
      )}
      {ready && changes.data && (
        <>
          <Text size="sm" c="dimmed" data-testid="changed-count">
            {changes.data.length === 0 ? m.noChanges : m.changedDevices(rows.length)}
          </Text>
          <Accordion value={opened} onChange={setOpened} variant="separated">
            {rows.map((row) => (
              <Accordion.Item key={row.device_id} value={row.device_id} data-testid="config-change">
                <Accordion.Control>
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={500} data-testid="config-change-device">
                      {deviceDisplayName(row.device_name)}
                    </Text>
                    <Badge size="sm" variant="light" color={changeColor[row.change]}>
                      {m.change[row.change]}
                    </Badge>
                    <Text size="xs" c="green">
                      +{row.added_lines}
                    </Text>
                    <Text size="xs" c="red">
                      −{row.removed_lines}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {opened === row.device_id && (
                    <Stack gap="xs">
                      <DeviceLink id={row.device_id} name={row.device_name} />
                      <DiffViewer
                        oldText={row.from_text}
                        newText={row.to_text}
                        oldLabel={changeSideLabel(row.from)}
                        newLabel={changeSideLabel(row.to)}
                        mode={mode}
                        onModeChange={onModeChange}
                        maxHeight={560}
                      />
                    </Stack>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}

type Scoped = {
  network: number;
  snapshot: number;
  mode: DiffViewMode;
  onModeChange: (mode: DiffViewMode) => void;
  /** The page's choices, kept in the URL. */
  search: ConfigDiffsSearch;
  onSearchChange: (changes: Partial<ConfigDiffsSearch>) => void;
};

/** Two versions of one device's configuration. */
function VersionDiff({ network, snapshot, mode, onModeChange, search: url, onSearchChange }: Scoped) {
  const scope = { explorer_network_id: network, snapshot_id: snapshot };
  const configured = useListDeviceConfigs({ ...scope, latest: true });
  const deviceId = url.device ?? null;
  const devices = useMemo(
    () =>
      [...(configured.data ?? [])]
        .map((c) => ({ value: c.device_id, label: deviceDisplayName(c.device_name) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [configured.data],
  );
  const history = useGetDeviceConfigHistory(deviceId ?? '', scope, { query: { enabled: deviceId !== null } });
  const versions = history.data?.versions ?? [];
  const options = versions.map((v) => ({ value: String(v.config_id), label: versionLabel(v) }));
  const pair = chosenDiffPair(versions, url.fromVersion, url.toVersion);
  const from = pair ? String(pair[0]) : null;
  const to = pair ? String(pair[1]) : null;
  const setFromId = (value: string | null) =>
    onSearchChange({ fromVersion: value ? Number(value) : undefined });
  const setToId = (value: string | null) => onSearchChange({ toVersion: value ? Number(value) : undefined });
  const fromText = useGetDeviceConfigHistory(
    deviceId ?? '',
    { ...scope, config_id: Number(from) },
    { query: { enabled: deviceId !== null && from !== null } },
  );
  const toText = useGetDeviceConfigHistory(
    deviceId ?? '',
    { ...scope, config_id: Number(to) },
    { query: { enabled: deviceId !== null && to !== null } },
  );
  const labelOf = (id: string | null) => options.find((o) => o.value === id)?.label ?? '';
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <Select
          w={280}
          size="xs"
          label={m.device}
          data={devices}
          value={deviceId}
          onChange={(value) =>
            onSearchChange({ device: value ?? undefined, fromVersion: undefined, toVersion: undefined })
          }
          searchable
          data-testid="version-device"
        />
        <FromToSelects
          width={240}
          options={options}
          from={{ label: m.fromVersion, value: from, onChange: setFromId, testId: 'version-from' }}
          to={{ label: m.toVersion, value: to, onChange: setToId, testId: 'version-to' }}
        />
      </Group>
      {deviceId === null && (
        <Alert color="gray" variant="light">
          {m.pickVersions}
        </Alert>
      )}
      {deviceId !== null && history.data && versions.length < 2 && (
        <Alert color="gray" variant="light">
          {m.needTwo}
        </Alert>
      )}
      {fromText.data?.config && toText.data?.config && (
        <DiffViewer
          oldText={fromText.data.config.text}
          newText={toText.data.config.text}
          oldLabel={labelOf(from)}
          newLabel={labelOf(to)}
          mode={mode}
          onModeChange={onModeChange}
          maxHeight={640}
        />
      )}
    </Stack>
  );
}

/** History › Config Diffs (`/history/configdiffs`). */
export function ConfigDiffsPage() {
  const search = useSearch({ from: '/_app/history/configdiffs' });
  const navigate = useNavigate({ from: '/history/configdiffs' });
  // Every choice of the page is in the URL, so a reload or a shared link shows the same comparison.
  const onSearchChange = (changes: Partial<ConfigDiffsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true });
  const { network, snapshot, source, layout } = search;
  const scoped = {
    network,
    snapshot,
    mode: layout,
    onModeChange: (next: DiffViewMode) => onSearchChange({ layout: next }),
    search,
    onSearchChange,
  };
  return (
    <Stack p="md" gap="sm">
      <Title order={2}>{m.title}</Title>
      <SegmentedControl
        w="fit-content"
        value={source}
        onChange={(value) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              source: value === 'versions' ? 'versions' : 'snapshots',
              // A device opened among the changes is not the device whose versions are compared.
              device: undefined,
              fromVersion: undefined,
              toVersion: undefined,
              q: undefined,
            }),
          })
        }
        data={[
          { value: 'snapshots', label: m.modeSnapshots },
          { value: 'versions', label: m.modeVersions },
        ]}
      />
      {source === 'snapshots' ? <SnapshotChanges {...scoped} /> : <VersionDiff {...scoped} />}
    </Stack>
  );
}
