import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, createPgliteInstance, wrapPglite, type DatabaseHandle } from '#server/db/database.ts';
import { databaseUrl } from './postgres-admin.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which engine this test project runs on (vitest.config.ts sets TEST_DB per project). */
export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: a PGlite restored from the run's snapshot, or a
 * new database on the PostgreSQL server copied from the migrated template. close() discards it.
 */
export interface TestDatabase extends DatabaseHandle {
  /**
   * Another handle on the very same database, as a second server instance would open it: its own
   * pool and LISTEN connection on PostgreSQL; the same embedded engine on PGlite (one process owns
   * a PGlite). Closing it leaves the database alone.
   */
  anotherHandle(): DatabaseHandle;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotFile'))]);
    const client = createPgliteInstance({ loadDataDir: snapshot });
    await client.waitReady;
    const handle = wrapPglite(client);
    return { ...handle, anotherHandle: () => ({ ...handle, close: async () => {} }) };
  }
  const { adminUrl, template } = inject('postgres');
  const name = `${template}_t${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = connectPostgres(url, { max: 4 });
  return {
    ...handle,
    anotherHandle: () => connectPostgres(url, { max: 4 }),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
