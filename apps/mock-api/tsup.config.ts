import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig } from 'tsup';

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'pgdata-template': 'src/db/template-cli.ts',
    'dataset-worker': 'src/db/dataset-worker.ts',
    'parse-worker': 'src/collect/parse-worker.ts',
  },
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
  // Read at run time beside dist/main.js: the SQL migrations and the contract requests are validated against.
  async onSuccess() {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    cpSync(createRequire(import.meta.url).resolve('@lne/api-client/openapi.yaml'), 'dist/openapi.yaml');
    // New data directories start from an initialised, migrated database (src/db/template.ts).
    execFileSync(process.execPath, ['dist/pgdata-template.js', 'dist'], { stdio: 'inherit' });
  },
});
