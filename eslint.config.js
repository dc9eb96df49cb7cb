import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/module-boundaries.js';

/** Web features may not import each other: only the route layer (web/app) composes them. */
const features = fs.existsSync('web/features') ? fs.readdirSync('web/features') : [];
const featureBoundaries = features.map((feature) => ({
  files: [`web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^#web/features/(?!${feature}/)`,
            message: 'Features do not import each other; compose them in web/app (engineering guide, practice 10).',
          },
        ],
      },
    ],
  },
}));

const drizzleImports = {
  patterns: [
    {
      regex: '^(drizzle-orm|@electric-sql/pglite|pg$)',
      message: 'Only repositories (*.repository.ts) and server/db know the database (engineering guide, practice 4).',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^#server/', message: 'The browser never imports server code; share through shared/.' }],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^#(server|web)/', message: 'shared/ is pure: no server or web code.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.repository.ts', 'server/db/**', 'server/test/**', 'server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', drizzleImports] },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { local: boundaries },
    rules: { 'local/module-boundaries': 'error' },
  },
  ...featureBoundaries,
);
