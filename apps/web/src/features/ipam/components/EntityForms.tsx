import {
  createIpamIpAddress,
  createIpamLocation,
  createIpamPrefix,
  createIpamVlan,
  createIpamVrf,
  type IpamIpAddress,
  type IpamLocation,
  type IpamPrefix,
  type IpamVlan,
  type IpamVrf,
  updateIpamIpAddress,
  updateIpamLocation,
  updateIpamPrefix,
  updateIpamVlan,
  updateIpamVrf,
} from '@lne/api-client';
import { valibotResolver } from '@lne/ui';
import { Checkbox, Group, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInvalidateIpam, useIpamScope, writeParams } from '../api';
import {
  emptyIpForm,
  emptyLocationForm,
  emptyPrefixForm,
  emptyVlanForm,
  emptyVrfForm,
  IP_STATUSES,
  type IpFormValues,
  ipFormOf,
  ipSchema,
  ipWrite,
  type LocationFormValues,
  locationFormOf,
  locationSchema,
  locationWrite,
  PREFIX_STATUSES,
  type PrefixFormValues,
  prefixFormOf,
  prefixSchema,
  prefixWrite,
  VLAN_STATUSES,
  type VlanFormValues,
  type VrfFormValues,
  vlanFormOf,
  vlanSchema,
  vlanWrite,
  vrfFormOf,
  vrfSchema,
  vrfWrite,
} from '../forms';
import { useLookups } from '../lookups';
import { ipamMessages } from '../messages';
import { useOtherErrors } from '../use-errors';
import { FormModal } from './FormModal';

const f = ipamMessages.fields;
const titles = ipamMessages.forms;

type Noun = (typeof ipamMessages.nouns)[keyof typeof ipamMessages.nouns];

/** Create or update, then a success toast, every IPAM read refreshed and the dialog closed. */
function useSave<TValues>(
  noun: Noun,
  editing: boolean,
  save: (values: TValues) => Promise<unknown>,
  onDone: () => void,
) {
  const invalidate = useInvalidateIpam();
  const otherErrors = useOtherErrors();
  return useMutation({
    mutationFn: save,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      const m = ipamMessages.common;
      notifications.show({
        color: 'green',
        message: editing ? m.updated(noun.title) : m.created(noun.title),
      });
      await invalidate();
      onDone();
    },
    onError: otherErrors,
  });
}

/** Resets the form each time the dialog opens, to the edited entity or the given defaults. */
function useResetOnOpen<T>(
  opened: boolean,
  values: () => T,
  form: { setValues: (v: T) => void; resetDirty: (v: T) => void; clearErrors: () => void },
  key: unknown,
) {
  // Only opening the dialog (or switching to another entity) resets the form, not every render.
  useEffect(() => {
    if (!opened) return;
    const next = values();
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
  }, [opened, key]);
}

const statusOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type FormProps<TEntity, TValues> = {
  opened: boolean;
  onClose: () => void;
  editing?: TEntity | null;
  /** Pre-filled values of a new entity. */
  initial?: Partial<TValues>;
};

export function PrefixFormModal({
  opened,
  onClose,
  editing,
  initial,
}: FormProps<IpamPrefix, PrefixFormValues>) {
  const scope = useIpamScope();
  const lookups = useLookups(scope);
  const noun = ipamMessages.nouns.prefix;
  const form = useForm<PrefixFormValues>({
    initialValues: emptyPrefixForm(),
    validate: valibotResolver(prefixSchema),
  });
  useResetOnOpen(
    opened,
    () => (editing ? prefixFormOf(editing) : emptyPrefixForm(initial)),
    form,
    editing?.id,
  );
  const save = useSave<PrefixFormValues>(
    noun,
    Boolean(editing),
    (values) =>
      editing
        ? updateIpamPrefix(editing.id, prefixWrite(values, editing.tag_ids), writeParams(scope))
        : createIpamPrefix(prefixWrite(values), writeParams(scope)),
    onClose,
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.editTitle(noun.one) : titles.createTitle(noun.one)}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      error={save.error}
    >
      <TextInput
        label={f.prefix}
        placeholder="10.20.0.0/24"
        withAsterisk
        data-autofocus
        {...form.getInputProps('prefix')}
      />
      <Group grow>
        <Select
          label={f.vrf}
          data={lookups.vrfOptions}
          placeholder={titles.noVrf}
          clearable
          {...form.getInputProps('vrf_id')}
          value={form.values.vrf_id || null}
          onChange={(value) => form.setFieldValue('vrf_id', value ?? '')}
        />
        <Select
          label={f.status}
          data={statusOptions(PREFIX_STATUSES)}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      </Group>
      <Group grow>
        <Select
          label={f.vlan}
          data={lookups.vlanOptions}
          placeholder={titles.noneSelected}
          clearable
          searchable
          value={form.values.vlan_id || null}
          onChange={(value) => form.setFieldValue('vlan_id', value ?? '')}
        />
        <Select
          label={f.location}
          data={lookups.locationOptions}
          placeholder={titles.noneSelected}
          clearable
          searchable
          value={form.values.location_id || null}
          onChange={(value) => form.setFieldValue('location_id', value ?? '')}
        />
      </Group>
      <Textarea label={f.description} autosize minRows={2} {...form.getInputProps('description')} />
      <Checkbox label={f.isPool} {...form.getInputProps('is_pool', { type: 'checkbox' })} />
    </FormModal>
  );
}

