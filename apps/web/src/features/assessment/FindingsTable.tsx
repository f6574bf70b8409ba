import { DataTable, type DataTableColumn, SeverityBadge, severityLabel } from '@lne/ui';
import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useUrlTableState } from '../../shared/table/use-url-table-state';
import type { AssessmentScope } from './api';
import { assessmentMessages as m } from './messages';
import type { FindingRow } from './report';

function deviceColumn(scope: AssessmentScope): DataTableColumn<FindingRow> {
  return {
    id: 'device',
    header: m.columnDevice,
    value: (row) => row.deviceName,
    cell: (row) => (
      <Anchor
        size="sm"
        renderRoot={(rootProps) => (
          <Link
            {...rootProps}
            to="/inventory/device/$serial"
            params={{ serial: row.deviceId }}
            search={{ network: scope.network, snapshot: scope.snapshot, tab: 'findings' }}
          />
        )}
      >
        {row.deviceName}
      </Anchor>
    ),
    filter: 'text',
    width: 220,
  };
}

const checkColumn: DataTableColumn<FindingRow> = {
  id: 'check',
  header: m.columnCheck,
  value: (row) => row.checkTitle,
  filter: 'select',
  width: 240,
};

const interfaceColumn: DataTableColumn<FindingRow> = {
  id: 'interface',
  header: m.columnInterface,
  value: (row) => row.interface,
  filter: 'text',
  width: 200,
};

const severityColumn: DataTableColumn<FindingRow> = {
  id: 'severity',
  header: m.columnSeverity,
  value: (row) => severityLabel(row.severity),
  cell: (row) => <SeverityBadge severity={row.severity} />,
  filter: 'select',
  width: 160,
};

const issueColumn: DataTableColumn<FindingRow> = {
  id: 'issue',
  header: m.columnIssue,
  value: (row) => row.message,
};

const tagsColumn: DataTableColumn<FindingRow> = {
  id: 'tags',
  header: m.columnTags,
  value: (row) => row.tags,
  hiddenByDefault: true,
  width: 200,
};

export type FindingsTableProps = {
  rows: readonly FindingRow[];
  scope: AssessmentScope;
  /** Adds the check's title as a column (tables over several checks). */
  withCheck?: boolean;
  loading: boolean;
  error: unknown;
  exportFileName: string;
  emptyText?: string;
};

/** Findings as a sortable, filterable list whose view is kept in the URL, with CSV export of what is shown. */
export function FindingsTable({
  rows,
  scope,
  withCheck = false,
  loading,
  error,
  exportFileName,
  emptyText,
}: FindingsTableProps) {
  const [state, setState] = useUrlTableState();
  const columns = useMemo(
    () => [
      ...(withCheck ? [checkColumn] : []),
      deviceColumn(scope),
      interfaceColumn,
      severityColumn,
      issueColumn,
      tagsColumn,
    ],
    [withCheck, scope.network, scope.snapshot],
  );
  return (
    <DataTable<FindingRow>
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      state={state}
      onStateChange={setState}
      loading={loading}
      error={error}
      emptyText={emptyText ?? m.noInterfaceFindings}
      exportFileName={exportFileName}
    />
  );
}
