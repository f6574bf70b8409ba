#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's `packageManager`, installing it locally under .tools/ when
// needed. Corepack is not used: its signature keys are stale on our machines ('No compatible signature found').
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function pinnedPnpmVersion() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)$/.exec(manifest.packageManager ?? '');
  if (!match)
    throw new Error(`package.json packageManager must pin pnpm@x.y.z, found ${manifest.packageManager}`);
  return match[1];
}

/** Folder holding the pinned pnpm's `pnpm` command, for children (turbo) that look it up on PATH. */
export function pnpmBinDir() {
  return join(root, '.tools', `pnpm-${pinnedPnpmVersion()}`, 'node_modules', '.bin');
}

/** Absolute path of the pinned pnpm's CLI entry, installing it under .tools/pnpm-<version> first if missing. */
export function ensurePnpm() {
  const version = pinnedPnpmVersion();
  const prefix = join(root, '.tools', `pnpm-${version}`);
  const entry = join(prefix, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  if (!existsSync(entry)) {
    console.log(`> installing pnpm ${version} into ${prefix}`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `pnpm@${version}`,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0 || !existsSync(entry)) throw new Error(`could not install pnpm ${version}`);
  }
  return entry;
}

/** Runs pnpm with the given arguments in the repository root; resolves to the exit code. */
export function runPnpm(args, options = {}) {
  const entry = ensurePnpm();
  const result = spawnSync(process.execPath, [entry, ...args], { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(runPnpm(process.argv.slice(2)));
}
