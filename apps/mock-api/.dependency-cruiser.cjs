// The server's layers (docs/ARCHITECTURE.md): plugins and domains on top of http/ helpers, the database layer
// and the pure cores (the document model, analysis, seed, archives). Run from the repository root by
// `npm run lint`: depcruise --config apps/mock-api/.dependency-cruiser.cjs apps/mock-api/src
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle inside the server: move what both sides need below them.',
      severity: 'error',
      from: { path: '^apps/mock-api/src/' },
      to: { circular: true },
    },
    {
      name: 'db-below-the-routes',
      comment:
        'src/db/ stores and reads; it knows neither the routes (domains, http helpers) nor the plugins.',
      severity: 'error',
      from: { path: '^apps/mock-api/src/db/' },
      to: { path: '^apps/mock-api/src/(domains|http|plugins)/|^apps/mock-api/src/app\\.ts$' },
    },
    {
      name: 'pure-cores',
      comment:
        'The document model, the analysis, the seed generator and the archive reader are plain functions over data: no database, no HTTP.',
      severity: 'error',
      from: { path: '^apps/mock-api/src/(model|analysis|seed|archive)/' },
      to: { path: '^apps/mock-api/src/(db|domains|http|plugins)/|^apps/mock-api/src/app\\.ts$' },
    },
    {
      name: 'domains-below-the-app',
      comment:
        'Domains register routes; the cross-cutting plugins and buildApp compose them, not the other way round.',
      severity: 'error',
      from: { path: '^apps/mock-api/src/(domains|http)/' },
      to: { path: '^apps/mock-api/src/plugins/|^apps/mock-api/src/app\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ['@lne/source', 'import', 'module', 'node', 'default'],
      extensions: ['.ts', '.js', '.mjs'],
    },
  },
};
