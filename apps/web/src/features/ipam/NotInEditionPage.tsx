import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ipamMessages } from './messages';

const m = ipamMessages.notInEdition;

/**
 * `/ip-requests` (a link of the IPAM dashboard, spec §2): this edition has no IP requests, so the page says so
 * and leads on, instead of 'Page Not Found'.
 */
export function NotInEditionPage() {
  return (
    <Stack p="md" gap="md" maw={720} data-testid="not-in-edition">
      <Title order={2}>{m.title}</Title>
      <Alert color="blue">{m.text}</Alert>
      <Group gap="sm">
        <Button renderRoot={(props) => <Link {...props} to="/ipam/ipaddresses" />}>{m.toAddresses}</Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/ipam/ipam-dashboard" />}>
          {m.toDashboard}
        </Button>
      </Group>
    </Stack>
  );
}
