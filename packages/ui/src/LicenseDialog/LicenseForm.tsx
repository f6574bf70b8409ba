import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { valibotResolver } from '../forms/valibot-resolver';

export const licenseMessages = {
  title: 'License',
  heading: 'Hey there,',
  intro: 'enter your license key to activate the product.',
  key: 'License Key',
  cancel: 'Cancel',
  save: 'Save',
  required: 'This field is required',
  success: 'License is active!',
} as const;

const m = licenseMessages;

export const licenseSchema = v.object({ key: v.pipe(v.string(), v.trim(), v.nonEmpty(m.required)) });

export type LicenseFormProps = {
  initialKey?: string;
  onSubmit: (key: string) => void;
  /** Without it the form has no Cancel button (the persistent license-expired dialog). */
  onCancel?: () => void;
  submitting?: boolean;
};

/** License Key with Save, which stays disabled until the form changed (spec §4). */
export function LicenseForm({ initialKey = '', onSubmit, onCancel, submitting = false }: LicenseFormProps) {
  const form = useForm({ initialValues: { key: initialKey }, validate: valibotResolver(licenseSchema) });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values.key.trim()))} noValidate>
      <Stack>
        <TextInput label={m.key} {...form.getInputProps('key')} />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {m.cancel}
            </Button>
          ) : null}
          <Button type="submit" disabled={!form.isDirty()} loading={submitting}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
