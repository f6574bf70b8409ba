#!/usr/bin/env node
// `npm test`: every check of the repository, in order, with a summary at the end.
import { spawnSync } from 'node:child_process';
import { ensureChromium, installDependencies, pnpm, root } from './lib.mjs';

const turbo = (tasks) =>
  pnpm(['exec', 'turbo', 'run', ...tasks, '--concurrency=2', '--continue', '--output-logs=errors-only']);

/**
 * Fails when the committed contract bundle or generated client differs from what the per-domain documents
 * give: `generate` bundles `openapi/domains/` into `openapi/openapi.yaml` and then runs Orval, so a hand-edited
 * bundle shows up as a difference too.
 */
function contractIsFresh() {
  const generated = pnpm(['--filter', '@lne/api-client', 'generate']);
  if (generated !== 0) return generated;
  // Changes against the index, and files git does not know: both mean the committed output is stale.
  const paths = ['packages/api-client/openapi/openapi.yaml', 'packages/api-client/src/generated'];
  const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const diff = git(['diff', '--stat', '--', ...paths]);
  const untracked = git(['ls-files', '--others', '--exclude-standard', '--', ...paths]);
  if (diff.status !== 0 || untracked.status !== 0) return 1;
  const stale = `${diff.stdout}${untracked.stdout}`.trim();
  if (stale === '') return 0;
  console.error(stale);
  console.error(
    'The contract bundle or the generated client is stale: edit packages/api-client/openapi/domains/, run ' +
      '`pnpm --filter @lne/api-client generate` and commit the result.',
  );
  return 1;
}

/** Formatting and lint (Biome), workspace consistency (sherif), dead code (knip), the layers of both apps. */
const lint = () =>
  pnpm(['exec', 'biome', 'ci', '.']) ||
  pnpm(['exec', 'sherif']) ||
  pnpm(['exec', 'knip', '--no-progress']) ||
  pnpm(['exec', 'depcruise', '--config', 'apps/web/.dependency-cruiser.cjs', 'apps/web/src']) ||
  pnpm(['exec', 'depcruise', '--config', 'apps/mock-api/.dependency-cruiser.cjs', 'apps/mock-api/src']);

const stages = [
  ['install', installDependencies],
  ['chromium', ensureChromium],
  ['lint', lint],
  ['contract', contractIsFresh],
  ['typecheck', () => turbo(['typecheck'])],
  ['unit tests', () => turbo(['test'])],
  // The server's tests once more against a throwaway PostgreSQL cluster (installs Debian's postgresql if needed).
  ['postgres', () => pnpm(['--filter', '@lne/mock-api', 'test:postgres', 'test/'])],
  ['build', () => turbo(['build'])],
  ['storybook', () => pnpm(['--filter', '@lne/ui', 'build-storybook'])],
  ['e2e', () => pnpm(['--filter', '@lne/web', 'e2e'])],
];

const mustPass = new Set(['install', 'chromium', 'build']);
const results = [];
let blocked = false;
for (const [name, stage] of stages) {
  if (blocked) {
    results.push({ name, status: 'skipped', seconds: 0 });
    continue;
  }
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const code = stage();
  const seconds = (Date.now() - started) / 1000;
  results.push({ name, status: code === 0 ? 'passed' : 'failed', seconds });
  if (code !== 0 && mustPass.has(name)) blocked = true;
}

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.length - passed;
console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.status.padEnd(8)} ${r.name.padEnd(12)} ${r.seconds.toFixed(1)} s`);
console.log(`\nSummary: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
