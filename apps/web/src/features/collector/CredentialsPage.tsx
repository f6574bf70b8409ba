import type { LoginCredential } from '@lne/api-client';
import { DataTable, type DataTableColumn, valibotResolver } from '@lne/ui';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useScope } from '../../shared/context/scope';
import { useCanEdit } from '../../shared/context/use-access';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { tableHeight } from '../../shared/table/table-height';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { ConfirmDelete } from '../../shared/ui/ConfirmDelete';
import { useCredentialMutations, useLoginCredentials } from './api';
import {
  type CredentialFormValues,
  credentialFormValues,
  credentialInput,
  credentialSecretKinds,
  EMPTY_CREDENTIAL,
  editCredentialSchema,
  newCredentialSchema,
} from './forms';
import { collectorMessages as m } from './messages';

const PROTOCOLS = ['ssh', 'telnet', 'snmp', 'https'];

function CredentialModal({
  opened,
  credential,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  credential: LoginCredential | undefined;
  pending: boolean;
  onSubmit: (values: CredentialFormValues) => void;
  onClose: () => void;
}) {
  const form = useForm<CredentialFormValues>({
    initialValues: EMPTY_CREDENTIAL,
    validate: (values) => valibotResolver(credential ? editCredentialSchema : newCredentialSchema)(values),
  });
  const [keyFile, setKeyFile] = useState<File | null>(null);
  useEffect(() => {
    if (!opened) return;
    form.setValues(credential ? credentialFormValues(credential) : EMPTY_CREDENTIAL);
    form.clearErrors();
    setKeyFile(null);
  }, [opened, credential]);
  return (
    <Modal opened={opened} onClose={onClose} title={credential ? m.editCredential : m.addCredential} centered>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <TextInput label={m.name} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={m.username} required autoComplete="off" {...form.getInputProps('username')} />
          <PasswordInput
            label={m.password}
            autoComplete="new-password"
            description={credential?.password ? m.keepSecret : undefined}
            {...form.getInputProps('password')}
          />
          <FileInput
            label={m.privateKey}
            description={
              keyFile
                ? m.privateKeyLoaded(keyFile.name)
                : credential?.private_key
                  ? m.privateKeyStored
                  : m.privateKeyHelp
            }
            value={keyFile}
            clearable
            error={form.errors.private_key}
            onChange={(file) => {
              setKeyFile(file);
              if (!file) {
                form.setFieldValue('private_key', '');
                return;
              }
              void file.text().then((text) => form.setFieldValue('private_key', text));
            }}
            data-testid="credential-private-key"
          />
          {keyFile || credential?.private_key ? (
            <PasswordInput
              label={m.passphrase}
              autoComplete="new-password"
              description={credential?.private_key ? m.keepSecret : undefined}
              {...form.getInputProps('passphrase')}
            />
          ) : null}
          <Select
            label={m.protocol}
            data={PROTOCOLS}
            allowDeselect={false}
            {...form.getInputProps('protocol')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Data Collector › Credentials: the network's login credentials; secrets are write-only. */
export function CredentialsPage() {
  const scope = useScope();
  const [tableState, setTableState] = useUrlTableState();
  const canEdit = useCanEdit('login_credentials');
  const credentials = useLoginCredentials(scope.network);
  const { create, update, remove } = useCredentialMutations();
  const [editing, setEditing] = useState<LoginCredential | 'new' | undefined>(undefined);
  const [deleting, setDeleting] = useState<LoginCredential | undefined>(undefined);

  const columns = useMemo<DataTableColumn<LoginCredential>[]>(
    () => [
      { id: 'name', header: m.name, value: (row) => row.name, filter: 'text' },
      { id: 'username', header: m.username, value: (row) => row.username },
      {
        id: 'protocol',
        header: m.protocol,
        value: (row) => row.protocol,
        filter: 'select',
        width: 120,
        cell: (row) => (
          <Badge variant="light" tt="uppercase">
            {row.protocol}
          </Badge>
        ),
      },
      {
        id: 'secret',
        header: m.secret,
        // The answer only ever carries the mask; the column says which secrets are stored, never what they are.
        value: (row) => credentialSecretKinds(row),
        width: 150,
        cell: (row) => (
          <Text size="sm" c="dimmed">
            {credentialSecretKinds(row)}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 150,
        cell: (row) => (
          <RowActionButtons
            row={row.name}
            actions={[
              { label: m.edit, disabled: !canEdit, onClick: () => setEditing(row) },
              { label: m.delete, danger: true, disabled: !canEdit, onClick: () => setDeleting(row) },
            ]}
          />
        ),
      },
    ],
    [canEdit],
  );

  const submit = (values: CredentialFormValues) => {
    const data = credentialInput(values);
    const close = (message: string) => () => {
      notifications.show({ color: 'green', message });
      setEditing(undefined);
    };
    if (editing && editing !== 'new') {
      update.mutate({ loginCredentialId: editing.id, data }, { onSuccess: close(m.credentialUpdated) });
    } else {
      create.mutate(
        { data, params: { explorer_network_id: scope.network } },
        { onSuccess: close(m.credentialCreated) },
      );
    }
  };

  return (
    <Stack p="md" gap="md">
      <Title order={2}>{m.credentialsTitle}</Title>
      <Text c="dimmed" size="sm">
        {m.credentialsIntro}
      </Text>
      {scope.snapshot !== 1 ? <Alert color="gray">{m.readOnlyHistorical}</Alert> : null}
      <DataTable<LoginCredential>
        data={credentials.data ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        loading={credentials.isPending}
        error={credentials.error}
        emptyText={m.emptyCredentials}
        state={tableState}
        onStateChange={setTableState}
        exportFileName="credentials"
        height={tableHeight(credentials.data?.length ?? 0, 480)}
        toolbar={
          <Button disabled={!canEdit} onClick={() => setEditing('new')}>
            {m.addCredential}
          </Button>
        }
      />
      <CredentialModal
        opened={editing !== undefined}
        credential={editing === 'new' ? undefined : editing}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDelete
        item={deleting}
        title={m.confirmDeleteCredential}
        describe={(credential) => m.confirmDeleteCredentialText(credential.name)}
        confirmLabel={m.delete}
        pending={remove.isPending}
        remove={(credential) => remove.mutateAsync({ loginCredentialId: credential.id })}
        deletedMessage={m.credentialDeleted}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
