import { Badge, Box, Group, ScrollArea, SegmentedControl, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type DiffLine,
  DiffTooLargeError,
  diffLines,
  diffStats,
  type FoldedLines,
  foldUnchanged,
  toSplitRows,
} from './line-diff';
import { diffViewerMessages as m } from './messages';
import { diffStyles as st, type Tone, withTone } from './styles';

export type DiffViewMode = 'unified' | 'split';

export type DiffViewerProps = {
  oldText: string;
  newText: string;
  /** Names of both sides, e.g. the versions' dates. */
  oldLabel?: string;
  newLabel?: string;
  /** Controlled view mode; uncontrolled (starting at `defaultMode`) when omitted. */
  mode?: DiffViewMode;
  defaultMode?: DiffViewMode;
  onModeChange?: (mode: DiffViewMode) => void;
  /** Unchanged lines kept around each change (default 3). */
  context?: number;
  /** Height of the scrolling body; grows with the content when omitted. */
  maxHeight?: number;
  /** Extra controls shown in the header, right of the mode toggle. */
  actions?: ReactNode;
};

function signOf(kind: DiffLine['kind']): string {
  return kind === 'add' ? '+' : kind === 'remove' ? '-' : ' ';
}

function FoldRow({ count, span }: { count: number; span: number }) {
  return (
    <tr data-kind="fold">
      <td colSpan={span} style={st.fold}>
        {m.folded(count)}
      </td>
    </tr>
  );
}

function UnifiedTable({ rows }: { rows: (DiffLine | FoldedLines)[] }) {
  return (
    <table style={st.table} data-testid="diff-unified">
      <tbody>
        {rows.map((row, index) => {
          if (row.kind === 'fold') return <FoldRow key={`f${index}`} count={row.count} span={4} />;
          const tone: Tone | undefined = row.kind === 'equal' ? undefined : row.kind;
          return (
            <tr key={`l${index}`} data-kind={row.kind}>
              <td style={withTone(st.no, tone)}>{row.kind === 'add' ? '' : row.oldNo}</td>
              <td style={withTone(st.no, tone)}>{row.kind === 'remove' ? '' : row.newNo}</td>
              <td style={withTone(st.sign, tone)}>{signOf(row.kind)}</td>
              <td style={withTone(st.text, tone)}>{row.text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function SplitTable({ rows }: { rows: (DiffLine | FoldedLines)[] }) {
  const split = useMemo(() => toSplitRows(rows), [rows]);
  return (
    <table style={st.table} data-testid="diff-split">
      <tbody>
        {split.map((row, index) => {
          if (row.kind === 'fold') return <FoldRow key={`f${index}`} count={row.count} span={4} />;
          const leftTone: Tone | undefined = row.left ? (row.left.changed ? 'remove' : undefined) : 'empty';
          const rightTone: Tone | undefined = row.right ? (row.right.changed ? 'add' : undefined) : 'empty';
          return (
            <tr key={`l${index}`} data-kind="line">
              <td style={withTone(st.no, leftTone)}>{row.left?.no ?? ''}</td>
              <td
                style={withTone(st.text, leftTone)}
                data-side="old"
                data-changed={row.left?.changed ?? false}
              >
                {row.left?.text ?? ''}
              </td>
              <td style={withTone({ ...st.no, ...st.divider }, rightTone)}>{row.right?.no ?? ''}</td>
              <td
                style={withTone(st.text, rightTone)}
                data-side="new"
                data-changed={row.right?.changed ?? false}
              >
                {row.right?.text ?? ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Line diff of two texts (e.g. two versions of a device configuration), unified or side by side, with
 * unchanged runs folded to a few lines of context.
 */
export function DiffViewer({
  oldText,
  newText,
  oldLabel,
  newLabel,
  mode,
  defaultMode = 'split',
  onModeChange,
  context = 3,
  maxHeight,
  actions,
}: DiffViewerProps) {
  const [ownMode, setOwnMode] = useState<DiffViewMode>(defaultMode);
  const shown = mode ?? ownMode;
  const lines = useMemo(() => {
    try {
      return diffLines(oldText, newText);
    } catch (error) {
      if (error instanceof DiffTooLargeError) return undefined;
      throw error;
    }
  }, [oldText, newText]);
  const rows = useMemo(() => (lines ? foldUnchanged(lines, context) : []), [lines, context]);
  const stats = diffStats(lines ?? []);
  const changeMode = (value: string) => {
    const next: DiffViewMode = value === 'unified' ? 'unified' : 'split';
    setOwnMode(next);
    onModeChange?.(next);
  };
  const body = !lines ? (
    <Text c="dimmed" size="sm" p="sm" data-testid="diff-too-large">
      {m.tooLarge}
    </Text>
  ) : rows.length === 0 ? (
    <Text c="dimmed" size="sm" p="sm" data-testid="diff-empty">
      {m.noChanges}
    </Text>
  ) : shown === 'unified' ? (
    <UnifiedTable rows={rows} />
  ) : (
    <SplitTable rows={rows} />
  );
  return (
    <Box
      data-testid="diff-viewer"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Group
        justify="space-between"
        px="sm"
        py={6}
        gap="xs"
        wrap="wrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {oldLabel !== undefined && (
            <Text size="xs" c="red.7" truncate data-testid="diff-old-label">
              {oldLabel}
            </Text>
          )}
          {oldLabel !== undefined && newLabel !== undefined && (
            <Text size="xs" c="dimmed">
              →
            </Text>
          )}
          {newLabel !== undefined && (
            <Text size="xs" c="green.8" truncate data-testid="diff-new-label">
              {newLabel}
            </Text>
          )}
          <Badge variant="light" color="gray" size="sm" data-testid="diff-stats">
            {m.stats(stats.added, stats.removed)}
          </Badge>
        </Group>
        <Group gap="xs">
          <SegmentedControl
            size="xs"
            value={shown}
            onChange={changeMode}
            data={[
              { value: 'unified', label: m.unified },
              { value: 'split', label: m.split },
            ]}
          />
          {actions}
        </Group>
      </Group>
      {maxHeight !== undefined ? (
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          {body}
        </ScrollArea.Autosize>
      ) : (
        body
      )}
    </Box>
  );
}
