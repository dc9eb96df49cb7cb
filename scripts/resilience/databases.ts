import pg from 'pg';
import { databaseUrl } from '#server/test/postgres-admin.ts';

/**
 * The PostgreSQL server to create throw-away databases on: the server of TEST_DATABASE_URL (CI
 * exports it) or of RESILIENCE_DATABASE_URL, else the local one; always its `postgres` database.
 */
export function adminUrl(): string {
  const given = process.env.RESILIENCE_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  return databaseUrl(given ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres');
}

/** Creates a fresh, empty database; `drop()` removes it (with any connection still open). */
export async function freshDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = adminUrl();
  const name = `dm_${label}_${Date.now().toString(36)}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  return { url: databaseUrl(admin, name), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
