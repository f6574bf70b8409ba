import { useCreateNetmapLayout, useDeleteNetmapLayout } from '@lne/api-client';
import {
  buildSearchIndex,
  ingestBaseGraph,
  legendFor,
  parseDataType,
  parseViewMode,
  type QueryError,
  runSearch,
  type SearchOutcome,
  stepResult,
  type ViewState,
} from '@lne/netmap';
import type { NetworkMapInstance } from '@lne/netmap/react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshots } from '../context/api';
import { snapshotLabel } from '../context/selection';
import { useCanEdit } from '../context/use-access';
import { type GraphScope, useBaseGraph, useStpChoices, useViewGraph } from './api';
import { downloadBlob, exportFileName } from './download';
import { Legend } from './Legend';
import { MapView } from './MapView';
import {
  componentGroups,
  DATA_TYPE_OPTIONS,
  dataTypeParam,
  diffChanges,
  diffCounts,
  errorExcerpt,
  queryErrorText,
  resultText,
  VIEW_MODE_OPTIONS,
  viewStateFromAnswer,
} from './view';

const BASE_VIEW: ViewState = { mode: 'basegraph' };

/** Every graph view answer shares this URL prefix in its query key (Orval keys are `[url, params]`). */
function isGraphQuery(key: QueryKey): boolean {
  return typeof key[0] === 'string' && key[0].startsWith('/api/explorer/graph');
}

function errorOf(outcome: SearchOutcome | undefined): QueryError | undefined {
  return outcome?.mode === 'query' && 'error' in outcome ? outcome.error : undefined;
}

function hasSavedLayout(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { layout?: unknown }).layout != null;
}

