import type { KnipConfig } from 'knip';

/**
 * Dead files, exports and dependencies across the workspace (`npm run lint`). Entry points are the packages'
 * `exports`, the apps' entries, tests, stories, scripts and benchmarks (knip's plugins find most of them).
 */
const config: KnipConfig = {
  // Being rewritten right now (the real-data parsers, the collector and its device emulator, the server's
  // hardening): checked again once that work has landed.
  ignoreWorkspaces: [
    'packages/netparse',
    'packages/poller',
    'packages/device-lab',
    'bench/poller',
    'apps/mock-api',
  ],
  // The catalog's entries used only by the skipped workspaces would be reported as unused.
  exclude: ['catalog'],
  workspaces: {
    '.': { entry: ['scripts/*.mjs'] },
    'apps/web': {
      entry: ['e2e/**/*.ts', 'screenshots/**/*.ts', 'scripts/*.mjs', 'playwright.screenshots.config.ts'],
      // Orders the builds: the e2e suite runs against the built server.
      ignoreDependencies: ['@lne/mock-api'],
    },
    'packages/api-client': { entry: ['scripts/*.mjs', 'test/**/*.ts'] },
    'packages/ui': {
      entry: ['src/**/*.story.tsx'],
      // The DiffViewer's line diff is being replaced by jsdiff (`diff`), and its styles with it.
      ignore: ['src/DiffViewer/**'],
      ignoreDependencies: ['diff'],
    },
    'packages/netmap': { entry: ['src/core/layout/worker.ts'] },
    'bench/*': { entry: ['*.{mjs,ts}'] },
    'bench/netmap': { entry: ['*.mjs', 'page/**/*.{ts,tsx}'] },
    'bench/web-list': { entry: ['*.mjs', 'harness/**/*.{ts,tsx}'] },
  },
};

export default config;
