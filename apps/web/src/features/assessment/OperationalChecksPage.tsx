import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useAssessmentReport, useAssessmentScope } from './api';
import { FindingsTable } from './FindingsTable';
import { operationalRows } from './interface-checks';
import { assessmentMessages as m } from './messages';

/** '/analytics/operational-check': every finding of the operational checks as one list. */
export function OperationalChecksPage() {
  const scope = useAssessmentScope();
  const report = useAssessmentReport(scope);
  const rows = useMemo(() => (report.data ? operationalRows(report.data) : []), [report.data]);
  return (
    <Stack p="md" gap="md" maw={1280} mx="auto" data-testid="operational-checks">
      <Title order={2}>{m.operationalTitle}</Title>
      <Text c="dimmed" size="sm">
        {m.operationalIntro}
      </Text>
      <FindingsTable
        rows={rows}
        scope={scope}
        withCheck
        loading={report.isPending}
        error={report.error}
        exportFileName="operational-findings"
        emptyText={m.noFindings}
      />
    </Stack>
  );
}
