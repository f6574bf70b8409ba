import { execFileSync } from 'node:child_process';
import { defineConfig } from 'tsup';

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages export TypeScript source: bundle them; keep real dependencies external.
  noExternal: [/^@lne\//],
  esbuildOptions(options) {
    options.conditions = ['@lne/source'];
  },
  define: { __LNE_GIT_COMMIT__: JSON.stringify(gitCommit()) },
});
