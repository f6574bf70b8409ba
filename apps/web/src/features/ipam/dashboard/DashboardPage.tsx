import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useIpAddresses, useIpamScope, useLocations, usePrefixes } from '../api';
import { StatusBadge } from '../components/StatusBadge';
import { ipamMessages } from '../messages';
import { type IpamSummary, ipamSummary, type PrefixUse } from './summary';
import { utilizationColor, utilizationPercent } from './utilization';

const m = ipamMessages.dashboard;

/** Links of spec §2, as it words them; the router sends them to the matching IPAM pages (app/router.tsx). */
export const DASHBOARD_LINKS = {
  groups: '/groups',
  prefixes: '/prefixes',
  requests: '/ip-requests',
} as const;

const count = (value: bigint | number) => value.toLocaleString('en-US');

function StatCard({
  label,
  value,
  note,
  extra,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  extra?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text size="xl" fw={700} data-testid={`${testId}-value`}>
            {value}
          </Text>
          {note ? (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
        {extra}
      </Group>
    </Card>
  );
}

function SectionCard({
  title,
  link,
  children,
}: {
  title: string;
  link?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {link ? (
          <Anchor renderRoot={(props) => <Link {...props} to={link.to} />} size="sm">
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}

function UseBar({ used, usable }: { used: bigint; usable: bigint }) {
  const percent = utilizationPercent(used, usable);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} color={utilizationColor(percent)} w={80} aria-label={`${percent}%`} />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {percent}% · {count(used)}/{count(usable)}
      </Text>
    </Group>
  );
}

function TopPrefixes({ rows }: { rows: readonly PrefixUse[] }) {
  if (rows.length === 0) return <Text c="dimmed">{m.noPrefixes}</Text>;
  return (
    <Table verticalSpacing="xs" data-testid="ipam-top-prefixes">
      <Table.Tbody>
        {rows.map((use) => (
          <Table.Tr key={use.prefix.id}>
            <Table.Td>
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to="/ipam/prefix-detail/$prefixId"
                    params={{ prefixId: String(use.prefix.id) }}
                  />
                )}
                size="sm"
                ff="monospace"
                fw={600}
              >
                {use.prefix.prefix}
              </Anchor>
              {use.prefix.description ? (
                <Text size="xs" c="dimmed">
                  {use.prefix.description}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <StatusBadge status={use.prefix.status} />
            </Table.Td>
            <Table.Td w={260}>
              <UseBar used={use.used} usable={use.usable} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Locations({ summary }: { summary: IpamSummary }) {
  if (summary.locations.length === 0) return <Text c="dimmed">{m.noLocations}</Text>;
  return (
    <Stack gap="sm" data-testid="ipam-groups">
      {summary.locations.map((use) => (
        <Stack key={use.location.id} gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600}>
              {use.location.name}
            </Text>
            <Text size="xs" c="dimmed">
              {m.delegatedPrefixes(use.prefixCount)}
            </Text>
          </Group>
          {use.usable > 0n ? <UseBar used={use.used} usable={use.usable} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * `/ipam/ipam-dashboard`: the overview of spec §2 computed from the network's IPAM (prefixes, addresses and
 * locations of the snapshot), with the links the spec names.
 */
export function DashboardPage() {
  const scope = useIpamScope();
  const prefixes = usePrefixes(scope);
  const addresses = useIpAddresses(scope);
  const locations = useLocations(scope);
  const summary = useMemo(
    () =>
      prefixes.data && addresses.data && locations.data
        ? ipamSummary(prefixes.data, addresses.data, locations.data)
        : undefined,
    [prefixes.data, addresses.data, locations.data],
  );
  const failed = prefixes.isError || addresses.isError || locations.isError;

  return (
    <Stack p="md" gap="md" data-testid="ipam-dashboard">
      <Stack gap={2}>
        <Title order={2}>{m.title}</Title>
        <Text c="dimmed" size="sm">
          {m.subtitle}
        </Text>
      </Stack>
      {failed ? (
        <Alert color="red">{ipamMessages.common.loadError}</Alert>
      ) : !summary ? (
        <Center py="xl">
          <Loader size="sm" aria-label={m.loading} />
        </Center>
      ) : (
        <DashboardFigures summary={summary} />
      )}
    </Stack>
  );
}

function DashboardFigures({ summary }: { summary: IpamSummary }) {
  const usedPercent = utilizationPercent(summary.usedIps, summary.totalIps);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <StatCard
          testId="ipam-total-ips"
          label={m.totalIps}
          value={count(summary.totalIps)}
          note={m.ipv4Only}
        />
        <StatCard
          testId="ipam-used-ips"
          label={m.usedIps}
          value={count(summary.usedIps)}
          extra={
            <RingProgress
              size={64}
              thickness={6}
              roundCaps
              sections={[{ value: usedPercent, color: utilizationColor(usedPercent) }]}
              label={
                <Text size="xs" ta="center" fw={700} data-testid="ipam-utilization">
                  {usedPercent}%
                </Text>
              }
            />
          }
        />
        <StatCard testId="ipam-available-ips" label={m.availableIps} value={count(summary.availableIps)} />
        <StatCard
          testId="ipam-total-prefixes"
          label={m.totalPrefixes}
          value={count(summary.totalPrefixes)}
          note={m.ipv6Prefixes(summary.ipv6Prefixes)}
        />
        <StatCard testId="ipam-reserved-ips" label={m.reservedIps} value={count(summary.reservedIps)} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SectionCard title={m.topPrefixes} link={{ label: m.viewPrefixes, to: DASHBOARD_LINKS.prefixes }}>
          <TopPrefixes rows={summary.topPrefixes} />
        </SectionCard>
        <SectionCard title={m.groups} link={{ label: m.viewGroups, to: DASHBOARD_LINKS.groups }}>
          <Locations summary={summary} />
        </SectionCard>
        <SectionCard title={m.addressesByStatus}>
          {summary.addressesByStatus.length === 0 ? (
            <Text c="dimmed">{m.noAddresses}</Text>
          ) : (
            <Group gap="xs" data-testid="ipam-address-statuses">
              {summary.addressesByStatus.map((entry) => (
                <Badge key={entry.status} variant="light" size="lg" tt="none">
                  {entry.status}: {count(entry.count)}
                </Badge>
              ))}
            </Group>
          )}
        </SectionCard>
        <SectionCard title={m.requests} link={{ label: m.viewRequests, to: DASHBOARD_LINKS.requests }}>
          <Text size="sm" c="dimmed">
            {m.requestsNotInEdition}
          </Text>
        </SectionCard>
      </SimpleGrid>
    </>
  );
}
