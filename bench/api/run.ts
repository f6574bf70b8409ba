/**
 * API benchmark: starts the server in-process on a fresh data directory with the generated dataset at each
 * scale of BENCH_SCALES (default "1"), then measures login, version, device list, base graph, impact and
 * difference of network 1 with autocannon. Prints Markdown tables for README.md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@lne/mock-api';
import autocannon from 'autocannon';

const scales = (process.env.BENCH_SCALES ?? '1').split(',').map(Number);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Row = {
  dataset: string;
  call: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** The first answer since the start (nothing of it computed), in ms; '' for calls that cache nothing. */
  first: string;
  /** The first answer after a write to network 1 (its answer cache dropped), in ms. */
  afterWrite: string;
};

/** CPU time of this process (server and benchmark) since `from`, in ms: less sensitive to a busy machine. */
function cpuMs(from: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return Math.round((used.user + used.system) / 1000);
}

/** The value below which the given share of the sorted samples lies (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Runs autocannon and keeps every response time, since its own summary has no 95th percentile. */
async function measure(url: string, options: Partial<autocannon.Options>) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, duration, connections, ...options }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: Math.round(percentile(times, 0.5)),
    p95: Math.round(percentile(times, 0.95)),
    p99: Math.round(percentile(times, 0.99)),
    requests: times.length,
    non2xx: result.non2xx,
  };
}

type Listed = { data?: unknown };
const listOf = (body: Listed): Record<string, unknown>[] =>
  Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];

