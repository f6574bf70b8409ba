import {
  type CustomFieldDefinition,
  type CustomFieldValidationError,
  type CustomFieldValues,
  getGetCustomFieldsSchemaQueryKey,
  getGetExtensionsQueryKey,
  getListCustomFieldValuesQueryKey,
  isApiError,
  useGetCustomFieldsSchema,
  useGetExtensions,
  useListCustomFieldValues,
  useListDevices,
  useListHosts,
  useSaveCustomFieldsSchema,
  useSaveCustomFieldValues,
  useSaveOsquerySettings,
  useValidateCustomFieldValues,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { deviceDisplayName } from '../inventory/device-name';
import { useAllowed } from './access';
import {
  CUSTOM_FIELD_MODELS,
  type CustomFieldModel,
  emptyRow,
  FIELD_TYPES,
  type FieldRow,
  type FieldType,
  fieldValueText,
  parseFieldValue,
  rowsToSchema,
  schemaToRows,
  validateRows,
} from './custom-fields';
import { settingsMessages as m } from './messages';
import { notifySuccess } from './notify';
import { SettingsPage } from './SettingsPage';

const MODEL_LABELS: Record<CustomFieldModel, string> = { devices: m.modelDevices, hosts: m.modelHosts };
const MODEL_OPTIONS = CUSTOM_FIELD_MODELS.map((model) => ({ value: model, label: MODEL_LABELS[model] }));
const isModel = (value: string): value is CustomFieldModel =>
  (CUSTOM_FIELD_MODELS as readonly string[]).includes(value);
const isFieldType = (value: string | null): value is FieldType =>
  (FIELD_TYPES as readonly string[]).includes(value ?? '');

/** Column titles on the first row only; the other rows name their inputs for assistive technology. */
const labelled = (index: number, label: string) => (index === 0 ? { label } : { 'aria-label': label });

function SchemaEditor() {
  const queryClient = useQueryClient();
  const schema = useGetCustomFieldsSchema();
  const canEdit = useAllowed('update', 'system_settings');
  const [model, setModel] = useState<CustomFieldModel>('devices');
  const [rows, setRows] = useState<Record<CustomFieldModel, FieldRow[]> | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    if (schema.data && rows === null) {
      setRows({ devices: schemaToRows(schema.data, 'devices'), hosts: schemaToRows(schema.data, 'hosts') });
    }
  }, [schema.data, rows]);
  const save = useSaveCustomFieldsSchema({
    mutation: {
      onSuccess: async (saved) => {
        notifySuccess(m.schemaSaved);
        queryClient.setQueryData(getGetCustomFieldsSchemaQueryKey(), saved);
        await queryClient.invalidateQueries({ queryKey: getGetExtensionsQueryKey() });
        setShowErrors(false);
      },
    },
  });
  const current = rows?.[model] ?? [];
  const errorsByModel = rows
    ? { devices: validateRows(rows.devices), hosts: validateRows(rows.hosts) }
    : null;
  const errors = errorsByModel?.[model] ?? {};
  const update = (key: string, change: Partial<FieldRow>) =>
    setRows((prev) =>
      prev
        ? { ...prev, [model]: prev[model].map((row) => (row.key === key ? { ...row, ...change } : row)) }
        : prev,
    );
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{m.customFieldsTitle}</Title>
          <SegmentedControl
            data={MODEL_OPTIONS}
            value={model}
            onChange={(value) => isModel(value) && setModel(value)}
            aria-label={m.model}
          />
        </Group>
        {current.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.noFields}
          </Text>
        ) : null}
        {current.map((row, index) => (
          <Group key={row.key} align="flex-start" wrap="nowrap" gap="sm" data-testid="schema-row">
            <TextInput
              {...labelled(index, m.fieldName)}
              value={row.name}
              onChange={(e) => update(row.key, { name: e.currentTarget.value })}
              error={showErrors ? errors[row.key]?.name : undefined}
              disabled={!canEdit}
              w={200}
            />
            <TextInput
              {...labelled(index, m.fieldTitle)}
              value={row.title}
              onChange={(e) => update(row.key, { title: e.currentTarget.value })}
              disabled={!canEdit}
              w={200}
            />
            <Select
              {...labelled(index, m.fieldType)}
              data={[...FIELD_TYPES]}
              value={row.type}
              allowDeselect={false}
              onChange={(value) => isFieldType(value) && update(row.key, { type: value })}
              disabled={!canEdit}
              w={130}
            />
            <TextInput
              {...labelled(index, m.fieldChoices)}
              placeholder={m.fieldChoicesHint}
              value={row.choices}
              onChange={(e) => update(row.key, { choices: e.currentTarget.value })}
              error={showErrors ? errors[row.key]?.choices : undefined}
              disabled={!canEdit}
              style={{ flex: 1 }}
            />
            <Checkbox
              label={m.fieldRequired}
              checked={row.required}
              onChange={(e) => update(row.key, { required: e.currentTarget.checked })}
              disabled={!canEdit}
              mt={index === 0 ? 34 : 9}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={index === 0 ? 30 : 5}
              aria-label={`${m.removeField} ${row.name}`}
              disabled={!canEdit}
              onClick={() =>
                setRows((prev) =>
                  prev ? { ...prev, [model]: prev[model].filter((r) => r.key !== row.key) } : prev,
                )
              }
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={!canEdit || rows === null}
            onClick={() =>
              setRows((prev) => (prev ? { ...prev, [model]: [...prev[model], emptyRow()] } : prev))
            }
          >
            {m.addField}
          </Button>
          <Button
            disabled={!canEdit || rows === null}
            loading={save.isPending}
            onClick={() => {
              if (!rows || !errorsByModel) return;
              const invalid = CUSTOM_FIELD_MODELS.find((name) => Object.keys(errorsByModel[name]).length > 0);
              setShowErrors(true);
              if (invalid) {
                setModel(invalid);
                return;
              }
              save.mutate({ data: rowsToSchema(rows) });
            }}
          >
            {m.saveSchema}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function isCustomFieldError(value: unknown): value is CustomFieldValidationError {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.network_name === 'string' && Array.isArray(record.errors);
}

/** The custom-field validation error of spec §3: network, then each error's model, instance, field and message. */
function ValidationReport({ report }: { report: CustomFieldValidationError }) {
  if (report.errors.length === 0) {
    return (
      <Alert color="green" data-testid="custom-field-report">
        {m.valuesValid}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      title={m.valuesErrorsTitle(report.network_name, report.network_id)}
      data-testid="custom-field-report"
    >
      <List size="sm" type="ordered">
        {report.errors.map((error) => (
          <List.Item key={`${error.model}/${error.instance_id}/${error.custom_field}`}>
            {error.model} · {error.instance_id} · {error.custom_field}: {error.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

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

function ValuesEditor() {
  const queryClient = useQueryClient();
  const { network: networkParam } = useSearch({ strict: false });
  const network = networkParam ?? 1;
  const canEdit = useAllowed('update', 'devices');
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
                <Button
                  disabled={!canEdit}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate({ data: { items: items() }, params: { explorer_network_id: network } })
                  }
                >
                  {m.saveValues}
                </Button>
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

function OsqueryCard() {
  const queryClient = useQueryClient();
  const extensions = useGetExtensions();
  const canEdit = useAllowed('update', 'system_settings');
  const [enabled, setEnabled] = useState(false);
  const [intervalSeconds, setIntervalSeconds] = useState<number>(3600);
  const [queries, setQueries] = useState('');
  const osquery = extensions.data?.osquery;
  useEffect(() => {
    if (!osquery) return;
    setEnabled(osquery.enabled);
    setIntervalSeconds(osquery.interval_seconds);
    setQueries(osquery.queries.join('\n'));
  }, [osquery]);
  const save = useSaveOsquerySettings({
    mutation: {
      onSuccess: async () => {
        notifySuccess(m.osquerySaved);
        await queryClient.invalidateQueries({ queryKey: getGetExtensionsQueryKey() });
      },
    },
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>{m.osqueryTitle}</Title>
        <Group align="flex-end">
          <Switch
            label={m.osqueryEnabled}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
            disabled={!canEdit}
            mb={10}
          />
          <NumberInput
            label={m.osqueryInterval}
            value={intervalSeconds}
            min={60}
            max={604800}
            onChange={(value) => setIntervalSeconds(typeof value === 'number' ? value : Number(value))}
            disabled={!canEdit}
            w={200}
          />
        </Group>
        <Textarea
          label={m.osqueryQueries}
          value={queries}
          onChange={(e) => setQueries(e.currentTarget.value)}
          autosize
          minRows={3}
          ff="monospace"
          disabled={!canEdit}
        />
        <Group justify="flex-end">
          <Button
            disabled={!canEdit}
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                data: {
                  enabled,
                  interval_seconds: intervalSeconds,
                  queries: queries
                    .split('\n')
                    .map((query) => query.trim())
                    .filter(Boolean),
                },
              })
            }
          >
            {m.save}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Custom fields (schema per model, values on devices and hosts) and the osquery extension settings. */
export function CustomizationsPage() {
  return (
    <SettingsPage title={m.customizationsTitle} subjects={['system_settings']}>
      <SchemaEditor />
      <ValuesEditor />
      <OsqueryCard />
    </SettingsPage>
  );
}
