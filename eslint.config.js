import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder of src/features: a new feature is fenced in as soon as it exists. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.data'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One order of imports everywhere (decision 2490): Node's, then packages, then ours from far to near.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // One-way imports (bulletproof-react): app → features → shared (components, lib, config, content);
      // features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move the shared piece down to components/, lib/ or content/.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app shell: the app composes features, not the other way round.',
            },
            {
              target: ['./src/components', './src/lib', './src/config', './src/content'],
              from: ['./src/features', './src/app'],
              message: 'Shared code does not import features or the app.',
            },
            { target: './src', from: './server', message: 'The web app does not import server code.' },
            { target: './server', from: './src', message: 'The server does not import the web app: move what both need to shared/.' },
            { target: './shared', from: ['./src', './server'], message: 'shared/ is imported by the web app and the server, and imports neither.' },
            {
              target: ['./server/auth/store', './server/auth/crypto'],
              from: './server/auth/http',
              message: 'Rows, queries and crypto never import the HTTP layer (docs/architecture.md).',
            },
            { target: './server/auth/crypto', from: './server/auth/store', message: 'Crypto stands beside the store and does not import it.' },
            {
              target: './server/http',
              from: ['./server/auth', './server/rest', './server/mail', './server/static', './server/functions', './server/uploads'],
              message: 'server/http/ is shared by every service and imports none of them (decision 2404).',
            },
            { target: './server/rest', from: './server/auth', message: 'A service does not import another: shared HTTP code goes in server/http/ (decision 2404).' },
            {
              target: './server/functions',
              from: ['./server/auth', './server/rest', './server/mail', './server/static'],
              message: 'A service does not import another: shared HTTP code goes in server/http/ (decision 2404).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: every layer imports downwards only (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment in server/config.ts and pass the value down.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from src/lib/zod.ts: it turns off zod's eval probe, which the CSP reports.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Production code never imports test-only code (decision 2421): test files, tests/, src's testing/ folders, test
    // libraries. The typescript-eslint twin of no-restricted-imports, so the zod and fastify fences keep their options.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vitest', message: 'Test-only: production code does not import vitest.' }],
          patterns: [
            {
              group: ['**/testing', '**/testing/**', '**/tests/**', '**/*.test', '**/*.test.*', '@testing-library/*'],
              message: 'Test-only: production code does not import test files, tests/ or a testing/ folder (decision 2421).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/auth/store/**/*.ts', 'server/auth/crypto/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'fastify', message: 'Rows, queries and crypto know nothing of HTTP.' }] }] },
  },
  {
    // No function over 80 lines outside tests (decision 2490); a longer one disables this on its line, citing its decision.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', '**/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One file-name case per folder (decision 2490): camelCase modules and PascalCase components everywhere, but
    // kebab-case where the ecosystem's own convention is (shadcn's components/ui/, Playwright's specs).
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.d.ts', 'src/components/ui/**', 'tests/e2e/*.spec.ts'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js}': '[a-zA-Z]*([a-zA-Z0-9])' }, { ignoreMiddleExtensions: true }] },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}', 'tests/e2e/*.spec.ts'],
    plugins: { 'check-file': checkFile },
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }] },
  },
  {
    // Hot reload keeps a module's state only when it exports components alone (decision 2490). The prerender entry
    // never runs in the browser; test-only modules are never hot-reloaded; shadcn's variants and the toast call
    // beside their component are named.
    files: ['src/**/*.tsx'],
    ignores: ['src/app/entryServer.tsx', '**/testing/**', '**/*.test.tsx'],
    rules: { 'react-refresh/only-export-components': ['error', { allowConstantExport: true, allowExportNames: ['buttonVariants', 'toast'] }] },
  },
);
