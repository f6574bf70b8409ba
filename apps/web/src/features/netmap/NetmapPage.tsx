import type { NetworkMapInstance } from '@lne/netmap/react';
import { Alert, Group, Loader, Stack, useComputedColorScheme } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCanEdit } from '../../shared/context/use-access';
import { LayoutActions } from './LayoutActions';
import { diffRows, impactRows } from './lists';
import { EmptyNetwork, LoadFailed } from './MapStates';
import { MapView } from './MapView';
import { netmapMessages as m } from './messages';
import { DiffList, ImpactList } from './ResultList';
import { SearchBox } from './SearchBox';
import { useGraphData } from './use-graph-data';
import { useLayoutPersistence } from './use-layout-persistence';
import { useMapSearch } from './use-map-search';
import { useMapUrl } from './use-map-url';
import { useViewInputs } from './use-view-inputs';
import { ModeControls, ScopeControls } from './ViewControls';
import { ViewLegend } from './ViewLegend';

/**
 * The network map page (`/`): the map of the selected network and snapshot with search and view modes. It only
 * composes: URL state (`useMapUrl`), analysis inputs (`useViewInputs`), graph data (`useGraphData`), search
 * (`useMapSearch`) and layout persistence (`useLayoutPersistence`), drawn by the toolbar (search, data type and
 * view mode in one row, the view's inputs in a second), `MapView` (map, layout, node panel) and the list of the
 * impact or difference view under the map. The map is drawn in Mantine's computed colour scheme.
 */
export function NetmapPage() {
  const url = useMapUrl();
  const { scope, mode } = url;
  const canEdit = useCanEdit('netmap');
  const scheme = useComputedColorScheme('light');
  const inputs = useViewInputs(scope, mode, url.diffSnapshotId, url.setParams);
  const data = useGraphData(scope, mode, inputs.inputs);
  const [map, setMap] = useState<NetworkMapInstance | null>(null);
  const graph = data.ingested?.graph;
  const groups = data.ingested?.groups;
  const search = useMapSearch(graph, url.searchText, scope.dataType, map, url.setParams);
  const layout = useLayoutPersistence(scope, mode);
  const mapState = useMemo(
    () => ({
      view: data.view,
      dataType: scope.dataType,
      scheme,
      ...(search.highlight ? { search: search.highlight } : {}),
    }),
    [data.view, scope.dataType, scheme, search.highlight],
  );
  const impact = useMemo(
    () => (graph && groups && mode === 'impact' ? impactRows(graph, groups, data.view) : []),
    [graph, groups, mode, data.view],
  );
  const differences = useMemo(
    () => (graph && groups && mode === 'difference' ? diffRows(graph, groups, data.view) : []),
    [graph, groups, mode, data.view],
  );
  const empty = graph !== undefined && graph.order === 0;
  const focus = (id: string) => map?.focusNodes([id]);
  const showImpact = mode === 'impact' && inputs.inputs.impactIds.length > 0 && data.viewAnswer !== undefined;
  const showDiff =
    mode === 'difference' && inputs.inputs.diffSnapshotId !== undefined && data.viewAnswer !== undefined;

  return (
    <Stack
      gap={0}
      style={{
        height: 'calc(100dvh - var(--app-shell-header-height, 56px) - var(--app-shell-footer-height, 44px))',
      }}
      data-testid="netmap-page"
    >
      <Stack gap={4} px="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm" align="flex-start" wrap="nowrap" data-testid="netmap-toolbar">
          <SearchBox search={search} />
          <ScopeControls scope={scope} mode={mode} setParams={url.setParams} />
          {data.fetching ? <Loader size="xs" mt={6} /> : null}
          <LayoutActions scope={scope} graph={graph} map={map} canEdit={canEdit} layout={layout} />
        </Group>
        {mode !== 'basegraph' ? (
          <Group gap="sm" wrap="wrap" data-testid="netmap-mode-controls">
            <ModeControls
              scope={scope}
              mode={mode}
              view={data.view}
              answered={data.viewAnswer !== undefined}
              inputs={inputs}
            />
          </Group>
        ) : null}
      </Stack>
      {data.viewFailed ? (
        <Alert color="orange" m="sm" data-testid="view-error">
          {m.viewFailed}
        </Alert>
      ) : null}
      {data.baseFailed ? <LoadFailed error={data.baseError} onRetry={data.retryBase} /> : null}
      {empty ? <EmptyNetwork /> : null}
      {data.ingested && !empty ? (
        <MapView
          graph={data.ingested.graph}
          groups={data.ingested.groups}
          state={mapState}
          editable={canEdit}
          network={scope.network}
          snapshot={scope.snapshot}
          savedLayout={data.savedLayout}
          scheme={scheme}
          legend={
            <ViewLegend
              mode={mode}
              view={data.view}
              viewAnswer={data.viewAnswer}
              graph={graph}
              scheme={scheme}
              comparing={inputs.inputs.diffSnapshotId !== undefined}
            />
          }
          onReady={setMap}
          onSelectionChange={inputs.setPicked}
          onImpact={(id) => {
            url.setParams({ viewMode: 'impact' });
            inputs.impactFrom(id);
          }}
        />
      ) : data.baseLoading && !data.baseFailed ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : null}
      {showImpact && !empty ? (
        <ImpactList rows={impact} network={scope.network} snapshot={scope.snapshot} onFocus={focus} />
      ) : null}
      {showDiff && !empty ? (
        <DiffList rows={differences} network={scope.network} snapshot={scope.snapshot} onFocus={focus} />
      ) : null}
    </Stack>
  );
}
