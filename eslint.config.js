import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { noAsyncLocalStorage } from './eslint/no-async-local-storage.js';
import { noRootDbInTransaction } from './eslint/no-root-db-in-transaction.js';

const local = {
  rules: {
    'no-root-db-in-transaction': noRootDbInTransaction,
    'no-async-local-storage': noAsyncLocalStorage,
  },
};

const moduleImportsModule = {
  group: ['../*/**', '!../../**', '**/modules/**'],
  message: 'Modules do not import each other; move shared pieces to platform/.',
};
const moduleImportsApp = {
  group: ['**/app', '**/app.ts', '**/app.js'],
  message: 'Modules do not import the app (app.ts): it assembles them; move shared pieces to platform/.',
};
const moduleImportsTesting = {
  group: ['**/testing', '**/testing/**'],
  message: 'Only tests import testing/; move what the module needs to platform/.',
};
// Mantine's Select and MultiSelect keep their keyboard highlight as an index set in a setTimeout(0) when the list
// opens: keys handled before that timer were lost. In flat config a later block's rule replaces an earlier one
// for the same file, so every web block of no-restricted-imports carries this entry.
const mantineSelect = {
  name: '@mantine/core',
  importNames: ['Select', 'MultiSelect'],
  message:
    "Use ChoiceSelect or ChoiceMultiSelect (components/choice-select): Mantine's Select and MultiSelect lose keys typed before their timer.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', module: 'writable' },
    },
  },
  // Import direction (DESIGN §3): the domain is pure; features never import each other.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@app/server*', '@app/web*', 'node:*', 'drizzle-orm*', 'react*', 'fastify*'] },
      ],
    },
  },
  // The other web files (app/, testing/, main.tsx); features, components and lib below add their directions.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [mantineSelect] }] },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [mantineSelect],
          patterns: [
            {
              group: ['../*/**', '!../../**', '**/features/**'],
              message: 'Features do not import each other; move shared pieces to components/ or lib/.',
            },
            {
              group: ['**/app', '**/app/**'],
              message:
                'Features do not import the app shell (app/); move shared pieces to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [mantineSelect],
          patterns: [
            { group: ['**/features/**'], message: 'Generic code must not depend on a feature.' },
            {
              group: ['**/app', '**/app/**'],
              message: 'Generic code must not depend on the app shell (app/).',
            },
          ],
        },
      ],
    },
  },
  // "Today" is a day in Vienna (packages/domain heute.ts heuteWien): the UTC day of `new Date()` is yesterday there
  // from midnight to 1 o'clock (2 in summer); exports and the Änderungsprotokoll's test were named or filtered
  // by it. (A date made from a day, `new Date('2024-03-01')`, may still print its own day.)
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts', 'apps/web/src/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(slice|substring)$/][arguments.1.value=10] > MemberExpression > CallExpression[callee.property.name='toISOString'] > MemberExpression > NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Today's date is heuteWien() from @app/domain, not the UTC day of new Date().",
        },
      ],
    },
  },
  // A spinner is drawn by components/busy.tsx only: a Loader with aria-label fails axe (the review page of a deed
  // import failed CI while one was spinning), one without names nothing.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/components/busy.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Loader']",
          message: "Use <Busy label='…' /> from components/busy.tsx, not Mantine's Loader.",
        },
      ],
    },
  },
  // Server modules import only platform/, db/ and @app/domain (DESIGN §3), never the app that assembles
  // them nor test helpers (their tests may); platform/ and db/ never import a module.
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [moduleImportsModule, moduleImportsApp, moduleImportsTesting] },
      ],
    },
  },
  {
    // Tests, and the contract test's fixture beside each module (testing/area-fixtures.ts collects them).
    files: ['apps/server/src/modules/*/**/*.test.ts', 'apps/server/src/modules/*/*.fixture.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleImportsModule, moduleImportsApp] }] },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules', '**/modules/**'], message: 'platform/ must not depend on a module.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message: 'db/ must not depend on a module; move the shared piece to db/ or platform/.',
            },
          ],
        },
      ],
    },
  },
  // Issue 23: no root database handle inside a transaction callback (deadlock on PGlite's one connection).
  {
    files: ['apps/server/**/*.ts'],
    plugins: { local },
    rules: { 'local/no-root-db-in-transaction': 'error' },
  },
  // Issue 29: no AsyncLocalStorage but the transaction guard's (promise hooks on every promise of the process).
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/db/client.ts'],
    plugins: { local },
    rules: { 'local/no-async-local-storage': 'error' },
  },
  // No import cycles in the apps (issue 8) nor in the domain (issue 26); relative imports resolve to .ts/.tsx sources.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
