import { defineConfig, type Options } from 'tsup';

const shared = {
  format: ['esm'],
  target: 'es2022',
  external: ['react', '@tanstack/react-query'],
} satisfies Options;

export default defineConfig([
  // JavaScript of both entries in one build: the shared chunk holds the one client configuration, so
  // `configureClient` from `/fetch` also configures the hooks of `.`. Cleans `dist/` before anything else
  // is written (the declaration builds below need seconds to type-check first).
  {
    ...shared,
    entry: { index: 'src/index.ts', fetch: 'src/fetch.ts' },
    dts: false,
    clean: true,
    sourcemap: true,
  },
  // Declarations one entry at a time. In a shared declaration chunk, rollup-plugin-dts loses the type
  // arguments of `typeof apiFetch<VersionResponse>` (Orval's option types of the plain functions) and
  // ships `fetch.d.ts` with undefined names; self-contained files declare every name they use.
  { ...shared, entry: { index: 'src/index.ts' }, dts: { only: true } },
  { ...shared, entry: { fetch: 'src/fetch.ts' }, dts: { only: true } },
]);
