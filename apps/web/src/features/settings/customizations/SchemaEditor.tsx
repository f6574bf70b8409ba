import {
  getGetCustomFieldsSchemaQueryKey,
  getGetExtensionsQueryKey,
  useGetCustomFieldsSchema,
  useSaveCustomFieldsSchema,
} from '@lne/api-client';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../shared/context/use-access';
import { DisabledReason } from '../../../shared/ui/DisabledReason';
import { settingsMessages as m } from '../messages';
import { notifySuccess } from '../notify';
import {
  CUSTOM_FIELD_MODELS,
  type CustomFieldModel,
  emptyRow,
  FIELD_TYPES,
  type FieldRow,
  type FieldType,
  rowsToSchema,
  schemaToRows,
  validateRows,
} from './custom-fields';
import { isModel, MODEL_OPTIONS } from './models';

const isFieldType = (value: string | null): value is FieldType =>
  (FIELD_TYPES as readonly string[]).includes(value ?? '');

/** Column titles on the first row only; the other rows name their inputs for assistive technology. */
const labelled = (index: number, label: string) => (index === 0 ? { label } : { 'aria-label': label });

/** The custom-field schema: fields per model, with name, title, type, choices and whether required. */
export function SchemaEditor() {
  const queryClient = useQueryClient();
  const schema = useGetCustomFieldsSchema();
  const edit = usePermission('update', 'system_settings');
  const canEdit = edit.allowed;
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
          <DisabledReason reason={edit.reason}>
            <Button
              variant="light"
              disabled={rows === null}
              onClick={() =>
                setRows((prev) => (prev ? { ...prev, [model]: [...prev[model], emptyRow()] } : prev))
              }
            >
              {m.addField}
            </Button>
          </DisabledReason>
          <DisabledReason reason={edit.reason}>
            <Button
              disabled={rows === null}
              loading={save.isPending}
              onClick={() => {
                if (!rows || !errorsByModel) return;
                const invalid = CUSTOM_FIELD_MODELS.find(
                  (name) => Object.keys(errorsByModel[name]).length > 0,
                );
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
          </DisabledReason>
        </Group>
      </Stack>
    </Card>
  );
}
