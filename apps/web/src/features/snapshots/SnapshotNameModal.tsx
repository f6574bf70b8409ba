import { valibotResolver } from '@lne/ui';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import * as v from 'valibot';
import { snapshotMessages as m } from './messages';

const NAME_MAX = 128;

const requiredName = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, m.nameRequired), v.maxLength(NAME_MAX, m.nameTooLong)),
});
const optionalName = v.object({ name: v.pipe(v.string(), v.trim(), v.maxLength(NAME_MAX, m.nameTooLong)) });

export type SnapshotNameModalProps = {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** Renaming needs a name; a new snapshot gets a dated default name when none is given. */
  required: boolean;
  initialName?: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

export function SnapshotNameModal({
  opened,
  title,
  submitLabel,
  required,
  initialName = '',
  pending,
  onSubmit,
  onClose,
}: SnapshotNameModalProps) {
  const form = useForm({
    initialValues: { name: initialName },
    validate: valibotResolver(required ? requiredName : optionalName),
  });
  useEffect(() => {
    if (!opened) return;
    form.setValues({ name: initialName });
    form.clearErrors();
  }, [opened, initialName]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={form.onSubmit((values) => onSubmit(values.name.trim()))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={required ? m.name : m.nameOptional}
            placeholder={m.namePlaceholder}
            required={required}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
