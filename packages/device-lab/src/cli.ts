import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Lab, startLab } from './lab';
import type { LabHost } from './types';

const USAGE = `Usage: device-lab serve FOLDER [--port N] [--bind 127.0.10.1] [--keys DIR] [--user NAME --password PASS]

Serves every device of a snapshot folder (configs/, show/, hosts.yaml) over SSH, each on its own
127.0.0.x address, and prints the login devices to add. Ctrl-C stops it.`;

/** The login devices to add, one line each, and a ready-to-use poller target list. */
export function describeHosts(hosts: readonly LabHost[]): string {
  const rows = hosts.map((h) => [
    h.name,
    h.platform,
    h.listening ? `${h.address}:${h.port}` : `${h.address}:${h.port} (not listening)`,
    h.transport,
    `${h.username}/${h.password}`,
    h.enablePassword ?? '',
    h.hostKeyFingerprint,
    Object.keys(h.faults).join(',') || '',
  ]);
  const header = ['name', 'platform', 'address', 'via', 'login', 'enable', 'host key', 'faults'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export async function main(argv: string[]): Promise<Lab | undefined> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      bind: { type: 'string' },
      keys: { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, folder] = positionals;
  if (values.help || command !== 'serve' || !folder) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return undefined;
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    console.error(`--port must be a port number, not ${values.port}`);
    process.exitCode = 2;
    return undefined;
  }
  const lab = await startLab({
    folder: resolve(folder),
    ...(port !== undefined ? { port } : {}),
    ...(values.bind ? { bind: values.bind } : {}),
    keysDir: resolve(values.keys ?? '.data/device-lab/host-keys'),
    ...(values.user ? { users: [{ username: values.user, password: values.password ?? '' }] } : {}),
  });
  for (const warning of lab.warnings) console.warn(`warning: ${warning}`);
  console.log(`Serving ${lab.hosts.length} devices. Add them as login devices:\n`);
  console.log(describeHosts(lab.hosts));
  const stop = () => {
    void lab.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return lab;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
