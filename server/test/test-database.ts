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
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotFile'))]);
    const client = createPgliteInstance({ loadDataDir: snapshot });
    await client.waitReady;
    return wrapPglite(client);
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
  const handle = connectPostgres(databaseUrl(adminUrl, name), { max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
