import { CheckCard } from '@lne/ui';
import { Accordion, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAssessmentReport, useAssessmentScope } from './api';
import { FindingsTable } from './FindingsTable';
import {
  checkRows,
  findingCountByType,
  INTERFACE_CHECKS,
  type InterfaceCheckSegment,
} from './interface-checks';
import { assessmentMessages as m } from './messages';

/** The three pages of Assessment › Interfaces checks, one route each. */
export const HalfDuplexChecksPage = () => <InterfaceChecksPage segment="half-duplex" />;
export const ErrDisabledChecksPage = () => <InterfaceChecksPage segment="err-disabled" />;
export const MacChecksPage = () => <InterfaceChecksPage segment="mac" />;

/** One interface check (half duplex, err-disabled ports, MAC addresses per port) as a list of its findings. */
function InterfaceChecksPage({ segment }: { segment: InterfaceCheckSegment }) {
  const scope = useAssessmentScope();
  const report = useAssessmentReport(scope);
  const navigate = useNavigate();
  const current = INTERFACE_CHECKS.find((entry) => entry.segment === segment) ?? INTERFACE_CHECKS[0];
  const description = report.data?.descriptions.find((check) => check.type === current.type);
  const rows = useMemo(
    () => (report.data ? checkRows(report.data, current.type) : []),
    [report.data, current.type],
  );
  const counts = report.data ? findingCountByType(report.data) : {};
  return (
    <Stack p="md" gap="md" maw={1280} mx="auto" data-testid="interface-checks">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2}>{current.label}</Title>
        <SegmentedControl
          value={segment}
          onChange={(next) =>
            void navigate({
              to: `/analytics/assessment/interfaces-checks/${next as InterfaceCheckSegment}`,
              search: { network: scope.network, snapshot: scope.snapshot },
            })
          }
          data={INTERFACE_CHECKS.map((entry) => ({
            value: entry.segment,
            label: counts[entry.type] === undefined ? entry.label : `${entry.label} (${counts[entry.type]})`,
          }))}
          aria-label={m.interfaceChecksTitle}
        />
      </Group>
      {description ? (
        <>
          <Text c="dimmed" size="sm">
            {description.subtitle}
          </Text>
          <Accordion variant="separated" radius="md">
            <CheckCard check={description} devices={report.data?.results[description.type] ?? []} />
          </Accordion>
        </>
      ) : null}
      <FindingsTable
        rows={rows}
        scope={scope}
        loading={report.isPending}
        error={report.error}
        exportFileName={`${current.segment}-findings`}
      />
    </Stack>
  );
}
