// Shared helpers of the root `start` and `test` commands.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePnpm, pnpmBinDir } from './pnpm.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The environment every child gets: no telemetry, no browser downloads. */
export function childEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${pnpmBinDir()}${delimiter}${process.env.PATH ?? ''}`,
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_PATH,
    ...extra,
  };
}

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnv(), ...options });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

export function pnpm(args, options = {}) {
  return run(process.execPath, [ensurePnpm(), ...args], options);
}

/** Installs the workspace's dependencies exactly as locked. */
export function installDependencies() {
  return pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

/** Debian's Chromium, installed with apt-get when missing (the only browser our tests use). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return 0;
  console.log(`> ${CHROMIUM_PATH} is missing: installing Debian's chromium`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = (args) =>
    isRoot
      ? run('apt-get', args, { env: childEnv({ DEBIAN_FRONTEND: 'noninteractive' }) })
      : run('sudo', ['apt-get', ...args]);
  return aptGet(['update']) || aptGet(['install', '-y', 'chromium']);
}
