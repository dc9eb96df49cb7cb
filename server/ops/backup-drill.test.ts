import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectPostgres, openPgliteOnDisk, type Database } from '#server/db/database.ts';
import { tableReport, tablesInCopyOrder, type TableReport } from '#server/db/move.ts';
import { createDiskStorage, createStorage, type Storage } from '#server/lib/storage.ts';
import { fillInstallation, seedEmbeddedInstallation } from '#server/test/embedded-installation.ts';
import { databaseUrl } from '#server/test/postgres-admin.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { testDatabaseKind } from '#server/test/test-database.ts';
import { restoreEmbedded, backupEmbedded } from './backup.ts';
import { RestoreRefusedError } from './backup.ts';
import { backupPostgres, restorePostgres } from './backup-postgres.ts';

/**
 * The restore drill (issue 49): a filled installation is backed up, restored into an empty one,
 * and the two are compared table by table (row count and a digest of every row) and photo file by
 * photo file, byte for byte. On the engine of the test project: the embedded default's
 * `backupEmbedded`/`restoreEmbedded`, or PostgreSQL's `backupPostgres`/`restorePostgres` on
 * scratch databases of the TEST_DATABASE_URL server.
 */
const DRILL = 90_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-drill-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function everyTable(db: Database): Promise<TableReport[]> {
  const reports: TableReport[] = [];
  for (const table of await tablesInCopyOrder(db)) reports.push(await tableReport(db, table));
  return reports;
}

async function everyPhoto(storage: Storage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const key of await storage.list('')) files.set(key, (await storage.get(key))!);
  return files;
}

function expectSameInstallation(
  before: { tables: TableReport[]; photos: Map<string, Buffer> },
  after: { tables: TableReport[]; photos: Map<string, Buffer> },
) {
  const rows = (table: string) => before.tables.find((report) => report.table === table)?.rows ?? 0;
  // A drill on an empty installation proves nothing: members, photos and messages are there.
  expect(rows('users')).toBeGreaterThan(10);
  expect(rows('photos')).toBeGreaterThan(10);
  expect(rows('messages')).toBe(3);
  expect(after.tables.map((report) => report.table)).toEqual(before.tables.map((report) => report.table));
  for (const report of before.tables) {
    expect(
      after.tables.find((restored) => restored.table === report.table),
      report.table,
    ).toEqual(report);
  }
  expect(before.photos.size).toBe(rows('photos') * 2); // a display file and a thumbnail each
  expect([...after.photos.keys()]).toEqual([...before.photos.keys()]);
  for (const [key, body] of before.photos) expect(after.photos.get(key)?.equals(body), key).toBe(true);
}

describe.runIf(testDatabaseKind === 'pglite')('restore drill on the embedded default', () => {
  it(
    'restores every table and every photo into an empty data folder',
    async () => {
      const source = tempDir();
      const target = path.join(tempDir(), 'restored');
      await seedEmbeddedInstallation(source, { demoMembers: 4, messages: true });
      const archive = path.join(tempDir(), 'drill.tar.gz');
      await backupEmbedded(source, archive);
      await restoreEmbedded(archive, target);

      const describeInstallation = async (dataDir: string) => {
        const handle = await openPgliteOnDisk(dataDir);
        try {
          const photos = await everyPhoto(createDiskStorage(path.join(dataDir, 'photos')));
          return { tables: await everyTable(handle.db), photos };
        } finally {
          await handle.close();
        }
      };
      expectSameInstallation(await describeInstallation(source), await describeInstallation(target));
    },
    DRILL,
  );
});

describe.runIf(testDatabaseKind === 'postgres')('restore drill on PostgreSQL', () => {
  async function scratchDatabase(from: string): Promise<string> {
    const { adminUrl, template } = inject('postgres');
    const name = `${template}_drill_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${from === 'migrated' ? template : 'template0'}"`);
    } finally {
      await admin.end();
    }
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    });
    return databaseUrl(adminUrl, name);
  }

  it(
    'restores every table and every photo into an empty database and photo store, and refuses a non-empty one',
    async () => {
      const sourceUrl = await scratchDatabase('migrated');
      const targetUrl = await scratchDatabase('empty');
      const t = await createTestApp({}, { database: connectPostgres(sourceUrl, { max: 4 }) });
      cleanups.push(() => t.close());
      await fillInstallation(t.app, t.database.db, 4, { messages: true });
      // The server stops first, as its background jobs would otherwise write between the backup and
      // the comparison (a backup of a running server is consistent in itself: its own snapshot).
      await t.app.close();
      const sourcePhotos = createStorage(t.config);
      const targetPhotos = createDiskStorage(path.join(tempDir(), 'photos'));
      const archive = path.join(tempDir(), 'drill.tar.gz');

      const manifest = await backupPostgres(sourceUrl, sourcePhotos, archive);
      expect(manifest.photos.length).toBeGreaterThan(20);
      await restorePostgres(archive, targetUrl, targetPhotos);

      const target = connectPostgres(targetUrl, { max: 2 });
      try {
        expectSameInstallation(
          { tables: await everyTable(t.database.db), photos: await everyPhoto(sourcePhotos) },
          { tables: await everyTable(target.db), photos: await everyPhoto(targetPhotos) },
        );
      } finally {
        await target.close();
      }

      const again = restorePostgres(archive, targetUrl, createDiskStorage(path.join(tempDir(), 'photos')));
      await expect(again).rejects.toThrow(RestoreRefusedError);
      await expect(again).rejects.toThrow(/The database of DATABASE_URL is not empty \(\d+ tables/);
      const intoUsedStore = restorePostgres(archive, await scratchDatabase('empty'), targetPhotos);
      await expect(intoUsedStore).rejects.toThrow(/The photo store already holds \d+ files/);
    },
    DRILL,
  );
});
