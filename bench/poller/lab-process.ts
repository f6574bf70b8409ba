/**
 * The device lab in its own process, so that its CPU and memory are measured apart from the poller's. Prints
 * its hosts as one JSON line once listening; on SIGTERM prints its resource use as another and exits.
 */
import { startLab } from '@lne/device-lab';

const [folder, keysDir] = process.argv.slice(2);
if (!folder || !keysDir) throw new Error('usage: lab-process.ts FOLDER KEYS_DIR');

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const cpuAtStart = process.cpuUsage();
const lab = await startLab({ folder, port: 0, keysDir });
const cpuListening = process.cpuUsage(cpuAtStart);
console.log(
  JSON.stringify({
    type: 'hosts',
    hosts: lab.hosts,
    startCpuMs: (cpuListening.user + cpuListening.system) / 1000,
  }),
);

process.once('SIGTERM', () => {
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuAtStart);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    JSON.stringify({
      type: 'usage',
      cpuMs: (cpu.user + cpu.system) / 1000,
      servingCpuMs: (cpu.user + cpu.system) / 1000 - (cpuListening.user + cpuListening.system) / 1000,
      peakRssMb: peakRss / 2 ** 20,
    }),
  );
  void lab.close().then(() => process.exit(0));
});
