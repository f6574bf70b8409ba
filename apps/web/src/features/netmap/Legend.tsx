import { GLYPH_DRAWINGS, GLYPH_STROKE_WIDTH, type Glyph, type LegendEntry } from '@lne/netmap';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A glyph on its disc, as the map draws it (the same path data as the map's atlas). */
function GlyphIcon({ glyph, color, size = 16 }: { glyph: Glyph; color: string; size?: number }) {
  const drawing = GLYPH_DRAWINGS[glyph];
  return (
    <svg width={size} height={size} viewBox="-6 -6 36 36" aria-hidden style={{ flexShrink: 0 }}>
      <circle cx="12" cy="12" r="18" fill={color} />
      {drawing.stroke ? (
        <path
          d={drawing.stroke}
          fill="none"
          stroke="#fff"
          strokeWidth={GLYPH_STROKE_WIDTH}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {drawing.fill ? <path d={drawing.fill} fill="#fff" /> : null}
    </svg>
  );
}

function Swatch({ entry }: { entry: LegendEntry }) {
  if (entry.shape === 'glyph' && entry.glyph) return <GlyphIcon glyph={entry.glyph} color={entry.color} />;
  if (entry.shape === 'line' || entry.shape === 'dashed-line') {
    return (
      <svg width={20} height={8} aria-hidden style={{ flexShrink: 0 }}>
        <line
          x1={1}
          y1={4}
          x2={19}
          y2={4}
          stroke={entry.color}
          strokeWidth={entry.width ?? 3}
          strokeDasharray={entry.shape === 'dashed-line' ? (entry.dash ?? [4, 3]).join(' ') : undefined}
        />
      </svg>
    );
  }
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flexShrink: 0,
        width: 12,
        height: 12,
        background: entry.color,
        borderRadius: entry.shape === 'circle' ? '50%' : 2,
      }}
    />
  );
}

function Entries({ entries }: { entries: LegendEntry[] }) {
  return (
    <>
      {entries.map((entry) => (
        <Group key={`${entry.shape}:${entry.label}`} gap={6} wrap="nowrap" data-testid="legend-entry">
          <Swatch entry={entry} />
          <Text size="xs">{entry.label}</Text>
        </Group>
      ))}
    </>
  );
}

/**
 * The legend of the view mode, with optional counts after each entry (difference view), and the device types
 * (glyphs) below the view's colours when the view colours by something else than the type.
 */
export function Legend({
  entries,
  title,
  glyphs = [],
  children,
}: {
  entries: LegendEntry[];
  title: string;
  /** Device types drawn in the view's colours (glyphs on a neutral disc). */
  glyphs?: LegendEntry[];
  /** More above the entries, e.g. a hint. */
  children?: ReactNode;
}) {
  if (entries.length === 0 && glyphs.length === 0 && !children) return null;
  return (
    <Paper withBorder shadow="xs" p="xs" data-testid="netmap-legend" aria-label="Legend" maw={240}>
      <Text size="xs" fw={600} mb={4}>
        {title}
      </Text>
      {children}
      <Stack gap={2} mah={240} style={{ overflowY: 'auto' }}>
        <Entries entries={entries} />
        {glyphs.length > 0 ? (
          <>
            <Text size="xs" c="dimmed" mt={4}>
              Device types
            </Text>
            <Entries entries={glyphs} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