/** The network map page (`/`): the map of the selected network and snapshot with search and view modes. */
export function NetmapPage() {
  const params = useSearch({ from: '/_app/' });
  const navigate = useNavigate({ from: '/' });
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('netmap');
  const { network, snapshot } = params;
  const dataType = parseDataType(params.dataType);
  const mode = parseViewMode(params.viewMode);
  const urlText = params.search ?? '';
  const scope: GraphScope = useMemo(() => ({ network, snapshot, dataType }), [network, snapshot, dataType]);

  const setParams = useCallback(
    (patch: {
      search?: string | undefined;
      dataType?: string;
      viewMode?: string;
      diffSnapshot?: number | undefined;
    }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );

  // Search box: typed text reaches the URL after a pause; a URL change (deep link, back) fills the box.
  const [text, setText] = useState(urlText);
  useEffect(() => setText(urlText), [urlText]);
  useEffect(() => {
    if (text === urlText) return;
    const timer = setTimeout(() => setParams({ search: text === '' ? undefined : text }), 300);
    return () => clearTimeout(timer);
  }, [text, urlText, setParams]);

  // Inputs of the analysis views.
  const [picked, setPicked] = useState<string[]>([]);
  const [impactIds, setImpactIds] = useState<string[]>([]);
  // A deep link may name the compared snapshot (`diffSnapshot`, e.g. History › Snapshots › Compare with live).
  const diffSnapshotId = params.diffSnapshot;
  const setDiffSnapshotId = useCallback(
    (id: number | undefined) => setParams({ diffSnapshot: id }),
    [setParams],
  );
  const [stpProtocol, setStpProtocol] = useState<string | undefined>(undefined);
  const [stpInstanceId, setStpInstanceId] = useState<string | undefined>(undefined);
  const stp = useStpChoices(scope, stpProtocol, mode === 'spanning-tree');
  useEffect(() => {
    if (stpProtocol === undefined && stp.protocols[0]) setStpProtocol(stp.protocols[0].protocol);
  }, [stpProtocol, stp.protocols]);
  useEffect(() => {
    if (stpInstanceId === undefined && stp.instances[0]) setStpInstanceId(stp.instances[0].stp_instance_id);
  }, [stpInstanceId, stp.instances]);
  const snapshots = useSnapshots(network).data ?? [];
  const otherSnapshots = snapshots.filter((s) => s.id !== snapshot);

  const base = useBaseGraph(scope);
  const viewQuery = useViewGraph(mode, scope, { impactIds, diffSnapshotId, stpProtocol, stpInstanceId });
  const viewAnswer = viewQuery?.data;
  // The difference view holds what only the compared snapshot has, so the map draws its own answer.
  const graphAnswer = mode === 'difference' && viewAnswer ? viewAnswer : base.data;
  const ingested = useMemo(() => (graphAnswer ? ingestBaseGraph(graphAnswer) : undefined), [graphAnswer]);
  const view = useMemo(
    () => (viewAnswer ? viewStateFromAnswer(mode, viewAnswer) : BASE_VIEW),
    [mode, viewAnswer],
  );

  // Search results, highlighted on the map; `current` is the result stepped to.
  const index = useMemo(() => (ingested ? buildSearchIndex(ingested.graph) : undefined), [ingested]);
  const outcome = useMemo(
    () => (ingested && index ? runSearch(ingested.graph, index, urlText, dataType) : undefined),
    [ingested, index, urlText, dataType],
  );
  const matches = outcome?.matches ?? [];
  const [current, setCurrent] = useState(-1);
  const [map, setMap] = useState<NetworkMapInstance | null>(null);
  useEffect(() => {
    setCurrent(-1);
    if (map && outcome && outcome.matches.length > 0) map.focusNodes(outcome.matches);
  }, [outcome, map]);
  const currentId = current >= 0 ? matches[current] : undefined;
  const highlight = useMemo(
    () =>
      outcome && outcome.mode !== 'empty'
        ? { matches: new Set<string>(outcome.matches), ...(currentId ? { current: currentId } : {}) }
        : undefined,
    [outcome, currentId],
  );
  const mapState = useMemo(
    () => ({ view, dataType, ...(highlight ? { search: highlight } : {}) }),
    [view, dataType, highlight],
  );
  const step = (direction: 1 | -1) => {
    const next = stepResult(current, matches.length, direction);
    setCurrent(next);
    const id = matches[next];
    if (id) map?.focusNodes([id]);
  };
  const queryError = errorOf(outcome);

  // Layout editing.
  const saveLayout = useCreateNetmapLayout();
  const resetLayout = useDeleteNetmapLayout();
  const refreshGraphs = () => queryClient.invalidateQueries({ predicate: (q) => isGraphQuery(q.queryKey) });
  const save = () => {
    if (!ingested) return;
    const positions: Record<string, { x: number; y: number }> = {};
    ingested.graph.forEachNode((id, a) => {
      positions[id] = { x: a.x, y: a.y };
    });
    saveLayout.mutate(
      { data: { explorer_network_id: network, snapshot_id: snapshot, view: mode, positions } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Layout saved' });
          void refreshGraphs();
        },
      },
    );
  };
  const reset = () =>
    resetLayout.mutate(
      { params: { explorer_network_id: network, snapshot_id: snapshot, view: mode } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Layout reset' });
          void refreshGraphs();
        },
      },
    );

  const legend = (() => {
    if (mode === 'connected-components') {
      const sizes = componentGroups(viewAnswer)
        .map((g) => g.length)
        .sort((a, b) => b - a);
      return <Legend title="Connected components" entries={legendFor(mode, sizes)} />;
    }
    if (mode === 'difference') {
      const counts = diffCounts(view);
      const entries = legendFor(mode).map((entry) => {
        const key = entry.label.toLowerCase() as keyof typeof counts;
        return { ...entry, label: `${entry.label} (${counts[key] ?? 0})` };
      });
      const changes = ingested
        ? diffChanges(view, (id) =>
            ingested.graph.hasNode(id)
              ? (ingested.graph.getNodeAttribute(id, 'label').split('\n')[0] ?? id)
              : id,
          )
        : [];
      return (
        <Legend title="Difference" entries={entries}>
          {changes.length > 0 ? (
            <Stack gap={0} mt={6} mah={180} style={{ overflowY: 'auto' }} data-testid="diff-list">
              {changes.slice(0, 200).map((change) => (
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
      <Legend
        title={VIEW_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? ''}
        entries={legendFor(mode)}
      />
    );
  })();

  const impactedCount = view.mode === 'impact' ? view.impactedNodes.size : 0;

  return (
    <Stack
      gap={0}
      style={{
        height: 'calc(100dvh - var(--app-shell-header-height, 56px) - var(--app-shell-footer-height, 44px))',
      }}
      data-testid="netmap-page"
    >
      <Group
        gap="sm"
        px="sm"
        py={6}
        align="flex-start"
        wrap="wrap"
        style={{ borderBottom: '1px solid #dee2e6' }}
      >
        <Stack gap={2} style={{ flex: '1 1 320px', maxWidth: 520 }}>
          <Group gap={4} wrap="nowrap">
            <TextInput
              aria-label="Search"
              placeholder='Search name, IP, MAC, serial… or a JSON query {"vendor": "cisco"}'
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  setParams({ search: text === '' ? undefined : text });
                  step(event.shiftKey ? -1 : 1);
                }
              }}
              error={queryError ? queryErrorText(queryError) : undefined}
              style={{ flex: 1 }}
              size="xs"
            />
            <ActionIcon
              variant="default"
              aria-label="Previous result"
              disabled={matches.length === 0}
              onClick={() => step(-1)}
            >
              ‹
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label="Next result"
              disabled={matches.length === 0}
              onClick={() => step(1)}
            >
              ›
            </ActionIcon>
          </Group>
          {urlText !== '' && !queryError ? (
            <Text size="xs" c="dimmed" data-testid="search-results">
              {resultText(current, matches.length)}
            </Text>
          ) : null}
          {queryError?.kind === 'syntax' && queryError.position !== undefined ? (
            <Text size="xs" ff="monospace" data-testid="query-error-place">
              {errorExcerpt(urlText, queryError.position).before}
              <Text span c="red" fw={700}>
                ▲
              </Text>
              {errorExcerpt(urlText, queryError.position).after}
            </Text>
          ) : null}
        </Stack>
        <Select
          aria-label="Data type"
          size="xs"
          w={120}
          data={DATA_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          value={dataTypeParam(dataType)}
          onChange={(value) => value && setParams({ dataType: value })}
          allowDeselect={false}
        />
        <Select
          aria-label="View mode"
          size="xs"
          w={200}
          data={VIEW_MODE_OPTIONS}
          value={mode}
          onChange={(value) => value && setParams({ viewMode: value })}
          allowDeselect={false}
        />
        {mode === 'impact' ? (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {picked.length === 0
                ? 'Click nodes to pick them (Shift+click for more)'
                : `${picked.length} picked`}
            </Text>
            <Button size="xs" disabled={picked.length === 0} onClick={() => setImpactIds(picked)}>
              Analyse impact
            </Button>
            {impactIds.length > 0 && viewAnswer ? (
              <Text size="sm" data-testid="impact-count">
                Impacted: {impactedCount} {impactedCount === 1 ? 'node' : 'nodes'}
              </Text>
            ) : null}
          </Group>
        ) : null}
        {mode === 'difference' ? (
          <Select
            aria-label="Compare with snapshot"
            placeholder="Compare with snapshot"
            size="xs"
            w={260}
            data={otherSnapshots.map((s) => ({ value: String(s.id), label: snapshotLabel(s) }))}
            value={diffSnapshotId === undefined ? null : String(diffSnapshotId)}
            onChange={(value) => setDiffSnapshotId(value ? Number(value) : undefined)}
          />
        ) : null}
        {mode === 'spanning-tree' ? (
          <>
            <Select
              aria-label="Protocol"
              placeholder="Protocol"
              size="xs"
              w={110}
              data={stp.protocols.map((p) => p.protocol)}
              value={stpProtocol ?? null}
              onChange={(value) => {
                setStpProtocol(value ?? undefined);
                setStpInstanceId(undefined);
              }}
            />
            <Select
              aria-label="Instance"
              placeholder="Instance"
              size="xs"
              w={110}
              data={stp.instances.map((i) => i.stp_instance_id)}
              value={stpInstanceId ?? null}
              onChange={(value) => setStpInstanceId(value ?? undefined)}
            />
          </>
        ) : null}
        {viewQuery?.isFetching || base.isFetching ? <Loader size="xs" mt={6} /> : null}
        <Group gap="xs" ml="auto">
          <Button size="xs" disabled={!canEdit || saveLayout.isPending} onClick={save}>
            Save layout
          </Button>
          <Button size="xs" variant="default" disabled={!canEdit || resetLayout.isPending} onClick={reset}>
            Reset layout
          </Button>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button size="xs" variant="default" disabled={!map}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                onClick={() =>
                  void map
                    ?.exportPng()
                    .then((blob) => downloadBlob(blob, exportFileName(network, snapshot, 'png')))
                }
              >
                PNG
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  map &&
                  downloadBlob(
                    new Blob([map.exportGexf()], { type: 'application/xml' }),
                    exportFileName(network, snapshot, 'gexf'),
                  )
                }
              >
                GEXF
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  map &&
                  downloadBlob(
                    new Blob([map.exportGraphml()], { type: 'application/xml' }),
                    exportFileName(network, snapshot, 'graphml'),
                  )
                }
              >
                GraphML
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {viewQuery?.isError ? (
        <Alert color="orange" m="sm" data-testid="view-error">
          The server could not compute this view; the map shows the base graph.
        </Alert>
      ) : null}
      {base.isError ? (
        <Alert color="red" m="sm">
          The network graph could not be loaded.
        </Alert>
      ) : null}
      {ingested ? (
        <MapView
          graph={ingested.graph}
          groups={ingested.groups}
          state={mapState}
          editable={canEdit}
          network={network}
          snapshot={snapshot}
          savedLayout={hasSavedLayout(graphAnswer)}
          legend={legend}
          onReady={setMap}
          onSelectionChange={setPicked}
        />
      ) : base.isPending ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : null}
    </Stack>
  );
}
