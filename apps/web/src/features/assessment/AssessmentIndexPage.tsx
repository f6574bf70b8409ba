import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnalyticsCharts } from './analytics/AnalyticsCharts';
import { analyticsMessages } from './analytics/messages';
import { useAssessmentReport, useAssessmentScope } from './api';
import { findingCountByType, INTERFACE_CHECKS } from './interface-checks';
import { assessmentMessages as m } from './messages';
import { orderChecks } from './report';
import { SeveritySummary } from './SeveritySummary';

/** '/analytics/assessment': the findings at a glance, the interface checks, and the network's analytics charts. */
export function AssessmentIndexPage() {
  const scope = useAssessmentScope();
  const report = useAssessmentReport(scope);
  const ordered = useMemo(() => (report.data ? orderChecks(report.data) : undefined), [report.data]);
  const counts = report.data ? findingCountByType(report.data) : {};
  const search = { network: scope.network, snapshot: scope.snapshot };
  return (
    <Stack p="md" gap="md" maw={1280} mx="auto" data-testid="assessment-index">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={2}>{m.assessmentTitle}</Title>
        <Button
          renderRoot={(rootProps) => (
            <Link {...rootProps} to="/analytics/configuration-check" search={search} />
          )}
        >
          {m.openReport}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {m.assessmentIntro}
      </Text>
      {report.error ? (
        <Alert color="red" title={m.loadError}>
          {report.error.message}
        </Alert>
      ) : null}
      {report.isPending ? (
        <Group justify="center" p="md">
          <Loader />
        </Group>
      ) : null}
      {ordered ? (
        <SeveritySummary
          withFindings={ordered.withFindings}
          totalChecks={ordered.withFindings.length + ordered.withoutIssues.length}
        />
      ) : null}
      <Title order={3} size="h4">
        {m.interfaceChecksTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {INTERFACE_CHECKS.map((entry) => {
          const check = report.data?.descriptions.find((d) => d.type === entry.type);
          return (
            <Card
              key={entry.segment}
              withBorder
              radius="md"
              padding="md"
              data-testid={`interface-check-${entry.segment}`}
            >
              <Anchor
                fw={600}
                renderRoot={(rootProps) => (
                  <Link
                    {...rootProps}
                    to={`/analytics/assessment/interfaces-checks/${entry.segment}`}
                    search={search}
                  />
                )}
              >
                {entry.label}
              </Anchor>
              <Text size="sm" c="dimmed" mt={4}>
                {check?.subtitle ?? ''}
              </Text>
              <Text size="xl" fw={700} mt="xs" c={counts[entry.type] ? 'orange.7' : 'teal.7'}>
                {counts[entry.type] ?? '–'}
              </Text>
              <Text size="xs" c="dimmed">
                {m.findingsWord(counts[entry.type] ?? 0)}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <Title order={3} size="h4">
        {analyticsMessages.dashboardTitle}
      </Title>
      <AnalyticsCharts scope={scope} />
    </Stack>
  );
}
