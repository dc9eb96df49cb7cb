import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects. `unit`: pure rules and web components (jsdom). `server:pglite`: every server
 * test on a fresh embedded database per file. `server:postgres`: the same database tests on the
 * real PostgreSQL server named by TEST_DATABASE_URL (CI sets it), so both engines run the same tests.
 */
const serverTests = ['server/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on CI's two cores,
    // which left a core idle while the other waited on PostgreSQL. Every server test file has its
    // own database (PGlite copy or PostgreSQL template copy), mail catcher and ports, so two files
    // run side by side (both engines: 23.7 min with two workers; over 41 min with one in stop 34's CI).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['web/test/jsdom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server:pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['server/test/global-setup.pglite.ts'],
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'server:postgres',
                include: serverTests,
                // Whole-process tests start real servers; they run once, in server:pglite.
                exclude: ['server/**/*.process.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                globalSetup: ['server/test/global-setup.postgres.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
