import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, createPgliteInstance, wrapPglite, type DatabaseHandle } from '#server/db/database.ts';
import { MIGRATIONS_FOLDER } from '#server/db/migrate.ts';
import { databaseUrl } from './postgres-admin.ts';
import { testDatabaseKind } from './test-database.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function readJournal(): { entries: JournalEntry[] } {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
}

/** The committed migrations, in the order the migrator applies them (meta/_journal.json). */
export function migrationJournal(): JournalEntry[] {
  return readJournal().entries;
}

/**
 * A migrations folder holding the first `count` migrations and a journal of them alone: what the
 * repository's folder was at the commit before migration `count` landed, as long as a landed
 * migration is never edited (upgrades.test.ts checks that, ADR 0050).
 */
function firstMigrationsFolder(root: string, count: number): string {
  const folder = path.join(root, `first-${count}`);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = readJournal();
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
}

export interface EarlierSchemas {
  /**
   * A database of its own at the schema of the first `count` migrations, recorded in
   * drizzle.__drizzle_migrations as that earlier commit's migrator recorded them. Each version
   * opens once; close() of the handle leaves the cleanup to close() below.
   */
  open(count: number): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/**
 * Databases at earlier schema versions, built as a ladder: one database migrated step by step,
 * copied at each asked version (a PGlite dump, or a PostgreSQL database made from it as a
 * template), so that the migrations run once and not once per version.
 */
export async function createEarlierSchemas(counts: number[]): Promise<EarlierSchemas> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-earlier-'));
  const ascending = [...new Set(counts)].sort((a, b) => a - b);
  try {
    return testDatabaseKind === 'pglite' ? await pgliteLadder(root, ascending) : await postgresLadder(root, ascending);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

async function pgliteLadder(root: string, counts: number[]): Promise<EarlierSchemas> {
  const ladder = createPgliteInstance();
  const snapshots = new Map<number, Blob>();
  try {
    for (const count of counts) {
      await migratePglite(drizzlePglite({ client: ladder }), { migrationsFolder: firstMigrationsFolder(root, count) });
      snapshots.set(count, await ladder.dumpDataDir('none'));
    }
  } finally {
    await ladder.close();
  }
  const opened: PGlite[] = [];
  return {
    async open(count) {
      const snapshot = snapshots.get(count);
      if (!snapshot) throw new Error(`no earlier schema of ${count} migrations was built`);
      const client = createPgliteInstance({ loadDataDir: snapshot });
      await client.waitReady;
      opened.push(client);
      return wrapPglite(client);
    },
    async close() {
      for (const client of opened) if (!client.closed) await client.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

async function postgresLadder(root: string, counts: number[]): Promise<EarlierSchemas> {
  const { adminUrl, template } = inject('postgres');
  const prefix = `${template}_e${randomBytes(3).toString('hex')}`;
  const ladderName = `${prefix}_ladder`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const made: string[] = [];
  const handles: DatabaseHandle[] = [];
  const dropAll = async () => {
    for (const name of made.reverse()) await admin.query(`drop database if exists "${name}" with (force)`);
  };
  try {
    await admin.query(`create database "${ladderName}"`);
    made.push(ladderName);
    for (const count of counts) {
      // A template may have no other session: the ladder's client ends before each copy.
      const client = new pg.Client({ connectionString: databaseUrl(adminUrl, ladderName) });
      await client.connect();
      try {
        await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: firstMigrationsFolder(root, count) });
      } finally {
        await client.end();
      }
      const name = `${prefix}_v${count}`;
      await admin.query(`create database "${name}" template "${ladderName}"`);
      made.push(name);
    }
  } catch (error) {
    await dropAll();
    await admin.end();
    throw error;
  }
  return {
    async open(count) {
      if (!counts.includes(count)) throw new Error(`no earlier schema of ${count} migrations was built`);
      const handle = connectPostgres(databaseUrl(adminUrl, `${prefix}_v${count}`), { max: 4 });
      handles.push(handle);
      return { ...handle, close: async () => {} };
    },
    async close() {
      for (const handle of handles) await handle.close();
      await dropAll();
      await admin.end();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
