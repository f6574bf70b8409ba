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
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type * as v from 'valibot';
import { type IpamScope, useInvalidateIpam, useIpamScope, writeParams } from '../api';
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
import { type Lookups, useLookups } from '../lookups';
import { ipamMessages } from '../messages';
import { useOtherErrors } from '../use-errors';
import { FormModal } from './FormModal';

const f = ipamMessages.fields;
const titles = ipamMessages.forms;

type Option = { value: string; label: string };
type Values = Record<string, unknown>;

/**
 * One input of an entity dialog. `name` is a key of the form values; selects hold ids as strings, '' for none.
 * `options` of a reference select come from the network's lookups (VRFs, VLANs, locations) and the entity edited.
 */
type Field<TValues> = { name: keyof TValues & string; label: string; autofocus?: boolean } & (
  | { kind: 'text'; required?: boolean; placeholder?: string }
  | { kind: 'number'; required?: boolean; min: number; max: number }
  | { kind: 'status'; statuses: readonly string[] }
  | {
      kind: 'reference';
      placeholder: string;
      searchable: boolean;
      options: (context: OptionContext) => Option[];
    }
  | { kind: 'description' }
  | { kind: 'checkbox' }
);
type OptionContext = { lookups: Lookups; editingId: number | undefined };

/** A row of the dialog: one field, or several side by side. */
type Row<TValues> = Field<TValues> | readonly Field<TValues>[];

/** What makes an entity dialog: its noun, fields, validation, and how its values become a create or an update. */
type EntityForm<TEntity extends { id: number }, TValues extends Values> = {
  noun: (typeof ipamMessages.nouns)[keyof typeof ipamMessages.nouns];
  rows: readonly Row<TValues>[];
  schema: v.GenericSchema;
  empty: (initial?: Partial<TValues>) => TValues;
  of: (entity: TEntity) => TValues;
  create: (values: TValues, scope: IpamScope) => Promise<unknown>;
  update: (entity: TEntity, values: TValues, scope: IpamScope) => Promise<unknown>;
  /** What identifies a new entity's pre-filled values, so reopening with other values resets the form. */
  initialKey?: (initial: Partial<TValues> | undefined) => unknown;
};

const statusOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));
const description = { kind: 'description', name: 'description', label: f.description } as const;
const vrfReference = {
  kind: 'reference',
  name: 'vrf_id',
  label: f.vrf,
  placeholder: titles.noVrf,
  searchable: false,
  options: ({ lookups }: OptionContext) => lookups.vrfOptions,
} as const;
const locationReference = {
  kind: 'reference',
  name: 'location_id',
  label: f.location,
  placeholder: titles.noneSelected,
  searchable: true,
  options: ({ lookups }: OptionContext) => lookups.locationOptions,
} as const;

const PREFIX_FORM: EntityForm<IpamPrefix, PrefixFormValues> = {
  noun: ipamMessages.nouns.prefix,
  rows: [
    {
      kind: 'text',
      name: 'prefix',
      label: f.prefix,
      placeholder: '10.20.0.0/24',
      required: true,
      autofocus: true,
    },
    [vrfReference, { kind: 'status', name: 'status', label: f.status, statuses: PREFIX_STATUSES }],
    [
      {
        kind: 'reference',
        name: 'vlan_id',
        label: f.vlan,
        placeholder: titles.noneSelected,
        searchable: true,
        options: ({ lookups }) => lookups.vlanOptions,
      },
      locationReference,
    ],
    description,
    { kind: 'checkbox', name: 'is_pool', label: f.isPool },
  ],
  schema: prefixSchema,
  empty: emptyPrefixForm,
  of: prefixFormOf,
  create: (values, scope) => createIpamPrefix(prefixWrite(values), writeParams(scope)),
  update: (prefix, values, scope) =>
    updateIpamPrefix(prefix.id, prefixWrite(values, prefix.tag_ids), writeParams(scope)),
};

