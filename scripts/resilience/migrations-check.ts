import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { connectPostgres, openPgliteOnDisk, selectRows, type DatabaseHandle } from '#server/db/database.ts';
import { MIGRATIONS_FOLDER } from '#server/db/migrate.ts';
import type { Check } from './sql.ts';

interface Applied {
  hash: string;
  created_at: string | number;
}

/**
 * Opens the database a killed-and-restarted server left, *without* migrating it (the checks'
 * own connection would otherwise bring it up to date and prove nothing), and holds the
 * migrator's table against the journal (server/db/migrations/meta/_journal.json): every
 * committed migration applied once, with the hash of its file, the last one included.
 */
export async function migrationsCheck(target: { databaseUrl?: string; dataDir: string }): Promise<Check> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const latest = journal.entries.at(-1)?.tag ?? '(none)';
  let handle: DatabaseHandle | undefined;
  try {
    handle = target.databaseUrl
      ? connectPostgres(target.databaseUrl, { max: 1 })
      : await openPgliteOnDisk(target.dataDir);
    const applied = await selectRows<Applied>(
      handle.db,
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
    );
    const problems: string[] = [];
    if (applied.length !== files.length) problems.push(`${applied.length} rows for ${files.length} migrations`);
    files.forEach((file, index) => {
      const tag = journal.entries[index]?.tag ?? `#${index}`;
      const row = applied.filter((candidate) => Number(candidate.created_at) === file.folderMillis);
      if (row.length !== 1) problems.push(`${tag} applied ${row.length} times`);
      else if (row[0]!.hash !== file.hash) problems.push(`${tag} applied with another hash`);
    });
    return {
      name: `the reopened database's migrations are the journal's, up to the latest (${applied.length}/${files.length} applied, last ${latest})`,
      ok: problems.length === 0 && files.length === journal.entries.length,
      detail: problems.slice(0, 5).join('; '),
    };
  } catch (error) {
    return {
      name: `the reopened database opens and its migrations are the journal's (last ${latest})`,
      ok: false,
      detail: (error as Error).message,
    };
  } finally {
    await handle?.close();
  }
}
