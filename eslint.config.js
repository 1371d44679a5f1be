// One ESLint configuration for every workspace; formatting is Prettier's job (eslint-config-prettier turns off the
// stylistic rules), layering is dependency-cruiser's.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The role suffixes of backend and public-web file names (docs/architecture.md, "File names"). */
const ROLES = [
  ...['controller', 'service', 'use-case', 'repository', 'orm-entity', 'mapper', 'dto', 'errors', 'module'],
  ...['interceptor', 'guard', 'filter', 'strategy', 'job', 'reader', 'source', 'factory', 'member-data'],
  ...['page', 'route', 'layout', 'section', 'tab', 'dialog', 'card', 'banner', 'form', 'field', 'ui'],
  ...['schema', 'rules', 'query', 'mutation', 'store', 'hook', 'context', 'provider', 'lazy'],
];
const TEST_FILES = ['**/test/**', '**/e2e/**', '**/*.spec.{ts,tsx}', '**/*.e2e-spec.ts'];

const TYPED = ['backend/{src,test,bench}/**/*.ts', 'public-web/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      'data/',
      'api-types/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Type-aware rules for the three TypeScript workspaces (the files their tsconfig.json covers).
    files: TYPED,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `any` reaches us only from libraries (react-admin records, TypeORM's raw query(), JSON.parse, supertest bodies)
      // and no-explicit-any keeps our own code from writing it: a cast at every use would hide, not fix, the type.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // An async method that fulfils a promise-returning contract (react-admin's authProvider, Nest's lifecycle hooks,
      // test doubles) reads better than a Promise.resolve() wrapper.
      '@typescript-eslint/require-await': 'off',
      // React calls an onClick/onSubmit and ignores what it returns; a promise there is the usual idiom.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['public-web/src/**/*.{ts,tsx}', 'admin-ui/src/**/*.{ts,tsx}', 'brand/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The React Compiler is not used, so its notes about libraries it cannot compile (react-hook-form) do not apply.
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/incompatible-library': 'off' },
  },
  {
    // Accessibility of the markup both front ends write (axe checks the rendered pages in the browser suites).
    files: ['public-web/src/**/*.tsx', 'admin-ui/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus is written only on MUI components inside dialogs, which move focus into themselves when they open.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['{backend,public-web}/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // kebab-case name, then at most one role from ROLES, then .spec for a unit test: typeorm-member.repository.ts.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': `+([a-z0-9])*(-+([a-z0-9]))?(.@(${ROLES.join('|')}))?(.spec)` },
      ],
      'check-file/folder-naming-convention': ['error', { '{backend,public-web}/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Metadata is written only by the platform's decorators, so a reader and a tool can follow every route.
    files: ['backend/**/*.ts'],
    ignores: ['backend/src/platform/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Reflect'][callee.property.name='defineMetadata']",
          message:
            'Reflect.defineMetadata solo en backend/src/platform: escribe el decorador a la vista en el handler.',
        },
      ],
    },
  },
  {
    // Tests read JSON bodies whose shape is what they assert.
    files: TEST_FILES,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests wrap library prototypes (pg.Client.prototype.query) to count calls.
    files: ['backend/test/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // react-admin's authProvider API rejects with plain objects ({ redirectTo }, { logoutUser }), not errors.
    files: ['admin-ui/src/providers/authProvider.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  prettier,
);
