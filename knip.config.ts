import type { KnipConfig } from 'knip';

/**
 * Dead files, exports and dependencies across the workspace (`npm run lint`). Entry points are the packages'
 * `exports`, the apps' entries, tests, stories, scripts and benchmarks (knip's plugins find most of them).
 */
const config: KnipConfig = {
  // An export also used in its own module is not dead code (tests and siblings may come to import it).
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': { entry: ['scripts/*.mjs'] },
    'apps/web': {
      entry: ['e2e/**/*.ts', 'screenshots/**/*.ts', 'scripts/*.mjs', 'playwright.screenshots.config.ts'],
      // Orders the builds: the e2e suite runs against the built server.
      ignoreDependencies: ['@lne/mock-api'],
    },
    'packages/api-client': { entry: ['scripts/*.mjs', 'test/**/*.ts'] },
    'packages/ui': { entry: ['src/**/*.story.tsx'] },
    'apps/mock-api': {
      // tsup.config.ts names the built entries (main, template, workers); the worker sources load by path.
      entry: ['src/**/*-worker-source.mjs', 'scripts/*.ts', 'test/**/*.ts'],
    },
    // The packages' `exports` are their public API (knip reads them); besides them, the scripts and the bin.
    'packages/netparse': {
      // The TextFSM engine's own entry (its Python regular expression translation is its API too).
      entry: ['scripts/*.mjs', 'src/textfsm/index.ts'],
    },
    'packages/device-lab': { entry: ['bin/*.mjs'] },
    'packages/netmap': { entry: ['src/core/layout/worker.ts'] },
    'bench/*': { entry: ['*.{mjs,ts}'] },
    'bench/netmap': { entry: ['*.mjs', 'page/**/*.{ts,tsx}'] },
    'bench/web-list': { entry: ['*.mjs', 'harness/**/*.{ts,tsx}'] },
  },
};

export default config;
