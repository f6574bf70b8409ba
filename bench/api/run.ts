/**
 * API benchmark: starts the server in-process on a fresh data directory with the generated dataset at each
 * scale of BENCH_SCALES (default "1"), then measures login, version, device list and base graph with autocannon.
 * Prints a Markdown table for README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@lne/mock-api';
import autocannon from 'autocannon';

const scales = (process.env.BENCH_SCALES ?? '1').split(',').map(Number);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Row = { dataset: string; call: string; rps: number; p50: number; p99: number; non2xx: number };

async function measure(url: string, options: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return autocannon({ url, duration, connections, ...options });
}

const rows: Row[] = [];
const startups: string[] = [];
for (const scale of scales) {
  process.env.SCALE = String(scale);
  const dataDir = mkdtempSync(join(tmpdir(), 'lne-bench-api-'));
  const started = Date.now();
  const app = await buildApp({ dataDir, dataset: true });
  const firstStart = Date.now() - started;
  await app.close();
  const restarted = Date.now();
  const server = await buildApp({ dataDir, dataset: true });
  const restart = Date.now() - restarted;
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const login = await server.inject({
    method: 'POST',
    url: '/api/system/auth/jwt/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=admin&password=admin',
  });
  const token = (login.json() as { access_token: string }).access_token;
  const devices = await server.inject({
    method: 'GET',
    url: '/api/explorer/devices?explorer_network_id=1',
    headers: { authorization: `Bearer ${token}` },
  });
  const deviceCount = Array.isArray((devices.json() as { data?: unknown }).data)
    ? (devices.json() as { data: unknown[] }).data.length
    : 0;
  const dataset = `scale ${scale} (${deviceCount} devices in network 1)`;
  startups.push(`| ${dataset} | ${firstStart} ms | ${restart} ms |`);
  const auth = { authorization: `Bearer ${token}` };
  const calls: [string, Partial<autocannon.Options>][] = [
    [
      'POST login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=admin',
      },
    ],
    ['GET /api/version', {}],
    ['GET device list', { headers: auth }],
    ['GET base graph', { headers: auth }],
  ];
  const paths = [
    '/api/system/auth/jwt/login',
    '/api/version',
    '/api/explorer/devices?explorer_network_id=1&snapshot_id=1',
    '/api/explorer/graph/basegraph?data_type=all&explorer_network_id=1&snapshot_id=1',
  ];
  for (const [index, [call, options]] of calls.entries()) {
    const result = await measure(`${address}${paths[index]}`, options);
    rows.push({
      dataset,
      call,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
    });
  }
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${connections} connections, ${duration} s per call, Node ${process.version}\n`);
console.log('| dataset | call | requests/s | p50 ms | p99 ms | non-2xx |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| ${row.dataset} | ${row.call} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} |`);
}
console.log('\n| dataset | first start (migrate + seed) | restart |');
console.log('| --- | ---: | ---: |');
for (const line of startups) console.log(line);
