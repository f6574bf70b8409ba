/**
 * The assessment over the demo dataset at scale 115 (10,047 devices), over each network's live state as the
 * server stores it (its live collection of device texts parsed, as at the first start):
 *
 * - cold: every configuration read by @lne/netparse from its text, then every check over every network;
 * - after the handoff: what the first start's parse read of the configurations handed to the assessment (as
 *   JSON, the way it crosses from the parse's worker thread), then every check; the server's path;
 * - cached: the same again, the parsed configurations taken from the cache;
 * - one device's re-assessment after an edit of its configuration, many times over.
 *
 * Wall and CPU times, with the load average of the machine. `SCALE` and `EDITS` change the dataset and the
 * repetitions.
 */
import { loadavg } from 'node:os';
import {
  assessNetwork,
  buildNetwork,
  CHECKS,
  type HandedConfig,
  ParsedConfigCache,
  reassessDevice,
} from '@lne/mock-api/assessment';
import { generateDataset } from '@lne/mock-api/seed';
import { SeededStates } from '@lne/mock-api/seeded';

type State = ReturnType<SeededStates['state']>;
type Config = State['configs'][number];

const scale = Number(process.env.SCALE ?? 115);
const edits = Number(process.env.EDITS ?? 200);

function measure<T>(run: () => T): { value: T; wallMs: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = run();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { value, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const times = (m: { wallMs: number; cpuMs: number }) => `${ms(m.wallMs)} wall, ${ms(m.cpuMs)} CPU`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

console.log(`load average before: ${load()}`);
const generated = measure(() => generateDataset({ scale }));
const dataset = generated.value;
console.log(`dataset: scale ${scale}, generated in ${times(generated)}; load ${load()}`);

// The first start's parse of each live collection (the parser's work, done whatever the assessment does),
// and what it hands the assessment, as JSON pieces (what the worker posts).
// One network at a time, so that each network's parse is dropped once its live state is taken.
const firstStart = measure(() =>
  dataset.networks.map((bundle) => {
    const states = new SeededStates(dataset, { handoff: true });
    const id = bundle.network.id;
    const data = states.state(id, 1);
    return { data, json: JSON.stringify(states.takeHandoff(id)) };
  }),
);
const inputs = firstStart.value.map(({ data, json }) => {
  const configs = new Map<string, Config>();
  for (const c of [...data.configs].sort((a, b) => b.created - a.created || b.id - a.id))
    if (!configs.has(c.device_id)) configs.set(c.device_id, c);
  return { data, json, configs };
});
const devices = inputs.reduce((n, i) => n + i.data.devices.length, 0);
const configs = inputs.reduce((n, i) => n + i.configs.size, 0);
const bytes = inputs.reduce((n, i) => n + [...i.configs.values()].reduce((m, c) => m + c.text.length, 0), 0);
const handoffBytes = inputs.reduce((n, i) => n + i.json.length, 0);
console.log(
  `live states: ${devices} devices, ${configs} configurations (${(bytes / 1e6).toFixed(1)} MB), ${CHECKS.length} checks; parsed as at the first start in ${times(firstStart)} (not part of the assessment); handoff ${(handoffBytes / 1e6).toFixed(1)} MB of JSON; load ${load()}`,
);

function assessAll(cache: ParsedConfigCache) {
  let findings = 0;
  let notApplicable = 0;
  for (const { data, configs } of inputs) {
    const network = buildNetwork(
      { devices: data.devices, hosts: data.hosts, vlans: data.vlans, zones: data.zones, configs },
      cache,
    );
    const outcome = assessNetwork(network);
    for (const rows of Object.values(outcome.results)) for (const row of rows) findings += row.results.length;
    for (const list of Object.values(outcome.not_applicable))
      for (const e of list) notApplicable += e.device_count;
  }
  return { findings, notApplicable, parses: cache.parses };
}
const summary = (r: ReturnType<typeof assessAll>) =>
  `${r.findings} findings, ${r.notApplicable} not applicable, ${r.parses} configurations parsed`;

const cold = measure(() => assessAll(new ParsedConfigCache()));
console.log(
  `all checks, cold (every configuration parsed): ${times(cold)}; ${summary(cold.value)}; load ${load()}`,
);

const cache = new ParsedConfigCache();
const received = measure(() => {
  for (const { json } of inputs) cache.receive(JSON.parse(json) as HandedConfig[]);
});
const handoff = measure(() => assessAll(cache));
console.log(
  `all checks after the handoff: ${ms(received.wallMs + handoff.wallMs)} wall, ${ms(received.cpuMs + handoff.cpuMs)} CPU (receiving ${times(received)}, checks ${times(handoff)}); ${summary(handoff.value)}; load ${load()}`,
);
if (
  handoff.value.findings !== cold.value.findings ||
  handoff.value.notApplicable !== cold.value.notApplicable
)
  throw new Error('the handoff gave other findings than the cold run');

const warm = measure(() => assessAll(cache));
console.log(`all checks, parsed configurations cached: ${times(warm)}; load ${load()}`);

// One device of the largest network edited again and again: a new configuration version each time.
const largest = inputs.reduce((a, b) => (b.data.devices.length > a.data.devices.length ? b : a));
const { data } = largest;
const network = buildNetwork(
  {
    devices: data.devices,
    hosts: data.hosts,
    vlans: data.vlans,
    zones: data.zones,
    configs: largest.configs,
  },
  cache,
);
assessNetwork(network);
const edited = [...largest.configs.values()]
  .filter((c) => c.platform === 'cisco_xe')
  .sort((a, b) => b.text.length - a.text.length)[0];
const record = data.devices.find((d) => d.unique_id === edited?.device_id);
if (!edited || !record) throw new Error('no IOS-XE device to edit');
const walls: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < edits; i++) {
  const version = {
    ...edited,
    id: 10_000_000 + i,
    version: edited.version + i + 1,
    text: `${edited.text}\nlogging host 10.9.${i % 250}.${i % 7}\n`,
  };
  const run = measure(() => reassessDevice(network, record, version, cache));
  walls.push(run.wallMs);
  cpus.push(run.cpuMs);
}
walls.sort((a, b) => a - b);
cpus.sort((a, b) => a - b);
console.log(
  `re-assessment of ${record.data.name} (${edited.text.split('\n').length} lines) in a network of ${data.devices.length} devices, ${edits} edits: median ${ms(percentile(walls, 0.5))}, p95 ${ms(percentile(walls, 0.95))}, max ${ms(walls.at(-1) ?? 0)} wall; median ${ms(percentile(cpus, 0.5))} CPU; load ${load()}`,
);
console.log(`memory: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB heap used`);
