import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { flatConfigs as importXConfigs, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeatures = fs.readdirSync(`${root}/apps/web/src/features`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const adminShared = ['api', 'components'];
const adminAreas = fs
  .readdirSync(`${root}/apps/web/src/admin`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !adminShared.includes(entry.name));

/*
 * The admin console keeps the storefront's shape: each area (admin/orders, admin/products, …) imports no other area,
 * and what several share lives in admin/api (key factories, shared reads) or admin/components, which import no area.
 * The console imports no screen of the shop, and the shop imports nothing of the console: the router composes both.
 */
const adminZones = [
  ...adminAreas.map(({ name }) => ({
    target: `./apps/web/src/admin/${name}`,
    from: './apps/web/src/admin',
    except: [`./${name}`, ...adminShared.map((shared) => `./${shared}`)],
    message: 'An admin area does not import another area: move the shared part to admin/api or admin/components.',
  })),
  {
    target: adminShared.map((shared) => `./apps/web/src/admin/${shared}`),
    from: adminAreas.map(({ name }) => `./apps/web/src/admin/${name}`),
    message: "The console's shared api and components import no area.",
  },
  {
    target: './apps/web/src/admin',
    from: ['./apps/web/src/routes', './apps/web/src/router.tsx'],
    message: 'The console imports no screen of the shop: the router hands it what it needs.',
  },
  {
    target: ['./apps/web/src/features', './apps/web/src/routes', './apps/web/src/components', './apps/web/src/lib', './apps/web/src/main.tsx'],
    from: './apps/web/src/admin',
    message: 'The shop imports nothing of the console: only the router loads it.',
  },
];

/*
 * The layers, enforced (STYLE.md): in the web app shared code → features → routes (bulletproof-react): a
 * feature imports no other feature and no screen, the app's shared components and lib import neither; and
 * packages/shared, which both apps import, imports neither app.
 */
const layerZones = [
  ...webFeatures.map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: compose them in a route, or move the shared part out of features.',
  })),
  {
    target: './apps/web/src/features',
    from: ['./apps/web/src/routes', './apps/web/src/router.tsx'],
    message: 'A feature does not import a screen: screens compose features.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/routes', './apps/web/src/router.tsx'],
    message: 'Shared web code imports no feature and no screen.',
  },
  { target: './packages/shared', from: './apps', message: '@durio/shared is imported by both apps and imports neither.' },
  ...adminZones,
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (by default the plugin reads only .js files, and sees no cycle).
      'import-x/extensions': importXConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importXConfigs.typescript.settings['import-x/parsers'],
      // Each app's tsconfig, so the web's `@/` alias and the workspace packages resolve as TypeScript does.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api', 'apps/web', 'packages/shared'].map((dir) => `${root}/${dir}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'import-x/no-cycle': 'error',
      // An import that does not resolve would slip past both rules above.
      'import-x/no-unresolved': 'error',
    },
  },
);
