import '@mantine/charts/styles.css';
import { SEVERITY_COLORS, SeverityBadge, severityLabel, tagColor } from '@lne/ui';
import { BarChart } from '@mantine/charts';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { assessmentMessages } from './messages';
import { type CheckEntry, severityCounts, tagCounts } from './report';

export type SeveritySummaryProps = {
  /** Checks with findings (after the tag filter). */
  withFindings: readonly CheckEntry[];
  /** Number of checks shown in total. */
  totalChecks: number;
};

/** Counts of the findings per severity and per tag, as numbers and as bar charts. */
export function SeveritySummary({ withFindings, totalChecks }: SeveritySummaryProps) {
  const severities = severityCounts(withFindings);
  const tags = tagCounts(withFindings);
  const total = severities.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card withBorder padding="md" radius="md" data-testid="severity-summary">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="md">
          <Text fw={600} data-testid="summary-findings">
            {assessmentMessages.summaryFindings(total)}
          </Text>
          <Text c="dimmed" size="sm" data-testid="summary-checks">
            {assessmentMessages.summaryChecks(withFindings.length, totalChecks)}
          </Text>
        </Group>
        <Group gap="sm">
          {severities.map(({ severity, count }) => (
            <Group key={severity} gap={4} data-testid={`severity-count-${severity}`}>
              <SeverityBadge severity={severity} />
              <Text size="sm" fw={600}>
                {count}
              </Text>
            </Group>
          ))}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap={4}>
          <Title order={6}>{assessmentMessages.summaryTitle}</Title>
          <BarChart
            h={180}
            data={severities.map(({ severity, count }) => ({
              severity: severityLabel(severity),
              findings: count,
              color: SEVERITY_COLORS[severity],
            }))}
            dataKey="severity"
            series={[{ name: 'findings', label: 'Findings', color: 'gray' }]}
            withTooltip
            tickLine="y"
            gridAxis="y"
            barProps={{ radius: 3 }}
          />
        </Stack>
        <Stack gap={4}>
          <Title order={6}>{assessmentMessages.tagSummaryTitle}</Title>
          {tags.length === 0 ? (
            <Text c="dimmed" size="sm">
              {assessmentMessages.noFindings}
            </Text>
          ) : (
            <BarChart
              h={180}
              data={tags.map(({ tag, count }) => ({ tag, findings: count, color: tagColor(tag) }))}
              dataKey="tag"
              orientation="vertical"
              yAxisProps={{ width: 90 }}
              series={[{ name: 'findings', label: 'Findings', color: 'gray' }]}
              withTooltip
              gridAxis="x"
              barProps={{ radius: 3 }}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
