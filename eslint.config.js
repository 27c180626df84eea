import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Floors, feature faces, the web/server/shared boundaries and import cycles (type imports
// included) are checked by dependency-cruiser: `npm run lint:floors` (decision 034).
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
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
