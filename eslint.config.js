import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server features (src/server/<feature>/) use each other only through the other feature's
// service.ts. Everything else in src/server (db, http, mail, jobs, storage, rate-limit, seed,
// test, deps.ts, config.ts) is shared infrastructure. auth/access.ts is part of that
// infrastructure: it is how every route declares its access and finds its actor.
const SERVER_FEATURES = [
  'admin',
  'auth',
  'categories',
  'dependants',
  'events',
  'participations',
  'payments',
  'site',
  'sports',
  'uploads',
  'users',
];
const SHARED_MODULES = { auth: ['access'] };
const serverFeatureZones = SERVER_FEATURES.flatMap((feature) =>
  SERVER_FEATURES.filter((other) => other !== feature).map((other) => ({
    target: `./src/server/${feature}`,
    from: `./src/server/${other}`,
    except: ['service', ...(SHARED_MODULES[other] ?? [])].map((name) => `./${name}.ts`),
    message: `src/server/${feature} may use ${other} only through ${other}/service.ts.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*/**',
      '.tmp/**',
      'test-results*/**',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'src/server/platform/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Pages may use components, api, auth, layouts and shared, never another page folder.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../server/*', '../server/*'],
              message: 'The browser never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/pages/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*', '!../../*'],
              message: 'A page folder may not import another page folder.',
            },
            { group: ['../../../server/*'], message: 'The browser never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../server/*', '../web/*', '../../server/*', '../../web/*'],
              message: 'shared/ is isomorphic: no server or web imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // Updates and deletes always say which rows.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read .ts/.tsx dependencies with the TypeScript parser (no-cycle follows them); the
      // built-in resolver is enough: every import in src is relative.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      // Runtime imports only (import-x skips `import type`): a cycle of values makes module
      // initialisation order matter and ties the modules into one.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'The browser never imports server code.',
            },
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'shared/ is isomorphic: no server or web imports.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests arrange state across features (a session for a suspension test), so only the
    // production modules keep to the boundaries.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverFeatureZones,
            {
              target: './src/server',
              from: './src/web',
              except: ['./ssr/entry-server.tsx'],
              message: 'The server uses the web app only through its SSR renderer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
