import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { connectPostgres } from '#server/db/database.ts';
import { tableReport, tablesInCopyOrder, type TableReport } from '#server/db/move.ts';
import { reportsAtOneSnapshot, userRelationCount } from '#server/db/snapshot.ts';
import type { Storage } from '#server/lib/storage.ts';
import { RestoreRefusedError } from './backup.ts';

/**
 * Backup and restore on PostgreSQL (issue 49, ADR 0054): one `.tar.gz` holding pg_dump's custom
 * format (`database.dump`, taken on the same snapshot as the manifest's counts), every photo file
 * of the configured store (disk or S3) under `photos/<key>`, and a manifest with the row count and
 * checksum of every table and the SHA-256 of every photo. A restore goes into an empty database
 * and an empty photo store only, and checks both against the manifest.
 */

export const POSTGRES_BACKUP_FORMAT = 'divine-match-postgres-backup';

export interface PostgresBackupManifest {
  format: typeof POSTGRES_BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  tables: TableReport[];
  photos: { key: string; bytes: number; sha256: string }[];
}

const run = promisify(execFile);
const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const contentTypeOf = (key: string) => (key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
const DUMP = 'database.dump';

/** pg_dump and pg_restore of this machine; their own message when they fail. */
async function tool(name: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new RestoreRefusedError(`${name} is not installed (Debian: apt-get install postgresql-client).`, {
        cause: error,
      });
    }
    throw new Error(`${name} failed: ${(failure.stderr ?? failure.message).trim()}`, { cause: error });
  }
}

/** Writes the backup of the PostgreSQL database at `databaseUrl` and of `photos` to `file`. */
export async function backupPostgres(
  databaseUrl: string,
  photos: Storage,
  file: string,
): Promise<PostgresBackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-pg-backup-'));
  const database = connectPostgres(databaseUrl, { max: 2 });
  try {
    const { tables } = await reportsAtOneSnapshot(database.db, (snapshot) =>
      tool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(staging, DUMP)}`, databaseUrl]),
    );
    const manifest: PostgresBackupManifest = {
      format: POSTGRES_BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      tables,
      photos: [],
    };
    for (const key of await photos.list('')) {
      const body = await photos.get(key);
      if (!body) continue; // deleted since it was listed
      const target = path.join(staging, 'photos', key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, body);
      manifest.photos.push({ key, bytes: body.length, sha256: sha256(body) });
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', DUMP, ...(manifest.photos.length > 0 ? ['photos'] : [])];
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    await database.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string, file: string): PostgresBackupManifest {
  let manifest: PostgresBackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as PostgresBackupManifest;
  } catch {
    throw new RestoreRefusedError(`${file} is not a Divine Match backup (no readable manifest.json).`);
  }
  if (manifest.format !== POSTGRES_BACKUP_FORMAT || manifest.version !== 1) {
    throw new RestoreRefusedError(
      `${file} is not a PostgreSQL backup of Divine Match of a version this server reads ` +
        '(a backup of the embedded default restores with DATABASE_URL unset).',
    );
  }
  return manifest;
}

/**
 * Restores a backup of backupPostgres into the empty database at `databaseUrl` and the empty photo
 * store `photos`, then proves it: every table's count and checksum, every photo's SHA-256 read back.
 */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  photos: Storage,
): Promise<PostgresBackupManifest> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No backup at ${file}.`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-pg-restore-'));
  const database = connectPostgres(databaseUrl, { max: 2 });
  try {
    const relations = await userRelationCount(database.db);
    if (relations > 0) {
      throw new RestoreRefusedError(
        `The database of DATABASE_URL is not empty (${relations} tables, views or sequences). A restore ` +
          'never writes over data: create an empty database (createdb) and point DATABASE_URL at it.',
      );
    }
    const present = await photos.list('');
    if (present.length > 0) {
      throw new RestoreRefusedError(
        `The photo store already holds ${present.length} files. Restore into an empty photo folder or bucket.`,
      );
    }
    await tar.x({ file, cwd: staging, strict: true });
    const manifest = readManifest(staging, file);
    const bodies = new Map<string, Buffer>();
    for (const photo of manifest.photos) {
      if (photo.key.includes('..') || path.isAbsolute(photo.key)) {
        throw new RestoreRefusedError(`${file} names a photo outside its folder (${photo.key}).`);
      }
      const body = fs.readFileSync(path.join(staging, 'photos', photo.key));
      if (sha256(body) !== photo.sha256) throw new Error(`The backup's photo ${photo.key} differs from its manifest.`);
      bodies.set(photo.key, body);
    }

    await tool('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${databaseUrl}`,
      path.join(staging, DUMP),
    ]);
    const tables: TableReport[] = [];
    for (const table of await tablesInCopyOrder(database.db)) tables.push(await tableReport(database.db, table));
    if (JSON.stringify(tables) !== JSON.stringify(manifest.tables)) {
      const differ = manifest.tables
        .filter(
          (expected) => JSON.stringify(tables.find((t) => t.table === expected.table)) !== JSON.stringify(expected),
        )
        .map((expected) => expected.table);
      throw new Error(
        `The restored database differs from the backup manifest in: ${differ.join(', ') || 'its tables'}.`,
      );
    }
    for (const [key, body] of bodies) {
      await photos.put(key, body, contentTypeOf(key));
      const back = await photos.get(key);
      if (!back || sha256(back) !== sha256(body))
        throw new Error(`The photo ${key} reads back differently from the store.`);
    }
    return manifest;
  } finally {
    await database.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