export function IpFormModal({ opened, onClose, editing, initial }: FormProps<IpamIpAddress, IpFormValues>) {
  const scope = useIpamScope();
  const lookups = useLookups(scope);
  const noun = ipamMessages.nouns.ip;
  const form = useForm<IpFormValues>({ initialValues: emptyIpForm(), validate: valibotResolver(ipSchema) });
  useResetOnOpen(
    opened,
    () => (editing ? ipFormOf(editing) : emptyIpForm(initial)),
    form,
    editing?.id ?? initial?.address,
  );
  const save = useSave<IpFormValues>(
    noun,
    Boolean(editing),
    (values) =>
      editing
        ? updateIpamIpAddress(editing.id, ipWrite(values, editing.tag_ids), writeParams(scope))
        : createIpamIpAddress(ipWrite(values), writeParams(scope)),
    onClose,
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.editTitle(noun.one) : titles.createTitle(noun.one)}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      error={save.error}
    >
      <TextInput
        label={f.address}
        placeholder="10.20.0.11/24"
        withAsterisk
        data-autofocus
        {...form.getInputProps('address')}
      />
      <Group grow>
        <Select
          label={f.vrf}
          data={lookups.vrfOptions}
          placeholder={titles.noVrf}
          clearable
          value={form.values.vrf_id || null}
          onChange={(value) => form.setFieldValue('vrf_id', value ?? '')}
        />
        <Select
          label={f.status}
          data={statusOptions(IP_STATUSES)}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      </Group>
      <Group grow>
        <TextInput
          label={f.dnsName}
          placeholder="plc-cell1.ot.example.net"
          {...form.getInputProps('dns_name')}
        />
        <TextInput
          label={f.macAddress}
          placeholder="00:1B:1B:4A:2C:11"
          {...form.getInputProps('mac_address')}
        />
      </Group>
      <Textarea label={f.description} autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}

export function VrfFormModal({ opened, onClose, editing }: FormProps<IpamVrf, VrfFormValues>) {
  const scope = useIpamScope();
  const noun = ipamMessages.nouns.vrf;
  const form = useForm<VrfFormValues>({
    initialValues: emptyVrfForm(),
    validate: valibotResolver(vrfSchema),
  });
  useResetOnOpen(opened, () => (editing ? vrfFormOf(editing) : emptyVrfForm()), form, editing?.id);
  const save = useSave<VrfFormValues>(
    noun,
    Boolean(editing),
    (values) =>
      editing
        ? updateIpamVrf(editing.id, vrfWrite(values), writeParams(scope))
        : createIpamVrf(vrfWrite(values), writeParams(scope)),
    onClose,
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.editTitle(noun.one) : titles.createTitle(noun.one)}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      error={save.error}
    >
      <TextInput label={f.name} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput label={f.rd} placeholder="65000:100" {...form.getInputProps('rd')} />
      <Textarea label={f.description} autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}

export function VlanFormModal({ opened, onClose, editing }: FormProps<IpamVlan, VlanFormValues>) {
  const scope = useIpamScope();
  const lookups = useLookups(scope);
  const noun = ipamMessages.nouns.vlan;
  const form = useForm<VlanFormValues>({
    initialValues: emptyVlanForm(),
    validate: valibotResolver(vlanSchema),
  });
  useResetOnOpen(opened, () => (editing ? vlanFormOf(editing) : emptyVlanForm()), form, editing?.id);
  const save = useSave<VlanFormValues>(
    noun,
    Boolean(editing),
    (values) =>
      editing
        ? updateIpamVlan(editing.id, vlanWrite(values), writeParams(scope))
        : createIpamVlan(vlanWrite(values), writeParams(scope)),
    onClose,
  );
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.editTitle(noun.one) : titles.createTitle(noun.one)}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      error={save.error}
    >
      <Group grow>
        <NumberInput
          label={f.vid}
          min={1}
          max={4094}
          withAsterisk
          data-autofocus
          {...form.getInputProps('vid')}
        />
        <TextInput label={f.name} withAsterisk {...form.getInputProps('name')} />
      </Group>
      <Group grow>
        <Select
          label={f.location}
          data={lookups.locationOptions}
          placeholder={titles.noneSelected}
          clearable
          searchable
          value={form.values.location_id || null}
          onChange={(value) => form.setFieldValue('location_id', value ?? '')}
        />
        <Select
          label={f.status}
          data={statusOptions(VLAN_STATUSES)}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
      </Group>
      <Textarea label={f.description} autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}

export function LocationFormModal({ opened, onClose, editing }: FormProps<IpamLocation, LocationFormValues>) {
  const scope = useIpamScope();
  const lookups = useLookups(scope);
  const noun = ipamMessages.nouns.location;
  const form = useForm<LocationFormValues>({
    initialValues: emptyLocationForm(),
    validate: valibotResolver(locationSchema),
  });
  useResetOnOpen(opened, () => (editing ? locationFormOf(editing) : emptyLocationForm()), form, editing?.id);
  const save = useSave<LocationFormValues>(
    noun,
    Boolean(editing),
    (values) =>
      editing
        ? updateIpamLocation(editing.id, locationWrite(values), writeParams(scope))
        : createIpamLocation(locationWrite(values), writeParams(scope)),
    onClose,
  );
  const parents = lookups.locationOptions.filter((option) => option.value !== String(editing?.id ?? ''));
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.editTitle(noun.one) : titles.createTitle(noun.one)}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      error={save.error}
    >
      <TextInput label={f.name} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <Select
        label={f.parent}
        data={parents}
        placeholder={titles.noneSelected}
        clearable
        searchable
        value={form.values.parent_id || null}
        onChange={(value) => form.setFieldValue('parent_id', value ?? '')}
      />
      <Textarea label={f.description} autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}
