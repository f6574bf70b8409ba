import { login, loginErrorMessage } from '@lne/api-client';
import { LoginForm, type LoginValues } from '@lne/ui';
import { Paper, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { safeReturnPath } from '../../shared/session/session';
import { storeToken } from '../../shared/session/token';
import { authMessages } from './messages';

const loginRoute = getRouteApi('/_public/login');

export function LoginPage() {
  const { from } = loginRoute.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ username, password }: LoginValues) => login({ username, password }),
    // Login failures are shown in the form's alert, not by the global error toasts.
    meta: { handlesErrors: true },
    onSuccess: async (answer) => {
      storeToken(answer.access_token);
      queryClient.clear();
      await router.history.push(`${router.basepath === '/' ? '' : router.basepath}${safeReturnPath(from)}`);
    },
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} mb="md">
        {authMessages.title}
      </Title>
      <LoginForm
        onSubmit={(values) => mutation.mutate(values)}
        error={mutation.error ? loginErrorMessage(mutation.error) : undefined}
        submitting={mutation.isPending}
      />
    </Paper>
  );
}
