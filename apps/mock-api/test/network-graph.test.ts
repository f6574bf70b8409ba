import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeLiveNetworks } from '../src/db/network-store';
import { storedLiveDataset } from '../src/db/seed-network';
import { takeSnapshotIn } from '../src/domains/snapshots/service';
import { generateDataset, toBaseGraph } from '../src/seed/index';
import { startTestApp, type TestApp } from './helpers';

type Node = {
  data: Record<string, unknown> & { id: string };
  classes: unknown;
  position?: { x: number; y: number };
};
type Edge = {
  data: Record<string, unknown> & { id: string; source: string; target: string };
  classes: unknown;
};
type GraphAnswer = {
  data: { graph: { elements: { nodes: Node[]; edges: Edge[] } }; layout: unknown; [k: string]: unknown };
};

const dataset = storedLiveDataset(generateDataset());
const ot = dataset.networks[0];
if (!ot) throw new Error('the OT network');
const live = ot.live;

/** Devices whose every device neighbour but one is a leaf: removing the uplink cuts exactly the switch and hosts. */
function accessSwitchWithOneUplink() {
  const deviceIds = new Set(live.devices.map((d) => d.unique_id));
  return live.devices.find((device) => {
    const neighbours = Object.keys(device.data.neighbors).filter((id) => deviceIds.has(id));
    const hosts = live.hosts.filter((h) => h.data.seen_on_device === device.unique_id);
    return neighbours.length === 1 && hosts.length > 0;
  });
}

