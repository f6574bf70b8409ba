import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { valibotResolver } from '../forms/valibot-resolver';

export const changePasswordMessages = {
  title: 'Change Password',
  password: 'Password',
  repeatPassword: 'Repeat Password',
  cancel: 'Cancel',
  submit: 'Update Password',
  required: 'This field is required',
  retype: 'Please retype your password.',
  mismatch: 'Your passwords do not match.',
  success: 'User updated!',
} as const;

const m = changePasswordMessages;

export const changePasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.trim(), v.nonEmpty(m.required)),
    repeatPassword: v.pipe(v.string(), v.nonEmpty(m.retype)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['repeatPassword']],
      (input) => input.password === input.repeatPassword.trim(),
      m.mismatch,
    ),
    ['repeatPassword'],
  ),
);

export type ChangePasswordDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Receives the trimmed password (spec §5). */
  onSubmit: (password: string) => void;
  submitting?: boolean;
};

/** Change Password: Password, Repeat Password, Cancel, Update Password. */
export function ChangePasswordDialog({
  opened,
  onClose,
  onSubmit,
  submitting = false,
}: ChangePasswordDialogProps) {
  const form = useForm({
    initialValues: { password: '', repeatPassword: '' },
    validate: valibotResolver(changePasswordSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={m.title} centered>
      <form onSubmit={form.onSubmit((values) => onSubmit(values.password.trim()))} noValidate>
        <Stack>
          <PasswordInput label={m.password} autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label={m.repeatPassword}
            autoComplete="new-password"
            {...form.getInputProps('repeatPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {m.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {m.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
