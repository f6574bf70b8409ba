import {
  type Container,
  type SupportedVendor,
  useGetVersion,
  useListContainers,
  useListSupportedVendors,
} from '@lne/api-client';
import { DataTable, type DataTableColumn } from '@lne/ui';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useLicense, useServerSettings } from '../../shared/context/api';
import { usePermission } from '../../shared/context/use-access';
import { formatUnixTime } from '../../shared/format/time';
import { vendorDisplayName } from '../../shared/format/vendor-name';
import { DisabledReason } from '../../shared/ui/DisabledReason';
import { License } from './License';
import { settingsMessages as m } from './messages';
import { SettingsPage } from './SettingsPage';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

const CONTAINER_COLUMNS: DataTableColumn<Container>[] = [
  { id: 'name', header: m.name, value: (row) => row.name },
  { id: 'image', header: m.containerImage, value: (row) => row.image },
  {
    id: 'status',
    header: m.containerStatus,
    value: (row) => row.status,
    cell: (row) => (
      <Badge color={row.status === 'running' ? 'green' : 'red'} variant="light">
        {row.status}
      </Badge>
    ),
  },
  {
    id: 'started',
    header: m.containerStarted,
    value: (row) => row.started,
    cell: (row) => formatUnixTime(row.started),
  },
];

const VENDOR_COLUMNS: DataTableColumn<SupportedVendor>[] = [
  { id: 'vendor', header: m.vendorName, value: (row) => vendorDisplayName(row.vendor), filter: 'select' },
  { id: 'platform', header: m.vendorPlatform, value: (row) => row.platform },
];

function LicenseCard() {
  const license = useLicense();
  const update = usePermission('update', 'license');
  const [opened, setOpened] = useState(false);
  const data = license.data;
  return (
    <Card withBorder padding="lg" data-testid="license-card">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{m.licenseCard}</Title>
        <DisabledReason reason={update.reason}>
          <Button size="xs" onClick={() => setOpened(true)}>
            {m.licenseButton}
          </Button>
        </DisabledReason>
      </Group>
      <Stack gap={6}>
        <Fact label={m.licenseKey} testId="license-key">
          {data?.key ?? m.licenseNone}
        </Fact>
        <Fact label={m.licenseState} testId="license-state">
          <Badge color={data?.is_valid ? 'green' : 'red'} variant="light">
            {data?.is_valid ? m.licenseValid : m.licenseInvalid}
          </Badge>
        </Fact>
        <Fact label={m.licenseExpiry} testId="license-expiry">
          {formatUnixTime(data?.expires_at) || '—'}
        </Fact>
        <Fact label={m.licenseFeatures} testId="license-features">
          <Group gap={4} justify="flex-end">
            {(data?.features ?? []).map((feature) => (
              <Badge key={feature} variant="outline" size="sm">
                {feature}
              </Badge>
            ))}
          </Group>
        </Fact>
      </Stack>
      <License opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}

function ServerCard() {
  const version = useGetVersion().data;
  const settings = useServerSettings().data;
  return (
    <Card withBorder padding="lg" data-testid="server-card">
      <Title order={4} mb="sm">
        {m.serverCard}
      </Title>
      <Stack gap={6}>
        <Fact label={m.serverVersion} testId="server-version">
          {version?.version ?? '…'}
        </Fact>
        <Fact label={m.serverCommit} testId="server-commit">
          <Text size="sm" ff="monospace" title={version?.git_commit_id}>
            {version?.git_commit_id?.slice(0, 12) ?? '…'}
          </Text>
        </Fact>
        <Fact label={m.serverDatabase}>{settings?.database ?? '…'}</Fact>
      </Stack>
    </Card>
  );
}

/** License state and dialog, server version and commit, containers and supported vendors (spec §2). */
export function LicenseSettingsPage() {
  const { network } = useSearch({ strict: false });
  const containers = useListContainers();
  const vendors = useListSupportedVendors({ explorer_network_id: network ?? 1 });
  return (
    <SettingsPage title={m.licenseTitle} subjects={['system_settings']}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LicenseCard />
        <ServerCard />
      </SimpleGrid>
      <Title order={4}>{m.containersCard}</Title>
      <DataTable<Container>
        data={containers.data ?? []}
        columns={CONTAINER_COLUMNS}
        getRowId={(row) => row.name}
        loading={containers.isPending}
        error={containers.error}
        height={160}
      />
      <Title order={4}>{m.vendorsCard}</Title>
      <DataTable<SupportedVendor>
        data={vendors.data ?? []}
        columns={VENDOR_COLUMNS}
        getRowId={(row) => `${row.vendor}/${row.platform}`}
        loading={vendors.isPending}
        error={vendors.error}
        emptyText={m.noVendors}
        exportFileName="supported-vendors"
        height={320}
      />
    </SettingsPage>
  );
}
