import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages are read from their TypeScript source, not from a dist/ that a fresh clone lacks.
  resolve: { conditions: ['@lne/source'] },
  ssr: { resolve: { conditions: ['@lne/source'] } },
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
