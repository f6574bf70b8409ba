#!/usr/bin/env node
// Runs the TypeScript CLI through tsx with the workspace's source condition, so no build step is needed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli.ts');
const result = spawnSync(
  process.execPath,
  ['--conditions=@lne/source', '--import', 'tsx', cli, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
