import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import * as v from 'valibot';
import { valibotResolver } from '../forms/valibot-resolver';
import { loginFormMessages as m } from './messages';

export const loginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(m.usernameRequired)),
  password: v.pipe(v.string(), v.nonEmpty(m.passwordRequired)),
});

export type LoginValues = { username: string; password: string };

export type LoginFormProps = {
  onSubmit: (values: LoginValues) => void;
  /** Failure text shown in an error alert (spec §8). */
  error?: string | undefined;
  submitting?: boolean;
};

/** The sign-in form: Username, Password, Sign in. */
export function LoginForm({ onSubmit, error, submitting = false }: LoginFormProps) {
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: valibotResolver(loginSchema),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit({ ...values, username: values.username.trim() }))}
      noValidate
    >
      <Stack>
        {error ? (
          <Alert color="red" role="alert" data-testid="login-error">
            {error}
          </Alert>
        ) : null}
        <TextInput label={m.username} autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput
          label={m.password}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {m.submit}
        </Button>
      </Stack>
    </form>
  );
}
