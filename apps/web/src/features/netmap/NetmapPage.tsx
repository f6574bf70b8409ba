import type { NetworkMapInstance } from '@lne/netmap/react';
import { Alert, Group, Loader, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCanEdit } from '../../shared/context/use-access';
import { LayoutActions } from './LayoutActions';
import { MapView } from './MapView';
import { SearchBox } from './SearchBox';
import { useGraphData } from './use-graph-data';
import { useLayoutPersistence } from './use-layout-persistence';
import { useMapSearch } from './use-map-search';
import { useMapUrl } from './use-map-url';
import { useViewInputs } from './use-view-inputs';
import { ViewControls } from './ViewControls';
import { ViewLegend } from './ViewLegend';

/**
 * The network map page (`/`): the map of the selected network and snapshot with search and view modes. It only
 * composes: URL state (`useMapUrl`), analysis inputs (`useViewInputs`), graph data (`useGraphData`), search
 * (`useMapSearch`) and layout persistence (`useLayoutPersistence`), drawn by the toolbar parts and `MapView`
 * (map, layout, node panel).
 */
export function NetmapPage() {
  const url = useMapUrl();
  const { scope, mode } = url;
  const canEdit = useCanEdit('netmap');
  const inputs = useViewInputs(scope, mode, url.diffSnapshotId, url.setParams);
  const data = useGraphData(scope, mode, inputs.inputs);
  const [map, setMap] = useState<NetworkMapInstance | null>(null);
  const graph = data.ingested?.graph;
  const search = useMapSearch(graph, url.searchText, scope.dataType, map, url.setParams);
  const layout = useLayoutPersistence(scope, mode);
  const mapState = useMemo(
    () => ({
      view: data.view,
      dataType: scope.dataType,
      ...(search.highlight ? { search: search.highlight } : {}),
    }),
    [data.view, scope.dataType, search.highlight],
  );

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
        <SearchBox search={search} />
        <ViewControls
          scope={scope}
          mode={mode}
          view={data.view}
          answered={data.viewAnswer !== undefined}
          inputs={inputs}
          setParams={url.setParams}
        />
        {data.fetching ? <Loader size="xs" mt={6} /> : null}
        <LayoutActions scope={scope} graph={graph} map={map} canEdit={canEdit} layout={layout} />
      </Group>
      {data.viewFailed ? (
        <Alert color="orange" m="sm" data-testid="view-error">
          The server could not compute this view; the map shows the base graph.
        </Alert>
      ) : null}
      {data.baseFailed ? (
        <Alert color="red" m="sm">
          The network graph could not be loaded.
        </Alert>
      ) : null}
      {data.ingested ? (
        <MapView
          graph={data.ingested.graph}
          groups={data.ingested.groups}
          state={mapState}
          editable={canEdit}
          network={scope.network}
          snapshot={scope.snapshot}
          savedLayout={data.savedLayout}
          legend={<ViewLegend mode={mode} view={data.view} viewAnswer={data.viewAnswer} graph={graph} />}
          onReady={setMap}
          onSelectionChange={inputs.setPicked}
        />
      ) : data.baseLoading ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : null}
    </Stack>
  );
}
