import { errorMessage, isApiError } from '@lne/api-client';
import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useScope } from '../../shared/context/scope';
import { netmapMessages as m } from './messages';

/** An empty network: what the map would show, and the two ways to fill it (poll devices, import a snapshot). */
export function EmptyNetwork() {
  const search = useScope();
  return (
    <Stack align="center" justify="center" style={{ flex: 1 }} p="xl" data-testid="netmap-empty">
      <Paper withBorder p="lg" maw={520}>
        <Title order={4} mb="xs">
          {m.empty.title}
        </Title>
        <Text size="sm" mb="sm">
          {m.empty.text}
        </Text>
        <List size="sm" spacing="xs">
          <List.Item>
            <Anchor renderRoot={(props) => <Link {...props} to="/data-collector/devices" search={search} />}>
              {m.empty.poll}
            </Anchor>{' '}
            {m.empty.pollHint}
          </List.Item>
          <List.Item>
            <Anchor renderRoot={(props) => <Link {...props} to="/data-collector" search={search} />}>
              {m.empty.importSnapshot}
            </Anchor>{' '}
            {m.empty.importHint}
          </List.Item>
        </List>
      </Paper>
    </Stack>
  );
}

/** Why the network graph could not be loaded: the server's answer (status and detail) or the client's error. */
function loadFailureText(error: unknown): string {
  const message = errorMessage(error);
  return isApiError(error) ? `${message} (HTTP ${error.status} ${error.statusText})` : message;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" m="sm" title={m.failed.title} data-testid="netmap-load-failed">
      <Text size="sm" mb="xs">
        {loadFailureText(error)}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {m.failed.retry}
      </Button>
    </Alert>
  );
}
