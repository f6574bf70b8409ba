import type { CollectionRun } from '@lne/api-client';
import { Badge } from '@mantine/core';
import { collectorMessages as m } from './messages';

const STATUS: Record<CollectionRun['status'], { label: string; color: string }> = {
  collected: { label: m.runStatusCollected, color: 'gray' },
  parsing: { label: m.runStatusParsing, color: 'blue' },
  parsed: { label: m.runStatusParsed, color: 'green' },
  failed: { label: m.runStatusFailed, color: 'red' },
};

export function runStatusLabel(status: CollectionRun['status']): string {
  return STATUS[status].label;
}

export function runSourceLabel(source: CollectionRun['source']): string {
  return source === 'import' ? m.runSourceImport : m.runSourcePoll;
}

/** A collection run's status: stored, being parsed, parsed or failed. */
export function RunStatusBadge({ status }: { status: CollectionRun['status'] }) {
  return (
    <Badge size="sm" variant="light" color={STATUS[status].color} data-run-status={status}>
      {STATUS[status].label}
    </Badge>
  );
}
