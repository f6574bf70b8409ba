import {
  type ColorScheme,
  type GroupInfo,
  mapTheme,
  type NetGraph,
  type NetNodeAttributes,
} from '@lne/netmap';
import { NetworkMap, type NetworkMapInstance, useLayout } from '@lne/netmap/react';
import type { MapState } from '@lne/netmap/renderer';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { NodePanel } from './NodePanel';

export type MapViewProps = {
  graph: NetGraph;
  groups: ReadonlyMap<string, GroupInfo>;
  state: Partial<MapState>;
  editable: boolean;
  network: number;
  snapshot: number;
  /** Whether the positions came from a layout saved on the server. */
  savedLayout: boolean;
  legend: ReactNode;
  /** The map's colour scheme (Mantine's computed scheme). */
  scheme: ColorScheme;
  onReady: (map: NetworkMapInstance | null) => void;
  onSelectionChange: (ids: string[]) => void;
  /** The side panel's "Impact from here". */
  onImpact: (id: string) => void;
};

type Opened = { id: string; attributes: NetNodeAttributes };

/** Where the zoom controls end, from the map's top: 8 px margin, three 28 px buttons with 4 px gaps, padding. */
const ZOOM_CONTROLS_BOTTOM = 8 + 3 * 28 + 2 * 4 + 2 * 4 + 2;

/** The map of one graph with its layout, zoom controls, status line, legend and node panel. */
export function MapView(props: MapViewProps) {
  const { graph, groups, state, editable, network, snapshot, savedLayout, legend, scheme } = props;
  const mapRef = useRef<NetworkMapInstance | null>(null);
  const [map, setMap] = useState<NetworkMapInstance | null>(null);
  const [status, setStatus] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const { onReady: notifyReady } = props;
  const onReady = useCallback(
    (instance: NetworkMapInstance | null) => {
      mapRef.current = instance;
      setMap(instance);
      if (instance) setStatus(instance.getStatus().text);
      notifyReady(instance);
    },
    [notifyReady],
  );
  const { controller, progress } = useLayout({
    graph,
    groups,
    onPositions: () => mapRef.current?.refreshPositions(),
  });
  const close = useCallback(() => setOpened(null), []);
  const running = progress.status === 'running';
  const neighbours = opened && graph.hasNode(opened.id) ? graph.neighbors(opened.id) : [];

  return (
    <div
      style={{ position: 'relative', flex: 1, minHeight: 0, background: mapTheme(scheme).background }}
      data-color-scheme={scheme}
    >
      <NetworkMap
        graph={graph}
        groups={groups}
        state={state}
        editable={editable}
        onReady={onReady}
        onNodeClick={(id, attributes) => setOpened({ id, attributes })}
        onSelectionChange={props.onSelectionChange}
        onStatusChange={(next) => setStatus(next.text)}
      />
      <Stack
        gap={6}
        style={{ position: 'absolute', top: 8, left: 8, zIndex: 10 }}
        data-testid="netmap-zoom-controls"
      >
        <Paper withBorder shadow="xs" p={4}>
          <Stack gap={4}>
            <Tooltip label="Zoom in" position="right">
              <ActionIcon variant="subtle" aria-label="Zoom in" onClick={() => map?.zoomIn()}>
                +
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Zoom out" position="right">
              <ActionIcon variant="subtle" aria-label="Zoom out" onClick={() => map?.zoomOut()}>
                −
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Fit to screen" position="right">
              <ActionIcon variant="subtle" aria-label="Fit" onClick={() => map?.fit()}>
                ⤢
              </ActionIcon>
            </Tooltip>
          </Stack>
        </Paper>
      </Stack>
      {/* Below the zoom controls whatever the map's height: a tall legend scrolls instead of covering them. */}
      <div
        data-testid="netmap-legend-area"
        style={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          zIndex: 10,
          maxHeight: `calc(100% - ${ZOOM_CONTROLS_BOTTOM + 16}px)`,
          overflowY: 'auto',
        }}
      >
        {legend}
      </div>
      <Group
        gap="xs"
        align="center"
        style={{ position: 'absolute', right: opened ? 356 : 8, top: 8, zIndex: 10 }}
      >
        <Paper withBorder shadow="xs" px="xs" py={4}>
          <Group gap="xs">
            <Text size="xs" c="dimmed" data-testid="layout-status">
              {savedLayout && !running
                ? 'Saved layout'
                : running
                  ? `Layout running (${progress.iteration}/${progress.maxIterations})`
                  : 'Layout done'}
            </Text>
            {running ? (
              <Button size="compact-xs" variant="light" onClick={() => controller?.stop()}>
                Stop layout
              </Button>
            ) : (
              <Button size="compact-xs" variant="light" onClick={() => controller?.restart()}>
                Restart layout
              </Button>
            )}
          </Group>
        </Paper>
        <Paper withBorder shadow="xs" px="xs" py={4}>
          <Text size="xs" data-testid="netmap-status">
            {status}
          </Text>
        </Paper>
      </Group>
      {opened ? (
        <NodePanel
          key={opened.id}
          id={opened.id}
          attributes={opened.attributes}
          network={network}
          snapshot={snapshot}
          neighbours={neighbours.map((id) => graph.getNodeAttribute(id, 'label').split('\n')[0] ?? id)}
          graph={graph}
          groups={groups}
          onImpact={props.onImpact}
          onFocus={(id) => map?.focusNodes([id])}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
