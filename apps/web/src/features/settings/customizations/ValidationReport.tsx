import type { CustomFieldValidationError } from '@lne/api-client';
import { Alert, List } from '@mantine/core';
import { settingsMessages as m } from '../messages';

export function isCustomFieldError(value: unknown): value is CustomFieldValidationError {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.network_name === 'string' && Array.isArray(record.errors);
}

/** The custom-field validation error of spec §3: network, then each error's model, instance, field and message. */
export function ValidationReport({ report }: { report: CustomFieldValidationError }) {
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
