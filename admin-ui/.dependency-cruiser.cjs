/**
 * The console's folders: one per resource (users, products, faq, …), which never import each other, and the shared
 * ones every resource may use (components, lib, providers, i18n, theme). App.tsx and main.tsx put them together.
 */
const SHARED = '(?:components|lib|providers|i18n|theme)';
module.exports = {
  forbidden: [
    {
      name: 'resources-do-not-import-each-other',
      comment: 'What two resources need belongs in components/, lib/ or providers/.',
      severity: 'error',
      from: { path: `^src/(?!${SHARED}/)([^/]+)/` },
      to: { path: `^src/(?!${SHARED}/)([^/]+)/`, pathNot: '^src/$1/' },
    },
    {
      name: 'shared-does-not-import-resources',
      severity: 'error',
      from: { path: `^src/${SHARED}/` },
      to: { path: '^src/', pathNot: [`^src/${SHARED}/`] },
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
