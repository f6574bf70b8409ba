/**
 * `npm run lab`: serves the seeded demo network's devices over SSH from the device lab, each on its own
 * 127.0.0.x address, and prints the login devices to add. The devices answer with the texts the seeded data
 * was parsed from (their running configurations and show outputs), accept the network's seeded credential (and
 * admin/admin), and ask for the seeded enable password. Ctrl-C stops it.
 *
 *   LAB_NETWORK=1   the network (1 OT plant, 2 IT campus, 3 R&D lab)
 *   LAB_BIND=127.0.0.11 LAB_PORT=2222   where the first device listens; the others take the next addresses
 *   SEED, SCALE     the dataset, as for the server
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLab } from '@lne/device-lab';
import { stringify } from 'yaml';
import { datasetOptions } from '../src/db/seed-network';
import { collectorAccess } from '../src/seed/collector';
import { generateDataset } from '../src/seed/index';
import { demoLabFolder } from '../src/seed/lab-folder';

const networkId = Number(process.env.LAB_NETWORK ?? 1);
const bind = process.env.LAB_BIND ?? '127.0.0.11';
const port = Number(process.env.LAB_PORT ?? 2222);

const dataset = generateDataset(datasetOptions());
const bundle = dataset.networks.find((network) => network.network.id === networkId);
if (!bundle) {
  console.error(
    `No network ${networkId} in the dataset (networks: ${dataset.networks.map((n) => n.network.id).join(', ')}).`,
  );
  process.exit(2);
}
const access = collectorAccess(bundle);
const credential = access.credentials.find((c) => c.protocol === 'ssh') ?? access.credentials[0];
const folder = demoLabFolder(bundle);
const dir = await mkdtemp(join(tmpdir(), 'lne-demo-lab-'));
for (const file of folder.files) {
  await mkdir(join(dir, file.path, '..'), { recursive: true });
  await writeFile(join(dir, file.path), file.text);
}
await writeFile(join(dir, 'hosts.yaml'), stringify(folder.inventory));
const lab = await startLab({
  folder: dir,
  bind,
  port,
  keysDir: resolve(process.env.DATA_DIR ?? '.data', 'device-lab', 'host-keys'),
  users: [
    { username: 'admin', password: 'admin' },
    ...(credential ? [{ username: credential.username, password: credential.password }] : []),
  ],
});
for (const warning of lab.warnings) console.warn(`warning: ${warning}`);
const rows = lab.hosts.map((host) => [
  host.name,
  host.platform,
  host.address,
  String(host.port),
  host.enablePassword ?? '',
  host.hostKeyFingerprint,
]);
const header = ['name', 'platform', 'address', 'port', 'enable password', 'host key'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
const line = (cells: string[]) =>
  cells
    .map((cell, i) => cell.padEnd(widths[i] ?? 0))
    .join('  ')
    .trimEnd();
console.log(`Serving ${lab.hosts.length} devices of "${bundle.network.name}" (network ${networkId}).`);
console.log(
  `\nAdd them in Data Collector › Devices (network ${networkId}) with the credential ${credential ? `"${credential.name}" (${credential.username})` : 'admin/admin'}, or any credential admin/admin:\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  '\nThe server polls them when POLLER_ALLOWED_SUBNETS is unset or includes 127.0.0.0/8. Ctrl-C stops the lab.',
);
const stop = () => {
  void lab
    .close()
    .then(() => rm(dir, { recursive: true, force: true }))
    .then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
