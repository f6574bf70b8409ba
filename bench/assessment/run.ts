/**
 * The assessment over the demo dataset at scale 115 (10,047 devices): every check over every network, first
 * with nothing parsed (each configuration read by @lne/netparse), then again with the parsed configurations
 * cached; and one device's re-assessment after an edit of its configuration, many times over. Wall and CPU
 * times, with the load average of the machine. `SCALE` and `EDITS` change the dataset and the repetitions.
 */
import { loadavg } from 'node:os';
import {
  assessNetwork,
  buildNetwork,
  CHECKS,
  ParsedConfigCache,
  reassessDevice,
} from '@lne/mock-api/assessment';
import { generateDataset } from '@lne/mock-api/seed';

type Config = ReturnType<typeof generateDataset>['networks'][number]['live']['configs'][number];

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
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

console.log(`load average before: ${load()}`);
const generated = measure(() => generateDataset({ scale }));
const dataset = generated.value;
const inputs = dataset.networks.map((bundle) => {
  const configs = new Map<string, Config>();
  for (const c of bundle.live.configs)
    if ((configs.get(c.device_id)?.version ?? 0) < c.version) configs.set(c.device_id, c);
  return { bundle, configs };
});
const devices = inputs.reduce((n, i) => n + i.bundle.live.devices.length, 0);
const configs = inputs.reduce((n, i) => n + i.configs.size, 0);
const bytes = inputs.reduce((n, i) => n + [...i.configs.values()].reduce((m, c) => m + c.text.length, 0), 0);
console.log(
  `dataset: scale ${scale}, ${devices} devices, ${configs} configurations (${(bytes / 1e6).toFixed(1)} MB), ${CHECKS.length} checks; generated in ${ms(generated.wallMs)}`,
);

const cache = new ParsedConfigCache();
function assessAll() {
  let findings = 0;
  let notApplicable = 0;
  for (const { bundle, configs } of inputs) {
    const { live } = bundle;
    const network = buildNetwork(
      { devices: live.devices, hosts: live.hosts, vlans: live.vlans, zones: live.zones, configs },
      cache,
    );
    const outcome = assessNetwork(network);
    for (const rows of Object.values(outcome.results)) for (const row of rows) findings += row.results.length;
    for (const list of Object.values(outcome.not_applicable))
      for (const e of list) notApplicable += e.device_count;
  }
  return { findings, notApplicable };
}

const cold = measure(assessAll);
console.log(
  `all checks, cold (every configuration parsed): ${ms(cold.wallMs)} wall, ${ms(cold.cpuMs)} CPU; ${cold.value.findings} findings, ${cold.value.notApplicable} not applicable; load ${load()}`,
);
const warm = measure(assessAll);
console.log(
  `all checks, parsed configurations cached: ${ms(warm.wallMs)} wall, ${ms(warm.cpuMs)} CPU; load ${load()}`,
);

// One device of the largest network edited again and again: a new configuration version each time.
const largest = inputs.reduce((a, b) =>
  b.bundle.live.devices.length > a.bundle.live.devices.length ? b : a,
);
const { live } = largest.bundle;
const network = buildNetwork(
  {
    devices: live.devices,
    hosts: live.hosts,
    vlans: live.vlans,
    zones: live.zones,
    configs: largest.configs,
  },
  cache,
);
assessNetwork(network);
const edited = [...largest.configs.values()]
  .filter((c) => c.platform === 'cisco_xe')
  .sort((a, b) => b.text.length - a.text.length)[0];
const record = live.devices.find((d) => d.unique_id === edited?.device_id);
if (!edited || !record) throw new Error('no IOS-XE device to edit');
const times: number[] = [];
const cpus: number[] = [];
for (let i = 0; i < edits; i++) {
  const version = {
    ...edited,
    id: 10_000_000 + i,
    version: edited.version + i + 1,
    text: `${edited.text}\nlogging host 10.9.${i % 250}.${i % 7}\n`,
  };
  const run = measure(() => reassessDevice(network, record, version, cache));
  times.push(run.wallMs);
  cpus.push(run.cpuMs);
}
times.sort((a, b) => a - b);
cpus.sort((a, b) => a - b);
console.log(
  `re-assessment of ${record.data.name} (${edited.text.split('\n').length} lines) in a network of ${live.devices.length} devices, ${edits} edits: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1) ?? 0)} wall; median ${ms(percentile(cpus, 0.5))} CPU; load ${load()}`,
);
console.log(`memory: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB heap used`);
