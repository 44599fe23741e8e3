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

/*
 * The API's shape, enforced (docs/decisions/032, ARCHITECTURE.md). A module (apps/api/src/modules/<area>) imports
 * its own files, the shared infrastructure and other modules' public.ts only; the flows (flows/) call modules'
 * public.ts; the infrastructure (lib/, db/, mail/, storage/, gateway/, audit/, i18n/) imports no module and no
 * flow. Anyone may name a table through its `*.schema.ts` file (a join, a foreign key): tables are read by all
 * and written only by their module, which apps/api/src/architecture.test.ts checks. Only drizzle-kit, the demo
 * data and the tests read db/schema.ts, the list of every table. Tests may reach anything they set up.
 */
const api = `${root}/apps/api/src`;
const apiModules = fs.readdirSync(`${api}/modules`, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const publicFaces = [`${api}/modules/*/public.ts`, `${api}/modules/*/*.schema.ts`];
const apiInfrastructure = ['lib', 'db', 'mail', 'storage', 'gateway', 'audit', 'i18n'].map((dir) => `./apps/api/src/${dir}`);
const apiZones = [
  ...apiModules.map(({ name }) => ({
    target: `./apps/api/src/modules/${name}`,
    from: [`${api}/modules/**`],
    except: [`${api}/modules/${name}/**`, ...publicFaces],
    message: 'A module uses another module only through its public.ts (or names its tables through its *.schema.ts).',
  })),
  {
    target: './apps/api/src/modules',
    from: './apps/api/src/flows',
    message: 'Modules never call flows: a route that starts a process calls it through ctx.flows (app-context.ts).',
  },
  {
    target: './apps/api/src/flows',
    from: [`${api}/modules/**`],
    except: publicFaces,
    message: "A flow calls modules' public.ts only, never their internals.",
  },
  {
    target: apiInfrastructure,
    from: [`${api}/modules/**`, `${api}/flows/**`],
    except: [`${api}/modules/*/*.schema.ts`],
    message: 'Shared infrastructure imports no module and no flow (it may name a table through its *.schema.ts).',
  },
  {
    target: ['./apps/api/src/modules', './apps/api/src/flows', ...apiInfrastructure],
    from: './apps/api/src/db/schema.ts',
    message: "Import a table from its module's *.schema.ts: db/schema.ts lists every table for drizzle-kit, the demo data and the tests.",
  },
];
/** What sets up or inspects the whole app, and may therefore reach into any part of the API. */
const apiWholeAppFiles = [
  'apps/api/src/**/*.test.ts',
  'apps/api/src/test-support/**',
  'apps/api/src/fuzz/**',
  'apps/api/src/db/seed/**',
  'apps/api/src/db/schema.ts',
  'apps/api/src/db/prepare-database*.ts',
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
    files: ['apps/api/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...layerZones, ...apiZones] }],
      // Cycles are looked for among the project's own files: a package cannot import back into them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // An import that does not resolve would slip past both rules above.
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: apiWholeAppFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }] },
  },
  {
    // Tables name each other's keys both ways (a file belongs to a farm; a farm's pictures are files). drizzle
    // reads a reference only when it is used, so these imports are not the cycle at start-up the rule guards against.
    files: ['apps/api/src/**/*.schema.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
);
