import type { LoginCredential, LoginDevice, SupportedVendor } from '@lne/api-client';
import { DataTable, type DataTableColumn, valibotResolver } from '@lne/ui';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { editBlockedReason } from '../../shared/context/access';
import { useScope } from '../../shared/context/scope';
import { useAccess, useCanEdit } from '../../shared/context/use-access';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import { RowActionButtons } from '../../shared/table/RowActionButtons';
import { tableHeight } from '../../shared/table/table-height';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import { ConfirmDelete } from '../../shared/ui/ConfirmDelete';
import {
  refreshCollectedData,
  useLoginCredentials,
  useLoginDeviceMutations,
  useLoginDevices,
  useSupportedVendors,
} from './api';
import { CollectionRunsCard } from './CollectionRunsCard';
import { CollectorRuns } from './CollectorRuns';
import { DeviceOutputs } from './DeviceOutputs';
import {
  EMPTY_LOGIN_DEVICE,
  type LoginDeviceFormValues,
  loginDeviceFormValues,
  loginDeviceInput,
  loginDeviceSchema,
  platformOptions,
} from './forms';
import { HostKeyCell } from './HostKeyCell';
import { LastPollCell } from './LastPollCell';
import { collectorMessages as m } from './messages';
import { hostKeyView, lastPollView } from './poll-state';

