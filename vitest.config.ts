import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './server/test/long-files-first.ts';

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
    // Vitest's default is one worker fewer than the cores. Every server test file has its own
    // database (PGlite copy or PostgreSQL template copy), mail catcher and ports, so files run side
    // by side; three workers on CI's two cores keep both busy while a file waits on PostgreSQL, a
    // child process or a timer (issue 42: server:pglite 699 s → 484 s with `isolate: false`).
    maxWorkers: 3,
    // The long files first, whatever Vitest has recorded (issue 42: a fresh clone records nothing).
    sequence: { sequencer: LongFilesFirst },
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
          // Each file opens its own database, app and ports: a worker keeps the modules it has
          // loaded from one file to the next instead of loading the server again (issue 42).
          isolate: false,
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
                isolate: false,
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
