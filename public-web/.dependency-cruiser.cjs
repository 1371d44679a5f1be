/**
 * Layers of the public site: app (router, providers, routes) → features → shared (components, lib, config, api).
 * A feature never imports another feature; shared code never imports a feature or the app.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment:
        'A feature imports only itself and shared code; what two features need belongs in components/, lib/ or api/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-does-not-import-features-or-app',
      severity: 'error',
      from: { path: '^src/(components|lib|config|api)/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.(spec|test)\\.tsx?$' },
  },
};