function LoginDeviceModal({
  opened,
  device,
  vendors,
  credentials,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  device: LoginDevice | undefined;
  vendors: readonly SupportedVendor[];
  credentials: readonly LoginCredential[];
  pending: boolean;
  onSubmit: (values: LoginDeviceFormValues) => void;
  onClose: () => void;
}) {
  const form = useForm<LoginDeviceFormValues>({
    initialValues: EMPTY_LOGIN_DEVICE,
    validate: valibotResolver(loginDeviceSchema),
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues(device ? loginDeviceFormValues(device) : EMPTY_LOGIN_DEVICE);
    form.clearErrors();
  }, [opened, device]);
  return (
    <Modal opened={opened} onClose={onClose} title={device ? m.editDevice : m.addDevice} centered>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="sm">
          <TextInput label={m.name} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={m.ipAddress} required {...form.getInputProps('ip_address')} />
          <Select
            label={m.platform}
            data={platformOptions(vendors, vendorDisplayName)}
            searchable
            clearable
            {...form.getInputProps('platform')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={m.port}
              min={1}
              max={65535}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('port')}
            />
            <Select
              label={m.credential}
              placeholder={m.noCredential}
              data={credentials.map((credential) => ({
                value: String(credential.id),
                label: credential.name,
              }))}
              clearable
              {...form.getInputProps('login_credential_id')}
            />
          </Group>
          <PasswordInput
            label={m.enablePassword}
            autoComplete="new-password"
            description={device?.enable_password ? m.keepSecret : undefined}
            {...form.getInputProps('enable_password')}
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

/** Data Collector › Devices: the devices the poller logs into, and the parser and poller runs. */
export function LoginDevicesPage() {
  const scope = useScope();
  const access = useAccess();
  const client = useQueryClient();
  const [tableState, setTableState] = useUrlTableState();
  const imported = useCallback(() => void refreshCollectedData(client), [client]);
  const canEdit = useCanEdit('login_devices');
  // Trusting another host key is an administrator's decision (`manage` on the collectors).
  const canAcceptKeys = useCanEdit('collectors');
  const devices = useLoginDevices(scope.network);
  const credentials = useLoginCredentials(scope.network);
  const vendors = useSupportedVendors(scope.network);
  const { create, update, remove } = useLoginDeviceMutations();
  const [editing, setEditing] = useState<LoginDevice | 'new' | undefined>(undefined);
  const [deleting, setDeleting] = useState<LoginDevice | undefined>(undefined);
  const [viewing, setViewing] = useState<LoginDevice | undefined>(undefined);
  const credentialNames = useMemo(
    () => new Map((credentials.data ?? []).map((credential) => [credential.id, credential.name])),
    [credentials.data],
  );

  const columns = useMemo<DataTableColumn<LoginDevice>[]>(
    () => [
      {
        id: 'name',
        header: m.name,
        value: (row) => row.name,
        filter: 'text',
        cell: (row) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{row.name}</Text>
            {row.discovered ? (
              <Badge size="xs" variant="outline" title={m.discoveredHelp}>
                {m.discovered}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { id: 'ip_address', header: m.ipShort, value: (row) => row.ip_address, width: 160 },
      {
        id: 'vendor',
        header: m.vendor,
        value: (row) => vendorDisplayName(row.vendor),
        filter: 'select',
        width: 120,
      },
      { id: 'platform', header: m.platform, value: (row) => row.platform, width: 170 },
      { id: 'port', header: m.port, value: (row) => row.port, width: 80 },
      {
        id: 'credential',
        header: m.credential,
        value: (row) =>
          row.login_credential_id === null ? '' : (credentialNames.get(row.login_credential_id) ?? ''),
      },
      {
        id: 'last_poll',
        header: m.lastPoll,
        value: (row) => lastPollView(row).label,
        filter: 'select',
        width: 190,
        cell: (row) => <LastPollCell device={row} />,
      },
      {
        id: 'host_key',
        header: m.hostKey,
        value: (row) => hostKeyView(row).label,
        filter: 'select',
        width: 200,
        cell: (row) => <HostKeyCell device={row} canAccept={canAcceptKeys} />,
      },
      {
        id: 'enable_password',
        header: m.enablePassword,
        value: (row) => (row.enable_password ? m.secretStored : m.secretNone),
        width: 140,
      },
      {
        id: 'actions',
        header: m.actions,
        value: () => '',
        sortable: false,
        width: 220,
        cell: (row) => (
          <RowActionButtons
            row={row.name}
            actions={[
              { label: m.outputs, onClick: () => setViewing(row) },
              { label: m.edit, disabled: !canEdit, onClick: () => setEditing(row) },
              { label: m.delete, danger: true, disabled: !canEdit, onClick: () => setDeleting(row) },
            ]}
          />
        ),
      },
    ],
    [canEdit, canAcceptKeys, credentialNames],
  );

  const submit = (values: LoginDeviceFormValues) => {
    const data = loginDeviceInput(values, vendors.data ?? []);
    const close = (message: string) => () => {
      notifications.show({ color: 'green', message });
      setEditing(undefined);
    };
    if (editing && editing !== 'new') {
      update.mutate({ loginDeviceId: editing.id, data }, { onSuccess: close(m.deviceUpdated) });
    } else {
      create.mutate(
        { data, params: { explorer_network_id: scope.network } },
        { onSuccess: close(m.deviceCreated) },
      );
    }
  };

  return (
    <Stack p="md" gap="lg">
      <Stack gap="md">
        <Title order={2}>{m.devicesTitle}</Title>
        <Text c="dimmed" size="sm">
          {m.devicesIntro}
        </Text>
        {scope.snapshot !== 1 ? <Alert color="gray">{m.readOnlyHistorical}</Alert> : null}
        <DataTable<LoginDevice>
          data={devices.data ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          loading={devices.isPending}
          error={devices.error}
          emptyText={m.emptyDevices}
          state={tableState}
          onStateChange={setTableState}
          exportFileName="login-devices"
          height={tableHeight(devices.data?.length ?? 0, 360)}
          toolbar={
            <Button disabled={!canEdit} onClick={() => setEditing('new')}>
              {m.addDevice}
            </Button>
          }
        />
      </Stack>
      <CollectionRunsCard
        network={scope.network}
        importBlocked={editBlockedReason(access, 'collectors')}
        onImported={imported}
      />
      <CollectorRuns network={scope.network} />
      <LoginDeviceModal
        opened={editing !== undefined}
        device={editing === 'new' ? undefined : editing}
        vendors={vendors.data ?? []}
        credentials={credentials.data ?? []}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      />
      <DeviceOutputs network={scope.network} device={viewing} onClose={() => setViewing(undefined)} />
      <ConfirmDelete
        item={deleting}
        title={m.confirmDeleteDevice}
        describe={(device) => m.confirmDeleteDeviceText(device.name)}
        confirmLabel={m.delete}
        pending={remove.isPending}
        remove={(device) => remove.mutateAsync({ loginDeviceId: device.id })}
        deletedMessage={m.deviceDeleted}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
