import {
  type DeviceConfig,
  getGetDeviceConfigHistoryQueryKey,
  useDeleteDeviceConfigs,
  useGetDeviceConfigHistory,
  useUploadDeviceConfig,
} from '@lne/api-client';
import { ConfigViewer, DataTable, type DataTableColumn, DiffViewer } from '@lne/ui';
import { Alert, Badge, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatBytes } from '../../shared/format/bytes';
import { chosenDiffPair, chosenVersion, versionLabel } from '../../shared/format/config-versions';
import { formatUnixTime } from '../../shared/format/time';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { invalidateInventory } from './api';
import { inventoryMessages } from './messages';

const m = inventoryMessages.configs;

/**
 * What the Configs tab shows, kept by the page (in the URL): the version viewed with a line marked (where an
 * assessment finding points), and the two versions compared.
 */
export type ConfigSelection = { config?: number; line?: number; diffFrom?: number; diffTo?: number };

export type DeviceConfigsProps = {
  deviceId: string;
  network: number;
  snapshot: number;
  canEdit: boolean;
  selection: ConfigSelection;
  onSelectionChange: (selection: ConfigSelection) => void;
};

/** Device details › Configs: the versions, one version highlighted, upload, delete and a diff of two versions. */
export function DeviceConfigs({
  deviceId,
  network,
  snapshot,
  canEdit,
  selection,
  onSelectionChange,
}: DeviceConfigsProps) {
  const queryClient = useQueryClient();
  const scope = { explorer_network_id: network, snapshot_id: snapshot };
  const [file, setFile] = useState<File | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DeviceConfig | undefined>();
  const history = useGetDeviceConfigHistory(deviceId, scope);
  const versions = history.data?.versions ?? [];
  const shownId = chosenVersion(versions, selection.config);
  const shownText = useGetDeviceConfigHistory(
    deviceId,
    { ...scope, config_id: shownId ?? 0 },
    { query: { enabled: shownId !== undefined } },
  );
  const pair = chosenDiffPair(versions, selection.diffFrom, selection.diffTo);
  const fromId = pair?.[0];
  const toId = pair?.[1];
  // Another version has other line numbers: the marked line belongs to the version it was given with.
  const setShownId = (config: number | undefined) =>
    onSelectionChange({ ...selection, config, line: undefined });
  const setPair = (diffFrom: number | undefined, diffTo: number | undefined) =>
    onSelectionChange({ ...selection, diffFrom, diffTo });
  const fromText = useGetDeviceConfigHistory(
    deviceId,
    { ...scope, config_id: fromId ?? 0 },
    { query: { enabled: fromId !== undefined } },
  );
  const toText = useGetDeviceConfigHistory(
    deviceId,
    { ...scope, config_id: toId ?? 0 },
    { query: { enabled: toId !== undefined } },
  );
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: getGetDeviceConfigHistoryQueryKey(deviceId) });
    await invalidateInventory(queryClient);
  };
  const upload = useUploadDeviceConfig({ mutation: { onSuccess: refresh } });
  const remove = useDeleteDeviceConfigs({ mutation: { onSuccess: refresh } });

  const byId = useMemo(() => new Map(versions.map((v) => [v.config_id, v])), [versions]);
  // Versions are newest first: the one before a version is the next in the list.
  const previousOf = (id: number) => {
    const index = versions.findIndex((v) => v.config_id === id);
    return index >= 0 ? versions[index + 1]?.config_id : undefined;
  };
  const labelOf = (id: number | undefined) => {
    const version = id === undefined ? undefined : byId.get(id);
    return version ? `${version.filename} ${versionLabel(version)}` : '';
  };
  const options = versions.map((v) => ({ value: String(v.config_id), label: versionLabel(v) }));

  const columns = useMemo<DataTableColumn<DeviceConfig>[]>(
    () => [
      { id: 'version', header: m.version, value: (v) => v.config_id, width: 90 },
      { id: 'file', header: m.file, value: (v) => v.filename },
      { id: 'stored', header: m.stored, value: (v) => formatUnixTime(v.created), width: 180 },
      {
        id: 'commit',
        header: m.commit,
        value: (v) => v.commit_id ?? m.staged,
        cell: (v) =>
          v.commit_id ? (
            <Text size="sm" ff="monospace">
              {v.commit_id.slice(0, 10)}
            </Text>
          ) : (
            <Badge size="sm" variant="light" color="yellow">
              {m.staged}
            </Badge>
          ),
        width: 130,
      },
      { id: 'size', header: m.size, value: (v) => v.size, cell: (v) => formatBytes(v.size), width: 100 },
      {
        id: 'actions',
        header: '',
        value: () => '',
        sortable: false,
        cell: (v) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              aria-label={m.viewVersion(v.config_id)}
              onClick={() => setShownId(v.config_id)}
            >
              {m.view}
            </Button>
            {previousOf(v.config_id) !== undefined && (
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={m.compareVersion(v.config_id)}
                onClick={() => setPair(previousOf(v.config_id), v.config_id)}
              >
                {m.compareWithPrevious}
              </Button>
            )}
            {canEdit && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => setPendingDelete(v)}>
                {m.delete}
              </Button>
            )}
          </Group>
        ),
        width: 230,
      },
    ],
    [canEdit, selection, versions],
  );

  // The newest version is shown until one is chosen.
  const shown = shownId === undefined ? history.data?.config : shownText.data?.config;
  return (
    <Stack gap="md">
      {canEdit && (
        <Group align="flex-end" gap="xs">
          <FileInput
            w={320}
            size="xs"
            label={m.uploadLabel}
            placeholder=".cfg, .conf, .rsc, .txt"
            value={file}
            onChange={setFile}
            clearable
            data-testid="config-file"
          />
          <Button
            size="xs"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => {
              if (!file) return;
              void upload
                .mutateAsync({
                  data: { upload_file: file },
                  params: { explorer_network_id: network, device_id: deviceId },
                })
                .then(() => {
                  setFile(null);
                  onSelectionChange({});
                  notifications.show({ color: 'green', message: m.uploaded });
                });
            }}
          >
            {m.upload}
          </Button>
        </Group>
      )}
      <DataTable<DeviceConfig>
        data={versions}
        columns={columns}
        getRowId={(v) => String(v.config_id)}
        loading={history.isPending}
        error={history.error}
        emptyText={m.empty}
        height={220}
      />
      {shown && (
        <Stack gap={4}>
          <Title order={4}>{m.shown(`${shown.filename} ${versionLabel(shown)}`)}</Title>
          <ConfigViewer
            text={shown.text}
            maxHeight={420}
            focusLine={shownId !== undefined && shownId === selection.config ? selection.line : undefined}
          />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={4}>{m.diffTitle}</Title>
        {versions.length < 2 ? (
          <Alert color="gray" variant="light">
            {m.needTwo}
          </Alert>
        ) : (
          <>
            <Group gap="xs">
              <Select
                size="xs"
                w={240}
                label={m.fromVersion}
                data={options}
                value={fromId === undefined ? null : String(fromId)}
                onChange={(value) => setPair(value ? Number(value) : undefined, toId)}
                data-testid="diff-from"
              />
              <Select
                size="xs"
                w={240}
                label={m.toVersion}
                data={options}
                value={toId === undefined ? null : String(toId)}
                onChange={(value) => setPair(fromId, value ? Number(value) : undefined)}
                data-testid="diff-to"
              />
            </Group>
            {fromText.data?.config && toText.data?.config && (
              <DiffViewer
                oldText={fromText.data.config.text}
                newText={toText.data.config.text}
                oldLabel={labelOf(fromId)}
                newLabel={labelOf(toId)}
                maxHeight={520}
              />
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        confirmLabel={m.delete}
        opened={pendingDelete !== undefined}
        title={m.deleteTitle}
        pending={remove.isPending}
        onClose={() => setPendingDelete(undefined)}
        onConfirm={() => {
          if (!pendingDelete) return;
          const id = pendingDelete.config_id;
          void remove
            .mutateAsync({ deviceId, params: { explorer_network_id: network, config_id: id } })
            .then(() => {
              setPendingDelete(undefined);
              onSelectionChange({ config: shownId === id ? undefined : shownId });
              notifications.show({ color: 'green', message: m.deleted });
            });
        }}
      >
        {m.confirmDelete(pendingDelete ? versionLabel(pendingDelete) : '')}
      </ConfirmDialog>
    </Stack>
  );
}
