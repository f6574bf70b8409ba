import {
  type Backup,
  downloadBackup,
  errorMessage,
  getListBackupsQueryKey,
  useCreateBackup,
  useDeleteBackup,
  useListBackups,
  useRestoreBackup,
} from '@lne/api-client';
import { DataTable, type DataTableColumn, downloadBlob } from '@lne/ui';
import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermission } from '../../shared/context/use-access';
import { formatBytes } from '../../shared/format/bytes';
import { formatUnixTime } from '../../shared/format/time';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { settingsMessages as m } from './messages';
import { notifySuccess } from './notify';
import { SettingsPage } from './SettingsPage';

type RestoreResult = { ok: true; filename: string } | { ok: false; reason: string };

async function saveBackupFile(filename: string): Promise<void> {
  downloadBlob(await downloadBackup(filename), filename);
}

function RestoreCard() {
  const queryClient = useQueryClient();
  const restoring = usePermission('update', 'backups');
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<RestoreResult | null>(null);
  const restore = useRestoreBackup({
    mutation: {
      meta: { handlesErrors: true },
      onSuccess: async (data) => {
        setResult({ ok: true, filename: data.filename });
        setFile(null);
        setConfirming(false);
        // Every piece of data may have changed: read it all again.
        await queryClient.invalidateQueries();
      },
      onError: (error) => {
        setConfirming(false);
        setResult({ ok: false, reason: errorMessage(error) });
      },
    },
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={4}>{m.restoreTitle}</Title>
        <Text size="sm" c="dimmed">
          {m.restoreHint}
        </Text>
        <Group align="flex-end" wrap="nowrap">
          <FileInput
            label={m.restoreFile}
            placeholder=".tar.gz"
            accept=".gz,.tgz,application/gzip"
            value={file}
            onChange={(value) => {
              setFile(value);
              setResult(null);
            }}
            clearable
            disabled={!restoring.allowed}
            style={{ flex: 1 }}
            data-testid="restore-file"
          />
          <DisabledReason reason={restoring.reason}>
            <Button color="orange" disabled={!file} onClick={() => setConfirming(true)}>
              {m.restoreButton}
            </Button>
          </DisabledReason>
        </Group>
        {result ? (
          <Alert
            color={result.ok ? 'green' : 'red'}
            title={result.ok ? undefined : m.restoreFailed}
            withCloseButton
            onClose={() => setResult(null)}
            data-testid="restore-result"
          >
            {result.ok ? m.restoreDone(result.filename) : result.reason}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={m.restoreConfirmTitle}
        confirmLabel={m.restoreButton}
        color="orange"
        pending={restore.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => file && restore.mutate({ data: { upload_file: file } })}
      >
        {m.restoreConfirm(file?.name ?? '')}
      </ConfirmDialog>
    </Card>
  );
}

/** Backups with size and date: create, download, delete; restore from an uploaded file. */
export function BackupPage() {
  const queryClient = useQueryClient();
  const backups = useListBackups();
  const creating = usePermission('create', 'backups');
  const removal = usePermission('delete', 'backups');
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const [tableState, setTableState] = useUrlTableState();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListBackupsQueryKey() });
  const create = useCreateBackup({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.backupCreated);
        await refresh();
      },
    },
  });
  const remove = useDeleteBackup({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.backupDeleted);
        setDeleting(null);
        await refresh();
      },
    },
  });
  const columns = useMemo<DataTableColumn<Backup>[]>(
    () => [
      { id: 'filename', header: m.backupFile, value: (row) => row.filename, filter: 'text' },
      {
        id: 'size',
        header: m.backupSize,
        value: (row) => row.size,
        cell: (row) => formatBytes(row.size),
        width: 120,
      },
      {
        id: 'created',
        header: m.backupDate,
        value: (row) => row.created,
        cell: (row) => formatUnixTime(row.created),
        width: 200,
      },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 210,
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`${m.download} ${row.filename}`}
              onClick={() =>
                void saveBackupFile(row.filename).catch((error: unknown) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
                )
              }
            >
              {m.download}
            </Button>
            <DisabledReason reason={removal.reason}>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`${m.delete} ${row.filename}`}
                onClick={() => setDeleting(row)}
              >
                {m.delete}
              </Button>
            </DisabledReason>
          </Group>
        ),
      },
    ],
    [removal],
  );
  return (
    <SettingsPage
      title={m.backupTitle}
      subjects={['backups']}
      actions={
        <DisabledReason reason={creating.reason}>
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            {m.createBackup}
          </Button>
        </DisabledReason>
      }
    >
      <DataTable<Backup>
        state={tableState}
        onStateChange={setTableState}
        data={backups.data ?? []}
        columns={columns}
        getRowId={(row) => row.filename}
        loading={backups.isPending}
        error={backups.error}
        emptyText={m.noBackups}
        height={360}
      />
      <RestoreCard />
      <ConfirmDialog
        opened={deleting !== null}
        title={m.delete}
        confirmLabel={m.delete}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ filename: deleting.filename })}
      >
        {m.deleteBackupConfirm(deleting?.filename ?? '')}
      </ConfirmDialog>
    </SettingsPage>
  );
}
