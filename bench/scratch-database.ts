import pg from 'pg';
import { connectPostgres, type DatabaseHandle } from '#server/db/database.ts';

export interface ScratchDatabase {
  /** The database's URL, for server processes started on it. */
  url: string;
  database: DatabaseHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database of one benchmark on the server of `adminUrl` (made anew if a run
 * before left one of that name), not yet migrated. `drop()` belongs in the benchmark's finally.
 */
export async function scratchDatabase(
  adminUrl: string,
  name: string,
  pool?: { max: number },
): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), pool);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
