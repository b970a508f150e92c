import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Boundaries (zones of import-x/no-restricted-paths, paths from the repository root):
 * - the server's platform (db, auth, lib, ai, eval, main.ts, config.ts) imports no feature;
 * - composition roots reach a feature only through its index.ts, its public surface: app.ts
 *   registers the routes, seed/ asks features for their seed data on boot, and the CLIs in cli/
 *   are entry points that compose like main.ts does;
 * - a feature reaches another only through that one's index.ts; no import cycles (import-x/no-cycle:
 *   a cycle between features through their index files is a cycle between modules);
 * - web: shared components/ and lib/ import no feature, a feature reaches another only through its
 *   index.ts; app/ (routes, layouts) is the web's composition root and may import any feature.
 * Tests outside a feature (src/*.test.ts, apps/server/test/) test the composed app and may reach any module.
 */
const root = import.meta.dirname;
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

const featuresIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** One zone per feature of dir: the other features are out of reach but for their index file. */
const throughIndex = (dir) =>
  featuresIn(dir).map((feature) => ({
    target: `${dir}/${feature}/**`,
    from: `${dir}/!(${feature})/**`,
    except: [path.join(root, dir, '*/index.{ts,tsx}')],
    message: 'Another feature is reached only through its index.ts (its public surface); what two features share moves down.',
  }));

const serverZones = [
  {
    target: [`${SERVER}/{db,auth,lib,ai,eval}/**`, `${SERVER}/{main,config}.ts`],
    from: `${SERVER}/features/**`,
    message: 'The platform imports no feature: move what both need down, or compose it in app.ts.',
  },
  {
    target: [`${SERVER}/!(main|config|*.test).ts`, `${SERVER}/{cli,seed}/**`],
    from: `${SERVER}/features/**`,
    except: [path.join(root, SERVER, 'features/*/index.ts')],
    message: 'A composition root reaches a feature only through its index.ts.',
  },
  ...throughIndex(`${SERVER}/features`),
];

const webZones = [
  {
    target: [`${WEB}/components/**`, `${WEB}/lib/**`],
    from: `${WEB}/features/**`,
    message: 'Shared components and lib import no feature: move what they need down.',
  },
  ...throughIndex(`${WEB}/features`),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'apps/server/src/db/migrations/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows the imports of our TypeScript files; packages are not ours to check
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }] },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'Every test must run in CI: remove .only.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: 'Import each icon from its own path (@mui/icons-material/Name) to keep bundles small.' },
          ],
        },
      ],
    },
  },
);