describe('graph views', () => {
  let t: TestApp;
  let snapshotId = 0;
  const base = 'explorer_network_id=1';

  beforeAll(async () => {
    t = await startTestApp();
    await storeLiveNetworks(t.app.ctx.db, dataset.networks);
    snapshotId = (await t.app.ctx.db.transaction((tx) => takeSnapshotIn(tx, 1, 'before', 1))).id;
  });
  afterAll(() => t.app.close());

  it('answers the base graph in the Cytoscape JSON of BACKEND-FACTS, from the stored data', async () => {
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/basegraph?data_type=all&${base}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as GraphAnswer;
    const expected = toBaseGraph(live);
    expect(data.graph.elements.nodes.map((n) => n.data.id).sort()).toEqual(
      expected.nodes.map((n) => n.data.id).sort(),
    );
    expect(data.graph.elements.edges.map((e) => e.data.id).sort()).toEqual(
      expected.edges.map((e) => e.data.id).sort(),
    );
    expect(data.layout).toBeNull();
    const device = live.devices.find((d) => d.data.known);
    const node = data.graph.elements.nodes.find((n) => n.data.id === device?.unique_id);
    expect(node?.data).toMatchObject({
      db_id: device?.id,
      node_type: 'device',
      label: `${device?.data.name}\n${device?.data.ip_address}`,
      known: true,
    });
    expect(String(node?.data.title)).toMatch(/^Name: .*\nSerial: .*\nVendor: .*\nIP: .*\nMAC: .*\nTags: /);
    const hostEdge = data.graph.elements.edges.find((e) => typeof e.data.label === 'string');
    expect(hostEdge?.data.label).toMatch(/^vl \d+$/);
  });

  it('gives device links their ports at both ends, their LAG and whether one end only reports them', async () => {
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/basegraph?data_type=devices&${base}`,
    });
    const edges = (response.json() as GraphAnswer).data.graph.elements.edges;
    const byId = new Map(live.devices.map((d) => [d.unique_id, d]));
    const lagged = live.devices.find((d) => Object.keys(d.data.lags).length > 0);
    const lag = lagged ? Object.values(lagged.data.lags)[0] : undefined;
    const peerId = Object.entries(lagged?.data.neighbors ?? {}).find(([, n]) =>
      n.connections.every((c) => lag && Object.hasOwn(lag.members, c.if_local)),
    )?.[0];
    if (!lagged || !lag || !peerId) throw new Error('a device with a LAG to a neighbour');
    const id = lagged.unique_id < peerId ? `${lagged.unique_id}-${peerId}` : `${peerId}-${lagged.unique_id}`;
    const edge = edges.find((e) => e.data.id === id);
    const atLagged = lagged.unique_id === edge?.data.source ? 'source' : 'target';
    expect(edge?.data.lag).toMatchObject({ members: Object.keys(lag.members).length, [atLagged]: lag.name });
    const ports = edge?.data.ports as { source: string; target: string }[];
    expect(ports.map((p) => p[atLagged]).sort()).toEqual(Object.keys(lag.members).sort());
    // Every device link names as many ports as it has member links, as the source device names them.
    for (const e of edges) {
      const source = byId.get(e.data.source);
      const connections = source?.data.neighbors[e.data.target]?.connections;
      if (!connections) continue;
      expect(e.data.ports).toHaveLength(Number(e.data.redundancy));
      expect((e.data.ports as { source: string }[]).map((p) => p.source)).toEqual(
        connections.map((c) => c.if_local),
      );
    }
    // A link is one-sided as its stored connections say (the parser marks the links only one end reported:
    // a firewall, PLC or provider router whose outputs were not collected); the LAG between two switches whose
    // LLDP tables were both read is not.
    expect(edge?.data.one_sided).toBe(false);
    let oneSided = 0;
    for (const e of edges) {
      const connections = byId.get(e.data.source)?.data.neighbors[e.data.target]?.connections;
      if (!connections) continue;
      const recorded = connections.map((c) => c.one_sided).filter((v) => v !== undefined);
      if (recorded.length === 0) continue;
      expect(e.data.one_sided, e.data.id).toBe(recorded.every(Boolean));
      if (e.data.one_sided === true) oneSided += 1;
    }
    expect(oneSided).toBeGreaterThan(0);
    expect(oneSided).toBeLessThan(edges.length);
  });

  it('applies data_type, search and the JSON filter; a bad filter is a 422', async () => {
    const devices = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/basegraph?data_type=devices&${base}`,
    });
    const nodes = (devices.json() as GraphAnswer).data.graph.elements.nodes;
    expect(nodes.filter((n) => n.data.node_type === 'host')).toEqual([]);
    expect(nodes.filter((n) => n.data.node_type === 'device')).toHaveLength(live.devices.length);
    const filter = encodeURIComponent(JSON.stringify({ vendor: ['siemens'] }));
    const siemens = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/basegraph?data_type=devices&filter=${filter}&${base}`,
    });
    const siemensNodes = (siemens.json() as GraphAnswer).data.graph.elements.nodes.filter(
      (n) => n.data.node_type === 'device',
    );
    expect(siemensNodes).toHaveLength(live.devices.filter((d) => d.data.version.vendor === 'siemens').length);
    const bad = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/basegraph?filter=%5B1%5D&${base}`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('splits the graph into connected components', async () => {
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/connected-components?${base}`,
    });
    const data = (response.json() as GraphAnswer).data as unknown as { components: { size: number }[] };
    const total = data.components.reduce((sum, c) => sum + c.size, 0);
    expect(total).toBe(toBaseGraph(live).nodes.filter((n) => n.data.node_type !== 'group').length);
  });

  it('removing the only uplink of an access switch impacts exactly the switch and its hosts', async () => {
    const access = accessSwitchWithOneUplink();
    if (!access) throw new Error('an access switch with one uplink');
    const uplink =
      Object.keys(access.data.neighbors).find((id) => live.devices.some((d) => d.unique_id === id)) ?? '';
    const edge =
      access.unique_id < uplink ? `${access.unique_id}-${uplink}` : `${uplink}-${access.unique_id}`;
    const before = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/connected-components?${base}`,
    });
    const components = (
      (before.json() as GraphAnswer).data as unknown as { components: { node_ids: string[] }[] }
    ).components;
    const alreadyApart = components.slice(1).flatMap((c) => c.node_ids);
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/impact?${base}&nodes_and_edges[]=${edge}`,
    });
    expect(response.statusCode).toBe(200);
    const data = (response.json() as GraphAnswer).data as unknown as {
      impacted_node_ids: string[];
      cut_edge_ids: string[];
      removed_edge_ids: string[];
    };
    const hosts = live.hosts
      .filter((h) => h.data.seen_on_device === access.unique_id)
      .map((h) => h.data.hw_id);
    expect(data.impacted_node_ids).toEqual([access.unique_id, ...hosts, ...alreadyApart].sort());
    expect(data.cut_edge_ids).toEqual([edge]);
    expect(data.removed_edge_ids).toEqual([edge]);
  });

  it('compares a snapshot with live: added, removed and changed', async () => {
    const device = live.devices.find((d) => d.data.known);
    const host = live.hosts[0];
    if (!device || !host) throw new Error('a device and a host');
    await t.as('admin', {
      method: 'PATCH',
      url: `/api/explorer/devices/${device.unique_id}?${base}`,
      payload: { ip_address: '10.99.99.99' },
    });
    await t.as('admin', { method: 'DELETE', url: `/api/explorer/hosts/${host.data.hw_id}?${base}` });
    const created = await t.as('admin', {
      method: 'POST',
      url: `/api/explorer/devices?${base}`,
      payload: { name: 'new-sw', ip_address: '10.1.1.1' },
    });
    const newId = (created.json() as { data: { data: { id: string } } }).data.data.id;
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/difference?${base}&snapshot_id=1&diff_snapshot_id=${snapshotId}`,
    });
    expect(response.statusCode).toBe(200);
    const data = (response.json() as GraphAnswer).data as unknown as {
      summary: Record<string, number>;
      changes: {
        id: string;
        diff_status: string;
        diff_changes: { field: string; before: unknown; after: unknown }[];
      }[];
    };
    const byId = new Map(data.changes.map((c) => [c.id, c]));
    expect(byId.get(newId)?.diff_status).toBe('added');
    expect(byId.get(host.data.hw_id)?.diff_status).toBe('removed');
    expect(byId.get(device.unique_id)?.diff_changes).toContainEqual({
      field: 'ip_address',
      before: device.data.ip_address,
      after: '10.99.99.99',
    });
    expect(data.summary.added).toBe(1);
    const graph = (response.json() as GraphAnswer).data.graph.elements.nodes;
    expect(graph.find((n) => n.data.id === newId)?.data).not.toHaveProperty('parent');
    expect(graph.find((n) => n.data.id === device.unique_id)?.data.tags).toEqual(expect.any(Array));
    const missing = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/difference?${base}&diff_snapshot_id=999`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('draws the spanning tree of an instance with its root bridge by MAC', async () => {
    const list = await t.as('reader', { method: 'GET', url: `/api/explorer/stp_instances?${base}` });
    const instance = (
      list.json() as { data: { protocol: string; stp_instance_id: string; root_device_id: string | null }[] }
    ).data.find((i) => i.root_device_id !== null);
    if (!instance) throw new Error('an instance with a root');
    const response = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/spanning-tree?${base}&data_type=devices&stp_protocol=${instance.protocol}&stp_instance_id=${instance.stp_instance_id}`,
    });
    const data = (response.json() as GraphAnswer).data;
    expect(data.stp).toMatchObject({ root_bridge_id: instance.root_device_id });
    const roots = data.graph.elements.nodes.filter((n) => n.data.is_root === true).map((n) => n.data.id);
    expect(roots).toEqual([instance.root_device_id]);
    expect(
      data.graph.elements.edges.every(
        (e) => e.data.stp_state === 'forwarding' || e.data.stp_state === 'blocking',
      ),
    ).toBe(true);
  });

  it('saves a layout (admin, live only) and answers it with the graph', async () => {
    const device = live.devices[0];
    if (!device) throw new Error('a device');
    const payload = {
      explorer_network_id: 1,
      view: 'basegraph',
      positions: { [device.unique_id]: { x: 10, y: -20 } },
    };
    const reader = await t.as('reader', {
      method: 'POST',
      url: '/api/explorer/netmap_view/layout/create',
      payload,
    });
    expect(reader.statusCode).toBe(403);
    const historical = await t.as('admin', {
      method: 'POST',
      url: '/api/explorer/netmap_view/layout/create',
      payload: { ...payload, snapshot_id: snapshotId },
    });
    expect(historical.statusCode).toBe(403);
    const saved = await t.as('admin', {
      method: 'POST',
      url: '/api/explorer/netmap_view/layout/create',
      payload,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ data: { view: 'basegraph', node_count: 1 } });
    const graph = await t.as('reader', {
      method: 'GET',
      url: `/api/explorer/graph/impact?${base}&nodes_and_edges[]=x`,
    });
    const data = (graph.json() as GraphAnswer).data;
    expect(data.layout).toMatchObject({ view: 'basegraph' });
    expect(data.graph.elements.nodes.find((n) => n.data.id === device.unique_id)?.position).toEqual({
      x: 10,
      y: -20,
    });
    const deleted = await t.as('admin', {
      method: 'DELETE',
      url: `/api/explorer/netmap_view/layout/delete?${base}`,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.as('reader', { method: 'GET', url: `/api/explorer/graph/basegraph?${base}` });
    expect((after.json() as GraphAnswer).data.layout).toBeNull();
  });

  it('keeps networks apart', async () => {
    const response = await t.as('reader', {
      method: 'GET',
      url: '/api/explorer/graph/basegraph?explorer_network_id=2',
    });
    const ids = new Set((response.json() as GraphAnswer).data.graph.elements.nodes.map((n) => n.data.id));
    expect(live.devices.some((d) => ids.has(d.unique_id))).toBe(false);
  });
});