const IP_FORM: EntityForm<IpamIpAddress, IpFormValues> = {
  noun: ipamMessages.nouns.ip,
  rows: [
    {
      kind: 'text',
      name: 'address',
      label: f.address,
      placeholder: '10.20.0.11/24',
      required: true,
      autofocus: true,
    },
    [vrfReference, { kind: 'status', name: 'status', label: f.status, statuses: IP_STATUSES }],
    [
      { kind: 'text', name: 'dns_name', label: f.dnsName, placeholder: 'plc-cell1.ot.example.net' },
      { kind: 'text', name: 'mac_address', label: f.macAddress, placeholder: '00:1B:1B:4A:2C:11' },
    ],
    description,
  ],
  schema: ipSchema,
  empty: emptyIpForm,
  of: ipFormOf,
  create: (values, scope) => createIpamIpAddress(ipWrite(values), writeParams(scope)),
  update: (ip, values, scope) => updateIpamIpAddress(ip.id, ipWrite(values, ip.tag_ids), writeParams(scope)),
  initialKey: (initial) => initial?.address,
};

const VRF_FORM: EntityForm<IpamVrf, VrfFormValues> = {
  noun: ipamMessages.nouns.vrf,
  rows: [
    { kind: 'text', name: 'name', label: f.name, required: true, autofocus: true },
    { kind: 'text', name: 'rd', label: f.rd, placeholder: '65000:100' },
    description,
  ],
  schema: vrfSchema,
  empty: emptyVrfForm,
  of: vrfFormOf,
  create: (values, scope) => createIpamVrf(vrfWrite(values), writeParams(scope)),
  update: (vrf, values, scope) => updateIpamVrf(vrf.id, vrfWrite(values), writeParams(scope)),
};

const VLAN_FORM: EntityForm<IpamVlan, VlanFormValues> = {
  noun: ipamMessages.nouns.vlan,
  rows: [
    [
      { kind: 'number', name: 'vid', label: f.vid, min: 1, max: 4094, required: true, autofocus: true },
      { kind: 'text', name: 'name', label: f.name, required: true },
    ],
    [locationReference, { kind: 'status', name: 'status', label: f.status, statuses: VLAN_STATUSES }],
    description,
  ],
  schema: vlanSchema,
  empty: emptyVlanForm,
  of: vlanFormOf,
  create: (values, scope) => createIpamVlan(vlanWrite(values), writeParams(scope)),
  update: (vlan, values, scope) => updateIpamVlan(vlan.id, vlanWrite(values), writeParams(scope)),
};

const LOCATION_FORM: EntityForm<IpamLocation, LocationFormValues> = {
  noun: ipamMessages.nouns.location,
  rows: [
    { kind: 'text', name: 'name', label: f.name, required: true, autofocus: true },
    {
      kind: 'reference',
      name: 'parent_id',
      label: f.parent,
      placeholder: titles.noneSelected,
      searchable: true,
      // A location cannot be its own parent.
      options: ({ lookups, editingId }) =>
        lookups.locationOptions.filter((option) => option.value !== String(editingId ?? '')),
    },
    description,
  ],
  schema: locationSchema,
  empty: emptyLocationForm,
  of: locationFormOf,
  create: (values, scope) => createIpamLocation(locationWrite(values), writeParams(scope)),
  update: (location, values, scope) =>
    updateIpamLocation(location.id, locationWrite(values), writeParams(scope)),
};

