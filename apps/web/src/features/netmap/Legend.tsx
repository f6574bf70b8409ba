import type { LegendEntry } from '@lne/netmap';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

function Swatch({ entry }: { entry: LegendEntry }) {
  if (entry.shape === 'line' || entry.shape === 'dashed-line') {
    return (
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 18,
          borderTop: `3px ${entry.shape === 'dashed-line' ? 'dashed' : 'solid'} ${entry.color}`,
        }}
      />
    );
  }
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        background: entry.color,
        borderRadius: entry.shape === 'circle' ? '50%' : 2,
      }}
    />
  );
}

/** The legend of the view mode, with optional counts after each entry (difference view). */
export function Legend({
  entries,
  title,
  children,
}: {
  entries: LegendEntry[];
  title: string;
  /** More below the entries, e.g. the list of differences. */
  children?: ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <Paper withBorder shadow="xs" p="xs" data-testid="netmap-legend" aria-label="Legend" maw={260}>
      <Text size="xs" fw={600} mb={4}>
        {title}
      </Text>
      <Stack gap={2} mah={220} style={{ overflowY: 'auto' }}>
        {entries.map((entry) => (
          <Group key={entry.label} gap={6} wrap="nowrap">
            <Swatch entry={entry} />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Stack>
      {children}
    </Paper>
  );
}