const rows: Row[] = [];
const startups: string[] = [];
/** `BENCH_SYNC_START=0` skips the first start that stores the dataset before answering (it takes long). */
const measureSyncStart = process.env.BENCH_SYNC_START !== '0';
for (const scale of scales) {
  process.env.SCALE = String(scale);
  let syncStart = 'not measured';
  if (measureSyncStart) {
    const syncDir = mkdtempSync(join(tmpdir(), 'lne-bench-api-'));
    const started = Date.now();
    const cpu = process.cpuUsage();
    const app = await buildApp({ dataDir: syncDir, dataset: true });
    syncStart = `${Date.now() - started} ms (${cpuMs(cpu)} ms CPU)`;
    await app.close();
    rmSync(syncDir, { recursive: true, force: true });
  }
  // First start with the dataset stored in the background (SEED_IN_BACKGROUND=1): when the server answers
  // (`/api/version`, sign-in), when it answers the device list and base graph (reads wait until the dataset is
  // generated) and when the network data is stored.
  // `BENCH_DATA_DIR` keeps the data directory of each scale (`<dir>/scale-<n>`) and reuses it when it holds
  // the dataset already: the first start is then not measured, only the restart and the calls.
  const keptDir = process.env.BENCH_DATA_DIR ? join(process.env.BENCH_DATA_DIR, `scale-${scale}`) : undefined;
  const reuse = keptDir !== undefined && existsSync(join(keptDir, 'pgdata'));
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'lne-bench-api-'));
  let answering = 'not measured (data directory reused)';
  let withData = answering;
  let stored = answering;
  if (!reuse) {
    const started = Date.now();
    const cpu = process.cpuUsage();
    const app = await buildApp({ dataDir, dataset: true, seedInBackground: true });
    const version = await app.inject({ method: 'GET', url: '/api/version' });
    answering = `${Date.now() - started} ms (${cpuMs(cpu)} ms CPU)`;
    if (version.statusCode !== 200) throw new Error(`version answered ${version.statusCode}`);
    // As a person would: sign in, then open the device list and the map of network 1 (answered once the
    // dataset is generated, from the generated documents while they are stored).
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/system/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=admin',
    });
    const early = { authorization: `Bearer ${(signedIn.json() as { access_token: string }).access_token}` };
    for (const url of [
      '/api/explorer/devices?explorer_network_id=1',
      '/api/explorer/graph/basegraph?data_type=all&explorer_network_id=1&snapshot_id=1',
    ]) {
      const answer = await app.inject({ method: 'GET', url, headers: early });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
    }
    withData = `${Date.now() - started} ms (${cpuMs(cpu)} ms CPU)`;
    await app.datasetReady;
    stored = `${Date.now() - started} ms (${cpuMs(cpu)} ms CPU)`;
    await app.close();
  }
  const restarted = Date.now();
  const restartCpu = process.cpuUsage();
  const server = await buildApp({ dataDir, dataset: true, seedInBackground: true });
  await server.ready();
  await server.datasetReady;
  const restart = `${Date.now() - restarted} ms (${cpuMs(restartCpu)} ms CPU)`;
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const login = await server.inject({
    method: 'POST',
    url: '/api/system/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=admin&password=admin',
  });
  const token = (login.json() as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const get = async (url: string) =>
    listOf((await server.inject({ method: 'GET', url, headers: auth })).json());
  const networks = await get('/api/system/explorer_networks');
  let total = 0;
  for (const network of networks) {
    total += (await get(`/api/explorer/devices?explorer_network_id=${String(network.id)}`)).length;
  }
  const devices = await get('/api/explorer/devices?explorer_network_id=1');
  // The core of the network: the device with the most neighbours, so that the impact is a real one.
  const core = [...devices].sort(
    (a, b) => neighbourCount(b) - neighbourCount(a) || String(a.unique_id).localeCompare(String(b.unique_id)),
  )[0];
  const history = (await get('/api/system/snapshots?explorer_network_id=1')).find((s) => s.id !== 1);
  const dataset = `scale ${scale} (${total} devices, ${devices.length} in network 1)`;
  startups.push(`| ${dataset} | ${syncStart} | ${answering} | ${withData} | ${stored} | ${restart} |`);
  const graph = 'data_type=all&explorer_network_id=1&snapshot_id=1';
  const calls: [string, string, Partial<autocannon.Options>][] = [
    [
      'POST login',
      '/api/system/auth/jwt/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=admin',
      },
    ],
    ['GET /api/version', '/api/version', {}],
    ['GET device list', '/api/explorer/devices?explorer_network_id=1&snapshot_id=1', { headers: auth }],
    [
      'GET device list, gzip (as browsers ask)',
      '/api/explorer/devices?explorer_network_id=1&snapshot_id=1',
      { headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' } },
    ],
    ['GET base graph', `/api/explorer/graph/basegraph?${graph}`, { headers: auth }],
    [
      'GET base graph, gzip (as browsers ask)',
      `/api/explorer/graph/basegraph?${graph}`,
      { headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' } },
    ],
    [
      'GET impact (core device out)',
      `/api/explorer/graph/impact?${graph}&nodes_and_edges[]=${encodeURIComponent(String(core?.unique_id))}`,
      { headers: auth },
    ],
    [
      `GET difference (live vs snapshot ${String(history?.id)})`,
      `/api/explorer/graph/difference?${graph}&diff_snapshot_id=${String(history?.id)}`,
      { headers: auth },
    ],
  ];
  // Writes: each request a new tag (a new id from the highest, under the write lock), and one device's notes
  // rewritten (a read-modify-write of one document).
  let written = 0;
  const json = { ...auth, 'content-type': 'application/json' };
  calls.push(
    [
      'POST tag (a new one each)',
      '/api/explorer/tags?explorer_network_id=1',
      {
        method: 'POST',
        headers: json,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ name: `bench-${Date.now()}-${written++}`, klass: 'device' }),
            }),
          },
        ],
      },
    ],
    [
      'PATCH device notes',
      `/api/explorer/devices/${String(core?.unique_id)}/notes?explorer_network_id=1`,
      { method: 'PATCH', headers: json, body: JSON.stringify({ notes: 'benchmark' }) },
    ],
  );
  // `BENCH_CALLS` (comma-separated parts of call names, e.g. `POST tag,PATCH`) measures only those calls.
  const only = process.env.BENCH_CALLS?.split(',').filter((part) => part !== '');
  for (const [call, path, options] of calls) {
    if (only && !only.some((part) => call.includes(part))) continue;
    let afterWrite = '';
    let first = '';
    // The compressed variants: steady state only (their first answers are the plain calls' above).
    const compressed = options.headers !== undefined && 'accept-encoding' in options.headers;
    if (options.method === undefined && path !== '/api/version' && !compressed) {
      // The first answer of the call since the start (nothing of it computed yet), then the answer after a
      // write to a state whose answer was computed: what a user sees after editing a device.
      first = String(await timedFetch(`${address}${path}`, auth));
      // A write to network 1 (the core device's notes) drops every cached answer of the network.
      const written = await server.inject({
        method: 'PATCH',
        url: `/api/explorer/devices/${String(core?.unique_id)}/notes?explorer_network_id=1`,
        headers: auth,
        payload: { notes: `benchmark ${Date.now()}` },
      });
      if (written.statusCode !== 200) throw new Error(`notes answered ${written.statusCode}`);
      afterWrite = String(await timedFetch(`${address}${path}`, auth));
    }
    const result = await measure(`${address}${path}`, options);
    rows.push({ dataset, call, ...result, first, afterWrite });
  }
  await server.close();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Milliseconds until the whole answer was read. */
async function timedFetch(url: string, headers: Record<string, string>): Promise<number> {
  const before = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Math.round(performance.now() - before);
}

function neighbourCount(device: Record<string, unknown>): number {
  const data = device.data as { neighbors?: Record<string, unknown> } | undefined;
  return Object.keys(data?.neighbors ?? {}).length;
}

console.log(`\n${connections} connections, ${duration} s per call, Node ${process.version}\n`);
console.log(
  '| dataset | call | requests/s | p50 ms | p95 ms | p99 ms | requests | non-2xx | first since start ms | first after a write ms |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.dataset} | ${row.call} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.requests} | ${row.non2xx} | ${row.first} | ${row.afterWrite} |`,
  );
}
console.log(
  '\n| dataset | first start, seeding before answering | first start, seeding in the background: answering | … device list and base graph answered | … data stored | restart |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const line of startups) console.log(line);
