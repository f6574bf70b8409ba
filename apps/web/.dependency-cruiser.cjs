// The layers of the web app (docs/ARCHITECTURE.md): app → features → shared. A feature uses the shared layer
// and the workspace packages, never another feature, so each area can change (or be rewritten) on its own.
// Run from the repository root by `npm run lint`: depcruise --config apps/web/.dependency-cruiser.cjs apps/web/src
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-to-feature',
      comment:
        'A feature imports only its own files, src/shared/ and the packages; move what two features need to src/shared/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-stays-below-features',
      comment: 'src/shared/ is what features build on: it imports neither features nor the app frame.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'features-below-the-app',
      comment: 'The app frame (router, shell, query client) composes the features, not the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'no-circular',
      comment: 'An import cycle inside the web app.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.css$' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      conditionNames: ['@lne/source', 'import', 'module', 'browser', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
