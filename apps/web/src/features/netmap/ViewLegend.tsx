import { legendFor, type NetGraph, type ViewMode, type ViewState } from '@lne/netmap';
import { Stack, Text } from '@mantine/core';
import { Legend } from './Legend';
import { componentGroups, diffChanges, diffCounts, VIEW_MODE_OPTIONS } from './view';

const MAX_LISTED_CHANGES = 200;

/** The legend of the view mode: component sizes, difference counts with the changed nodes, or the styles. */
export function ViewLegend({
  mode,
  view,
  viewAnswer,
  graph,
}: {
  mode: ViewMode;
  view: ViewState;
  viewAnswer: unknown;
  graph: NetGraph | undefined;
}) {
  if (mode === 'connected-components') {
    const sizes = componentGroups(viewAnswer)
      .map((group) => group.length)
      .sort((a, b) => b - a);
    return <Legend title="Connected components" entries={legendFor(mode, sizes)} />;
  }
  if (mode === 'difference') {
    const counts = diffCounts(view);
    const entries = legendFor(mode).map((entry) => {
      const key = entry.label.toLowerCase() as keyof typeof counts;
      return { ...entry, label: `${entry.label} (${counts[key] ?? 0})` };
    });
    const changes = graph
      ? diffChanges(view, (id) =>
          graph.hasNode(id) ? (graph.getNodeAttribute(id, 'label').split('\n')[0] ?? id) : id,
        )
      : [];
    return (
      <Legend title="Difference" entries={entries}>
        {changes.length > 0 ? (
          <Stack gap={0} mt={6} mah={180} style={{ overflowY: 'auto' }} data-testid="diff-list">
            {changes.slice(0, MAX_LISTED_CHANGES).map((change) => (
              <Text key={change.id} size="xs">
                {change.status === 'added' ? '+' : change.status === 'removed' ? '−' : '~'} {change.label}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Legend>
    );
  }
  return (
    <Legend title={VIEW_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? ''} entries={legendFor(mode)} />
  );
}
