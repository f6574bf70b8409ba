import { Alert, Anchor, Breadcrumbs, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { inventoryMessages as m } from './messages';

/** Where a details page leads back to: the device list or the host list. */
export type DetailsOrigin = 'devices' | 'hosts';

const ORIGINS = {
  devices: {
    label: m.netDevicesTitle,
    to: '/inventory/network-devices',
    search: { view: 'Devices' as const },
  },
  hosts: { label: m.hostsTitle, to: '/inventory/hosts', search: {} },
} as const;

function OriginLink({ origin, children }: { origin: DetailsOrigin; children: string }) {
  const target = ORIGINS[origin];
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to={target.to} search={(previous) => ({ ...previous, ...target.search })} />
      )}
    >
      {children}
    </Anchor>
  );
}

/** Breadcrumb (Inventory › list › this item) and the page's heading. */
export function DetailsHeading({
  origin,
  title,
  current,
}: {
  origin: DetailsOrigin;
  title: string;
  /** The item's name, once known. */
  current: string | undefined;
}) {
  return (
    <Stack gap={4}>
      <Breadcrumbs component="nav" aria-label={m.details.breadcrumb} separatorMargin={6}>
        <Text size="sm" c="dimmed">
          {m.inventory}
        </Text>
        <OriginLink origin={origin}>{ORIGINS[origin].label}</OriginLink>
        {current ? (
          <Text size="sm" aria-current="page">
            {current}
          </Text>
        ) : null}
      </Breadcrumbs>
      <Title order={2}>{title}</Title>
    </Stack>
  );
}

/** The one message of a details page whose item is not in this network and snapshot, with the way back. */
export function MissingItem({ origin, title }: { origin: DetailsOrigin; title: string }) {
  const target = ORIGINS[origin];
  return (
    <Alert color="orange" variant="light" title={title} data-testid="missing-item">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{m.details.missingHint}</Text>
        <Button
          size="xs"
          variant="light"
          renderRoot={(props) => (
            <Link {...props} to={target.to} search={(previous) => ({ ...previous, ...target.search })} />
          )}
        >
          {m.details.backTo(target.label)}
        </Button>
      </Stack>
    </Alert>
  );
}