function FieldInput<TValues extends Values>({
  field,
  form,
  context,
}: {
  field: Field<TValues>;
  form: UseFormReturnType<TValues>;
  context: OptionContext;
}) {
  const input = form.getInputProps(field.name);
  const focus = field.autofocus ? { 'data-autofocus': true } : {};
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          label={field.label}
          placeholder={field.placeholder}
          withAsterisk={field.required}
          {...focus}
          {...input}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={field.label}
          min={field.min}
          max={field.max}
          withAsterisk={field.required}
          {...focus}
          {...input}
        />
      );
    case 'status':
      return (
        <Select label={field.label} data={statusOptions(field.statuses)} allowDeselect={false} {...input} />
      );
    case 'reference':
      return (
        <Select
          label={field.label}
          data={field.options(context)}
          placeholder={field.placeholder}
          clearable
          searchable={field.searchable}
          {...input}
          value={typeof input.value === 'string' && input.value !== '' ? input.value : null}
          onChange={(next) => input.onChange(next ?? '')}
        />
      );
    case 'description':
      return <Textarea label={field.label} autosize minRows={2} {...input} />;
    case 'checkbox':
      return <Checkbox label={field.label} {...form.getInputProps(field.name, { type: 'checkbox' })} />;
  }
}

export type EntityFormProps<TEntity, TValues> = {
  opened: boolean;
  onClose: () => void;
  editing?: TEntity | null;
  /** Pre-filled values of a new entity. */
  initial?: Partial<TValues>;
};

/**
 * The create/edit dialog of an IPAM entity, built from its descriptor: the fields, browser-side validation,
 * then create or update, a success toast, every IPAM read refreshed and the dialog closed. A 422 answer is
 * listed in the dialog; other errors go to the global handler.
 */
function EntityFormModal<TEntity extends { id: number }, TValues extends Values>({
  spec,
  opened,
  onClose,
  editing,
  initial,
}: EntityFormProps<TEntity, TValues> & { spec: EntityForm<TEntity, TValues> }) {
  const scope = useIpamScope();
  const lookups = useLookups(scope);
  const invalidate = useInvalidateIpam();
  const otherErrors = useOtherErrors();
  const form = useForm<TValues>({ initialValues: spec.empty(), validate: valibotResolver(spec.schema) });
  const resetKey = editing?.id ?? spec.initialKey?.(initial);
  // Only opening the dialog (or switching to another entity) resets the form, not every render.
  useEffect(() => {
    if (!opened) return;
    const next = editing ? spec.of(editing) : spec.empty(initial);
    form.setValues(next);
    form.resetDirty(next);
    form.clearErrors();
  }, [opened, resetKey]);
  const save = useMutation({
    mutationFn: (values: TValues) =>
      editing ? spec.update(editing, values, scope) : spec.create(values, scope),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      const m = ipamMessages.common;
      notifications.show({
        color: 'green',
        message: editing ? m.updated(spec.noun.title) : m.created(spec.noun.title),
      });
      await invalidate();
      onClose();
    },
    onError: otherErrors,
  });
  const context = { lookups, editingId: editing?.id };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? titles.editTitle(spec.noun.one) : titles.createTitle(spec.noun.one)}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      error={save.error}
    >
      {spec.rows.map((row) =>
        Array.isArray(row) ? (
          <Group grow key={row.map((field: Field<TValues>) => field.name).join('+')}>
            {row.map((field: Field<TValues>) => (
              <FieldInput key={field.name} field={field} form={form} context={context} />
            ))}
          </Group>
        ) : (
          <FieldInput
            key={(row as Field<TValues>).name}
            field={row as Field<TValues>}
            form={form}
            context={context}
          />
        ),
      )}
    </FormModal>
  );
}

export const PrefixFormModal = (props: EntityFormProps<IpamPrefix, PrefixFormValues>) => (
  <EntityFormModal spec={PREFIX_FORM} {...props} />
);
export const IpFormModal = (props: EntityFormProps<IpamIpAddress, IpFormValues>) => (
  <EntityFormModal spec={IP_FORM} {...props} />
);
export const VrfFormModal = (props: EntityFormProps<IpamVrf, VrfFormValues>) => (
  <EntityFormModal spec={VRF_FORM} {...props} />
);
export const VlanFormModal = (props: EntityFormProps<IpamVlan, VlanFormValues>) => (
  <EntityFormModal spec={VLAN_FORM} {...props} />
);
export const LocationFormModal = (props: EntityFormProps<IpamLocation, LocationFormValues>) => (
  <EntityFormModal spec={LOCATION_FORM} {...props} />
);
