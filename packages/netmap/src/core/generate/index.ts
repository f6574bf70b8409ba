/**
 * Deterministic generator of base-graph answers (Cytoscape element JSON) for tests and benchmarks:
 * `sites` site groups, each with switches, OT devices and hosts, about `edgesPerNode` edges per node.
 */
export type GenerateOptions = { nodes: number; sites?: number; edgesPerNode?: number; seed?: number };

/** mulberry32: small, fast and good enough for test data. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VENDORS = ['cisco', 'mikrotik', 'dell', 'siemens', 'moxa', 'huawei', 'hirschmann', 'beckhoff'];
const DEV_TYPES = ['switch', 'router', 'firewall', 'plc', 'hmi', 'unknown'];

export function generateBaseGraph(options: GenerateOptions): {
  data: { graph: { elements: { nodes: unknown[]; edges: unknown[] } } };
} {
  const { nodes: count, edgesPerNode = 2, seed = 1 } = options;
  const sites = Math.max(1, options.sites ?? Math.ceil(count / 500));
  const random = createRandom(seed);
  const linkRandom = createRandom(seed + 7919);
  const nodes: unknown[] = [];
  const edges: unknown[] = [];
  const edgeIds = new Set<string>();
  const ids: string[] = [];
  const siteOf: number[] = [];
  for (let s = 0; s < sites; s += 1) {
    nodes.push({
      data: { id: `parent-${s + 1}`, node_type: 'group', label: `Site ${s + 1}`, title: `Site ${s + 1}` },
      classes: 'group',
    });
  }
  for (let i = 0; i < count; i += 1) {
    const site = i % sites;
    const id = `n${i}`;
    const ip = `10.${site % 256}.${(i >> 8) % 256}.${i % 256}`;
    const isHost = random() < 0.4;
    const vendor = VENDORS[Math.floor(random() * VENDORS.length)] ?? 'cisco';
    ids.push(id);
    siteOf.push(site);
    nodes.push(
      isHost
        ? {
            data: {
              id,
              node_type: 'host',
              vendor,
              new_device: false,
              parent: `parent-${site + 1}`,
              label: `${ip}\n${vendor}`,
            },
            classes: 'host',
          }
        : {
            data: {
              id,
              db_id: i,
              node_type: 'device',
              dev_type: DEV_TYPES[Math.floor(random() * DEV_TYPES.length)] ?? 'switch',
              vendor,
              known: random() < 0.7,
              new_device: random() < 0.05,
              parent: `parent-${site + 1}`,
              label: `dev-${i}\n${ip}`,
              title: `Name: dev-${i}\nSerial: SN${i}\nVendor: ${vendor}\nIP: ${ip}\nMAC: 00:00:${(i >> 8) & 255}:${i & 255}:00:01\nTags: site-${site + 1}`,
            },
            classes: 'device',
          },
    );
  }
  const portCount = new Map<string, number>();
  const nextPort = (node: string) => {
    const n = (portCount.get(node) ?? 0) + 1;
    portCount.set(node, n);
    return `GigabitEthernet1/0/${n}`;
  };
  const addEdge = (a: number, b: number) => {
    const source = ids[a];
    const target = ids[b];
    if (source === undefined || target === undefined || a === b) return;
    const id = [source, target].sort().join('-');
    if (edgeIds.has(id)) return;
    edgeIds.add(id);
    const redundancy = 1 + Math.floor(random() * 2);
    // Links name the ports at both ends; some are LAGs, some layer-3 only, a few seen from one end. A second
    // stream decides, so graphs of a seed keep their shape.
    const kind = linkRandom();
    const lag = redundancy === 2 && kind < 0.3;
    const ports = Array.from({ length: redundancy }, () => ({
      source: nextPort(source),
      target: nextPort(target),
    }));
    edges.push({
      data: {
        id,
        source,
        target,
        redundancy,
        ports,
        link_source: kind > 0.95 ? 'subnet' : 'lldp',
        one_sided: kind > 0.93 && kind <= 0.95,
        ...(lag
          ? { lag: { members: 2, source: `Port-channel${a % 64}`, target: `Port-channel${b % 64}` } }
          : {}),
      },
    });
  };
  // Nodes link mostly inside their site (i - sites is in the same site), sometimes across sites.
  for (let i = 1; i < count; i += 1) {
    for (let k = 0; k < edgesPerNode; k += 1) {
      const sameSite = random() < 0.95;
      const back = 1 + Math.floor(random() * Math.min(i, 20));
      const j = sameSite ? i - back * sites : Math.floor(random() * i);
      addEdge(i, j >= 0 ? j : Math.floor(random() * i));
    }
  }
  return { data: { graph: { elements: { nodes, edges } } } };
}
