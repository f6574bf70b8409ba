import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { settingsMessages as m } from './messages';

export type NameModalProps = {
  opened: boolean;
  title: string;
  nameLabel: string;
  submitLabel: string;
  initialName?: string;
  /** Shows a description field too. */
  withDescription?: boolean;
  initialDescription?: string;
  loading?: boolean;
  onSubmit: (value: { name: string; description: string }) => void;
  onClose: () => void;
};

/** A small form for a name (and description): create or rename a network or group. */
export function NameModal(props: NameModalProps) {
  const [name, setName] = useState(props.initialName ?? '');
  const [description, setDescription] = useState(props.initialDescription ?? '');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (props.opened) {
      setName(props.initialName ?? '');
      setDescription(props.initialDescription ?? '');
      setTouched(false);
    }
  }, [props.opened, props.initialName, props.initialDescription]);
  const empty = name.trim() === '';
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* Checked here and shown under the field, like every form of the app, not by the browser's bubble. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!empty) props.onSubmit({ name: name.trim(), description });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={props.nameLabel}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={touched && empty ? m.nameRequired : undefined}
            maxLength={128}
            data-autofocus
            withAsterisk
          />
          {props.withDescription ? (
            <Textarea
              label={m.description}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={props.loading}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
