import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@lne/source'] },
  ssr: { resolve: { conditions: ['@lne/source'] } },
  // Each server test starts PGlite (a few seconds on a busy 2-core machine), hence the generous hook timeout.
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that need a PostgreSQL server run in the PostgreSQL pass (`scripts/test-postgres.sh`) only, and
    // tests of PGlite's own storage (`pglite-*.test.ts`) in the PGlite pass only.
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**', '**/pglite-*.test.ts']
      : ['**/node_modules/**', '**/*.postgres.test.ts'],
    environment: 'node',
    // Polls in tests reach the device lab on loopback addresses only, never a generated network's addresses.
    env: { POLLER_ALLOWED_SUBNETS: '127.0.0.0/8' },
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
