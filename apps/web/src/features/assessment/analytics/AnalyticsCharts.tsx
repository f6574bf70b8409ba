import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import {
  Alert,
  Card,
  Center,
  ColorSwatch,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { vendorDisplayName } from '../../../shared/format/vendor-name';
import { type AnalyticsScope, useAnalytics } from './api';
import { analyticsMessages as m } from './messages';
import { renameRows, statusDisplayName, topRows } from './names';

type Rows = { name: string; value: number }[];
type ChartQuery = { data?: Rows | undefined; isPending: boolean; error: Error | null };

const STATUS_COLORS: Readonly<Record<string, string>> = {
  Reachable: 'teal.6',
  Unreachable: 'red.6',
  Discovered: 'gray.5',
};
const PALETTE = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
  'gray.5',
];
/** Categories shown per chart; the rest is added up as 'Other'. */
const MAX_BARS = 10;

function ChartCard({
  title,
  query,
  testId,
  children,
}: {
  title: string;
  query: ChartQuery;
  testId: string;
  children: (rows: Rows) => ReactNode;
}) {
  const total = query.data?.reduce((sum, row) => sum + row.value, 0) ?? 0;
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={6} mb="sm">
        {title}
        {query.data ? (
          <Text span c="dimmed" fw={400} size="sm" ml={6}>
            ({total})
          </Text>
        ) : null}
      </Title>
      {query.isPending ? (
        <Center h={220}>
          <Loader size="sm" />
        </Center>
      ) : query.error ? (
        <Alert color="red" title={m.loadError}>
          {query.error.message}
        </Alert>
      ) : !query.data || query.data.length === 0 ? (
        <Center h={220}>
          <Text c="dimmed" size="sm">
            {m.noData}
          </Text>
        </Center>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

function Bars({ rows, label, rename }: { rows: Rows; label: string; rename: (name: string) => string }) {
  const data = topRows(renameRows(rows, rename), MAX_BARS, m.other).map((row, i) => ({
    name: row.name,
    value: row.value,
    color: PALETTE[i % PALETTE.length],
  }));
  return (
    <BarChart
      h={Math.max(160, data.length * 26 + 30)}
      data={data}
      dataKey="name"
      orientation="vertical"
      yAxisProps={{ width: 170 }}
      series={[{ name: 'value', label, color: 'blue.6' }]}
      gridAxis="x"
      withTooltip
      barProps={{ radius: 3 }}
    />
  );
}

/** Device status, vendors, VLAN usage, hosts per VLAN and host vendors of the network (spec §7 'Analytics'). */
export function AnalyticsCharts({ scope }: { scope: AnalyticsScope }) {
  const q = useAnalytics(scope);
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" data-testid="analytics-charts">
      <ChartCard title={m.deviceStatus} query={q.deviceStatus} testId="chart-device-status">
        {(rows) => {
          const data = renameRows(rows, statusDisplayName).map((row, i) => ({
            name: row.name,
            value: row.value,
            color: STATUS_COLORS[row.name] ?? PALETTE[i % PALETTE.length] ?? 'gray.5',
          }));
          return (
            <Stack align="center" gap="sm">
              <DonutChart size={170} thickness={26} withTooltip data={data} />
              <Group gap="md" justify="center">
                {data.map((row) => (
                  <Group key={row.name} gap={6} data-testid={`status-${row.name}`}>
                    <ColorSwatch color={`var(--mantine-color-${row.color.replace('.', '-')})`} size={12} />
                    <Text size="sm">
                      {row.name}: <b>{row.value}</b>
                    </Text>
                  </Group>
                ))}
              </Group>
            </Stack>
          );
        }}
      </ChartCard>
      <ChartCard title={m.deviceVendors} query={q.deviceVendors} testId="chart-device-vendors">
        {(rows) => <Bars rows={rows} label={m.devices} rename={vendorDisplayName} />}
      </ChartCard>
      <ChartCard title={m.hostVendors} query={q.hostVendors} testId="chart-host-vendors">
        {(rows) => <Bars rows={rows} label={m.hosts} rename={vendorDisplayName} />}
      </ChartCard>
      <ChartCard title={m.vlanUsage} query={q.vlanUsage} testId="chart-vlan-usage">
        {(rows) => <Bars rows={rows} label={m.ports} rename={(name) => name} />}
      </ChartCard>
      <ChartCard title={m.vlanHosts} query={q.vlanHosts} testId="chart-vlan-hosts">
        {(rows) => <Bars rows={rows} label={m.hosts} rename={(name) => name} />}
      </ChartCard>
    </SimpleGrid>
  );
}
