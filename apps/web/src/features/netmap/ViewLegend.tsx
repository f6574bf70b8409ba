import {
  type ColorScheme,
  glyphLegend,
  legendFacts,
  legendFor,
  type NetGraph,
  type ViewMode,
  type ViewState,
} from '@lne/netmap';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { Legend } from './Legend';
import { netmapMessages as m } from './messages';
import { componentGroups, diffCounts, VIEW_MODE_OPTIONS } from './view';

/**
 * The legend of the view mode: the base graph's device types (the glyphs it holds), links and boxes; component
 * sizes; the difference counts, or the request to pick a snapshot first; the other views' colours.
 */
export function ViewLegend({
  mode,
  view,
  viewAnswer,
  graph,
  scheme,
  comparing,
}: {
  mode: ViewMode;
  view: ViewState;
  viewAnswer: unknown;
  graph: NetGraph | undefined;
  scheme: ColorScheme;
  /** Difference view: whether a snapshot to compare with is chosen. */
  comparing: boolean;
}) {
  const facts = useMemo(() => (graph ? legendFacts(graph) : undefined), [graph]);
  if (!facts || graph?.order === 0) return null;
  const options = { ...facts, scheme };
  const title = VIEW_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? '';
  if (mode === 'basegraph') return <Legend title={title} entries={legendFor(mode, options)} />;
  const glyphs = glyphLegend(options, true);
  if (mode === 'connected-components') {
    const sizes = componentGroups(viewAnswer)
      .map((group) => group.length)
      .sort((a, b) => b - a);
    return (
      <Legend
        title={title}
        entries={legendFor(mode, { ...options, componentSizes: sizes })}
        glyphs={glyphs}
      />
    );
  }
  if (mode === 'difference') {
    if (!comparing) {
      return (
        <Legend title={title} entries={[]} glyphs={glyphs}>
          <Text size="xs" fw={600} data-testid="diff-pick">
            {m.diff.pick}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {m.diff.pickHint}
          </Text>
        </Legend>
      );
    }
    const counts = diffCounts(view);
    const entries = legendFor(mode, options).map((entry) => {
      const key = entry.label.toLowerCase() as keyof typeof counts;
      return { ...entry, label: `${entry.label} (${counts[key] ?? 0})` };
    });
    return <Legend title={title} entries={entries} glyphs={glyphs} />;
  }
  return <Legend title={title} entries={legendFor(mode, options)} glyphs={glyphs} />;
}
