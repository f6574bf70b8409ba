import {
  Anchor,
  Badge,
  Card,
  Group,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { formatIsoTime } from '../../../shared/format/time';
import { ipamMessages } from '../messages';
import {
  type IpRequest,
  SAMPLE_ACTIVITY,
  SAMPLE_GROUPS,
  SAMPLE_PREFIXES,
  SAMPLE_REQUESTS,
  SAMPLE_SUMMARY,
} from './sample-data';
import { PREFIX_STATUS_COLORS, topByUtilization, utilizationColor, utilizationPercent } from './utilization';

const m = ipamMessages.dashboard;

/** Links of spec §2; they sit under the app's base path like every route. */
export const DASHBOARD_LINKS = {
  groups: '/groups',
  prefixes: '/prefixes',
  requests: '/ip-requests',
  request: (id: string) => `/ip-requests?selected=${encodeURIComponent(id)}`,
} as const;

const href = (path: string) => `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`;
const number = (value: number) => value.toLocaleString('en-US');

function requestKind(request: IpRequest): string {
  switch (request.type) {
    case 'single':
      return m.requestSingle;
    case 'multiple':
      return m.requestMultiple(request.count);
    case 'subnet':
      return m.requestSubnet(request.size);
  }
}

function StatCard({
  label,
  value,
  extra,
  testId,
}: {
  label: string;
  value: string;
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
          <Text size="xl" fw={700}>
            {value}
          </Text>
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
        <Title order={4}>{title}</Title>
        {link ? (
          <Anchor href={href(link.to)} size="sm">
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}

/** `/ipam/ipam-dashboard`: the overview of spec §2, drawn from the static sample data of spec §3. */
export function DashboardPage() {
  const summary = SAMPLE_SUMMARY;
  const usedPercent = utilizationPercent(summary.usedIPs, summary.totalIPs);
  return (
    <Stack p="md" gap="md" data-testid="ipam-dashboard">
      <Stack gap={2}>
        <Title order={2}>{m.title}</Title>
        <Text c="dimmed" size="sm">
          {m.subtitle}
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <StatCard testId="ipam-total-ips" label={m.totalIps} value={number(summary.totalIPs)} />
        <StatCard
          testId="ipam-used-ips"
          label={m.usedIps}
          value={number(summary.usedIPs)}
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
        <StatCard testId="ipam-available-ips" label={m.availableIps} value={number(summary.availableIPs)} />
        <StatCard
          testId="ipam-total-prefixes"
          label={m.totalPrefixes}
          value={number(summary.totalPrefixes)}
        />
        <StatCard
          testId="ipam-pending-requests"
          label={m.pendingRequests}
          value={number(summary.pendingRequests)}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SectionCard title={m.topPrefixes} link={{ label: m.viewPrefixes, to: DASHBOARD_LINKS.prefixes }}>
          <Table verticalSpacing="xs" data-testid="ipam-top-prefixes">
            <Table.Tbody>
              {topByUtilization(SAMPLE_PREFIXES, 5).map((prefix) => {
                const percent = utilizationPercent(prefix.usedIPs, prefix.totalIPs);
                return (
                  <Table.Tr key={prefix.id}>
                    <Table.Td>
                      <Text size="sm" ff="monospace" fw={600}>
                        {prefix.prefix}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {prefix.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={PREFIX_STATUS_COLORS[prefix.status]}
                        style={{ flexShrink: 0 }}
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {prefix.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td w={230}>
                      <Group gap="xs" wrap="nowrap">
                        <Progress value={percent} color={utilizationColor(percent)} w={80} />
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {percent}% · {prefix.usedIPs}/{prefix.totalIPs}
                        </Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </SectionCard>

        <SectionCard title={m.groups} link={{ label: m.viewGroups, to: DASHBOARD_LINKS.groups }}>
          <Stack gap="sm" data-testid="ipam-groups">
            {SAMPLE_GROUPS.map((group) => {
              const percent = utilizationPercent(group.usedIPs, group.totalIPs);
              return (
                <Stack key={group.id} gap={4}>
                  <Group justify="space-between">
                    <Text size="sm" fw={600}>
                      {group.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {group.prefixCount} {m.delegatedPrefixes} · {number(group.usedIPs)}/
                      {number(group.totalIPs)} · {percent}%
                    </Text>
                  </Group>
                  <Progress value={percent} color={utilizationColor(percent)} />
                </Stack>
              );
            })}
          </Stack>
        </SectionCard>

        <SectionCard
          title={m.pendingRequestList}
          link={{ label: m.viewRequests, to: DASHBOARD_LINKS.requests }}
        >
          <Table verticalSpacing="xs" data-testid="ipam-requests">
            <Table.Tbody>
              {SAMPLE_REQUESTS.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {request.description}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {request.id} · {formatIsoTime(request.requestedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="outline"
                      color="blue"
                      style={{ flexShrink: 0 }}
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {requestKind(request)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color="yellow"
                      style={{ flexShrink: 0 }}
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {request.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td w={60}>
                    <Anchor href={href(DASHBOARD_LINKS.request(request.id))} size="sm">
                      {m.open}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SectionCard>

        <SectionCard title={m.recentActivity}>
          <Timeline bulletSize={14} lineWidth={2} data-testid="ipam-activity">
            {SAMPLE_ACTIVITY.map((activity) => (
              <Timeline.Item key={`${activity.timestamp}-${activity.action}`} title={activity.action}>
                <Text size="sm" c="dimmed">
                  {activity.details}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatIsoTime(activity.timestamp)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
