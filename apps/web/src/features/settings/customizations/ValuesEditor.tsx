import {
  type CustomFieldDefinition,
  type CustomFieldValidationError,
  type CustomFieldValues,
  getListCustomFieldValuesQueryKey,
  isApiError,
  useGetCustomFieldsSchema,
  useListCustomFieldValues,
  useListDevices,
  useListHosts,
  useSaveCustomFieldValues,
  useValidateCustomFieldValues,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { usePermission } from '../../../shared/context/use-access';
import { deviceDisplayName } from '../../../shared/format/device-name';
import { DisabledReason } from '../../../shared/ui/DisabledReason';
import { settingsMessages as m } from '../messages';
import { notifySuccess } from '../notify';
import { type CustomFieldModel, fieldValueText, parseFieldValue } from './custom-fields';
import { isModel, MODEL_OPTIONS } from './models';
import { isCustomFieldError, ValidationReport } from './ValidationReport';

/** One custom field of the instance: a select for choices and booleans, else a text input. */
function FieldInput({
  name,
  definition,
  value,
  disabled,
  onChange,
}: {
  name: string;
  definition: CustomFieldDefinition;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const label = `${definition.title ?? name}${definition.required ? ' *' : ''}`;
  if (definition.enum || definition.type === 'boolean') {
    const options = definition.enum ?? ['true', 'false'];
    return (
      <Select
        label={label}
        data={options}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        disabled={disabled}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      disabled={disabled}
    />
  );
}

const VALUE_COLUMNS: DataTableColumn<CustomFieldValues>[] = [
  { id: 'model', header: m.model, value: (row) => row.model, filter: 'select', width: 120 },
  { id: 'instance', header: m.instance, value: (row) => row.instance_id, filter: 'text', width: 300 },
  {
    id: 'values',
    header: m.storedValues,
    value: (row) =>
      Object.entries(row.values)
        .map(([key, value]) => `${key}: ${fieldValueText(value)}`)
        .join(', '),
  },
];

/** Custom-field values of one device or host: pick the instance, edit, validate, save; the stored values below. */
export function ValuesEditor() {
  const queryClient = useQueryClient();
  const { network: networkParam } = useSearch({ strict: false });
  const network = networkParam ?? 1;
  const edit = usePermission('update', 'devices');
  const canEdit = edit.allowed;
  const schema = useGetCustomFieldsSchema().data;
  const [model, setModel] = useState<CustomFieldModel>('devices');
  const [instance, setInstance] = useState<string | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [report, setReport] = useState<CustomFieldValidationError | null>(null);
  // The device and host lists can be long: read only once someone opens the instance picker.
  const [picking, setPicking] = useState(false);
  const devices = useListDevices(
    { explorer_network_id: network, snapshot_id: 1 },
    { query: { enabled: picking && model === 'devices' } },
  );
  const hosts = useListHosts(
    { explorer_network_id: network, snapshot_id: 1 },
    { query: { enabled: picking && model === 'hosts' } },
  );
  const stored = useListCustomFieldValues({ explorer_network_id: network });
  const fields = Object.entries(schema?.[model] ?? {});
  const instances = useMemo(
    () =>
      model === 'devices'
        ? (devices.data ?? []).map((item) => ({
            value: item.unique_id,
            label: `${deviceDisplayName(item.data.name)} (${item.data.ip_address || item.unique_id})`,
          }))
        : (hosts.data ?? []).map((item) => ({
            value: item.data.hw_id,
            label: `${item.data.addresses[0]?.ipv4 ?? ''} ${item.data.mac.address} (${item.data.vendor})`,
          })),
    [model, devices.data, hosts.data],
  );
  const current = stored.data?.find((item) => item.model === model && item.instance_id === instance);
  useEffect(() => {
    setDraft(
      Object.fromEntries(
        Object.entries(current?.values ?? {}).map(([key, value]) => [key, fieldValueText(value)]),
      ),
    );
    setReport(null);
  }, [current]);

  const items = (): CustomFieldValues[] => {
    if (!instance) return [];
    const values: Record<string, unknown> = {};
    for (const [name, definition] of fields) {
      const entered = draft[name] ?? '';
      const before = fieldValueText(current?.values[name]);
      // Untouched empty fields are not sent, so optional fields stay unset; a cleared field is sent as null.
      if (entered === '' && before === '' && !definition.required) continue;
      values[name] = parseFieldValue(definition, entered);
    }
    return [{ model, instance_id: instance, values }];
  };
  const onFailure = (error: unknown) => {
    if (isApiError(error) && error.status === 400) {
      const detail = (error.body as { detail?: unknown } | undefined)?.detail;
      if (isCustomFieldError(detail)) {
        setReport(detail);
        return;
      }
    }
    const text = error instanceof Error ? error.message : m.valuesErrorsTitle('', network);
    notifications.show({ color: 'red', message: text });
  };
  const save = useSaveCustomFieldValues({
    mutation: {
      meta: { handlesErrors: true },
      onSuccess: async () => {
        notifySuccess(m.valuesSaved);
        setReport(null);
        await queryClient.invalidateQueries({
          queryKey: getListCustomFieldValuesQueryKey({ explorer_network_id: network }),
        });
      },
      onError: onFailure,
    },
  });
  const validate = useValidateCustomFieldValues({
    mutation: { meta: { handlesErrors: true }, onSuccess: setReport, onError: onFailure },
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>{m.valuesTitle}</Title>
        <Group align="flex-end">
          <SegmentedControl
            data={MODEL_OPTIONS}
            value={model}
            onChange={(value) => {
              if (!isModel(value)) return;
              setModel(value);
              setInstance(null);
            }}
            aria-label={`${m.valuesTitle} ${m.model}`}
          />
          <Select
            label={m.instance}
            placeholder={m.chooseInstance}
            data={instances}
            value={instance}
            onChange={setInstance}
            onDropdownOpen={() => setPicking(true)}
            nothingFoundMessage={devices.isFetching || hosts.isFetching ? '…' : undefined}
            searchable
            limit={100}
            w={420}
          />
        </Group>
        {instance ? (
          fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.noFields}
            </Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                {fields.map(([name, definition]) => (
                  <FieldInput
                    key={name}
                    name={name}
                    definition={definition}
                    value={draft[name] ?? ''}
                    disabled={!canEdit}
                    onChange={(value) => setDraft((prev) => ({ ...prev, [name]: value }))}
                  />
                ))}
              </SimpleGrid>
              <Group justify="flex-end">
                <Button
                  variant="light"
                  loading={validate.isPending}
                  onClick={() =>
                    validate.mutate({ data: { items: items() }, params: { explorer_network_id: network } })
                  }
                >
                  {m.validateValues}
                </Button>
                <DisabledReason reason={edit.reason}>
                  <Button
                    loading={save.isPending}
                    onClick={() =>
                      save.mutate({ data: { items: items() }, params: { explorer_network_id: network } })
                    }
                  >
                    {m.saveValues}
                  </Button>
                </DisabledReason>
              </Group>
            </>
          )
        ) : null}
        {report ? <ValidationReport report={report} /> : null}
        <DataTable<CustomFieldValues>
          data={stored.data ?? []}
          columns={VALUE_COLUMNS}
          getRowId={(row) => `${row.model}/${row.instance_id}`}
          loading={stored.isPending}
          error={stored.error}
          emptyText={m.noStoredValues}
          exportFileName="custom-field-values"
          height={240}
          onRowClick={(row) => {
            if (!isModel(row.model)) return;
            setPicking(true);
            setModel(row.model);
            setInstance(row.instance_id);
          }}
        />
      </Stack>
    </Card>
  );
}
