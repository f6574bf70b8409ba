import { mapTheme } from '@lne/netmap';
import { theme } from '@lne/ui';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetmapPage } from './NetmapPage';

// What the map draws is decided here; the map itself (WebGL) is replaced by a probe of its props.
const probe = vi.hoisted(() => ({ state: undefined as { scheme?: string } | undefined }));
const graphData = vi.hoisted(() => ({ nodes: 2 }));

vi.mock('@lne/netmap/react', () => ({
  NetworkMap: (props: { state?: { scheme?: string } }) => {
    probe.state = props.state;
    return <div data-testid="network-map" />;
  },
  useLayout: () => ({
    controller: { stop: vi.fn(), restart: vi.fn() },
    progress: { status: 'done', iteration: 0, maxIterations: 0, moved: false },
  }),
}));
vi.mock('./use-map-url', () => ({
  useMapUrl: () => ({
    scope: { network: 1, snapshot: 1, dataType: 'all' },
    mode: 'basegraph',
    searchText: '',
    diffSnapshotId: undefined,
    setParams: vi.fn(),
  }),
}));
vi.mock('./use-graph-data', async () => {
  const { ingestBaseGraph: ingest } = await import('@lne/netmap');
  return {
    useGraphData: () => {
      const nodes = Array.from({ length: graphData.nodes }, (_v, i) => ({
        data: { id: `d${i}`, node_type: 'device', dev_type: 'switch', label: `sw-${i}\n10.0.0.${i}` },
      }));
      return {
        ingested: ingest({ nodes, edges: [] }),
        view: { mode: 'basegraph' },
        viewAnswer: undefined,
        savedLayout: false,
        fetching: false,
        baseLoading: false,
        baseFailed: false,
        baseError: null,
        retryBase: vi.fn(),
        viewFailed: false,
      };
    },
  };
});
vi.mock('./use-layout-persistence', () => ({
  useLayoutPersistence: () => ({ save: vi.fn(), reset: vi.fn(), saving: false, resetting: false }),
}));
vi.mock('./use-view-inputs', () => ({
  useViewInputs: () => ({
    inputs: { impactIds: [], diffSnapshotId: undefined, stpProtocol: undefined, stpInstanceId: undefined },
    picked: [],
    setPicked: vi.fn(),
    analyseImpact: vi.fn(),
    impactFrom: vi.fn(),
    setDiffSnapshotId: vi.fn(),
    stp: { protocols: [], instances: [] },
    chooseStpProtocol: vi.fn(),
    setStpInstanceId: vi.fn(),
  }),
}));
vi.mock('../../shared/context/use-access', () => ({ useCanEdit: () => true }));
vi.mock('../../shared/context/scope', () => ({ useScope: () => ({ network: 1, snapshot: 1 }) }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children?: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  probe.state = undefined;
  graphData.nodes = 2;
});

function renderPage(scheme: 'light' | 'dark') {
  render(
    <MantineProvider theme={theme} forceColorScheme={scheme}>
      <NetmapPage />
    </MantineProvider>,
  );
}

describe('NetmapPage', () => {
  it("draws the map in Mantine's computed colour scheme: dark", () => {
    renderPage('dark');
    expect(probe.state?.scheme).toBe('dark');
    const frame = screen.getByTestId('network-map').parentElement;
    expect(frame?.getAttribute('data-color-scheme')).toBe('dark');
    expect(frame?.style.background).toBe(mapTheme('dark').background);
  });

  it('and light', () => {
    renderPage('light');
    expect(probe.state?.scheme).toBe('light');
    expect(screen.getByTestId('network-map').parentElement?.getAttribute('data-color-scheme')).toBe('light');
  });

  it('says a network is empty and how to fill it, instead of a blank map and a legend', () => {
    graphData.nodes = 0;
    renderPage('light');
    expect(screen.queryByTestId('network-map')).toBeNull();
    expect(screen.queryByTestId('netmap-legend')).toBeNull();
    const empty = screen.getByTestId('netmap-empty');
    expect(empty.textContent).toContain('This network has no devices yet');
    expect(screen.getByText('Add login devices and poll them').closest('a')?.getAttribute('href')).toBe(
      '/data-collector/devices',
    );
    expect(screen.getByText('Import a snapshot').closest('a')?.getAttribute('href')).toBe('/data-collector');
  });

  it('shows the legend of the glyphs the graph holds', () => {
    renderPage('light');
    expect(screen.getByTestId('netmap-legend').textContent).toContain('Switch');
    expect(screen.getByTestId('netmap-legend').textContent).not.toContain('PLC');
  });
});
