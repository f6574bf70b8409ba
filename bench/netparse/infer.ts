/**
 * Inference benchmark: `inferNetwork` over a generated normalised network (`network.ts`; 250 blocks give
 * 10,012 devices with LLDP/CDP neighbours, LAGs, MAC tables, ARP and subnets), then over the same devices
 * without their MAC and ARP tables (the links alone, no hosts). Prints a Markdown row per run: wall and CPU
 * time, what was inferred, and the peak memory of the process.
 *
 *   BENCH_BLOCKS=250 BENCH_RUNS=3 node --import tsx --conditions=@lne/source infer.ts
 */
import { cpus } from 'node:os';
import { inferNetwork } from '@lne/netparse';
import { benchNetwork } from './network';

const blocks = Number(process.env.BENCH_BLOCKS ?? 250);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const network = benchNetwork(blocks);
console.log(
  `\n${network.devices.length} devices, ${network.neighbours} neighbour entries, ${network.macs} MAC entries, ${network.arp} ARP entries, Node ${process.version}, ${cpus().length} cores\n`,
);
const topology = network.devices.map((d) => ({ ...d, macTable: [], arp: [] }));
console.log(
  '| run | input | wall s | CPU s | L2 links | L3 links | hosts | VLAN subnets | unknown devices | peak RSS MB |',
);
console.log('| --: | --- | --: | --: | --: | --: | --: | --: | --: | --: |');
for (let run = 1; run <= runs; run++) {
  for (const [input, devices] of [
    ['full', network.devices],
    ['without MAC/ARP', topology],
  ] as const) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const inference = inferNetwork(devices);
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const l2 = inference.links.filter((l) => l.kind === 'l2').length;
    console.log(
      `| ${run} | ${input} | ${wall.toFixed(2)} | ${((used.user + used.system) / 1e6).toFixed(2)} | ${l2} | ${inference.links.length - l2} | ${inference.hosts.length} | ${inference.vlanSubnets.length} | ${inference.unknownDevices.length} | ${Math.round(process.resourceUsage().maxRSS / 1024)} |`,
    );
  }
}
