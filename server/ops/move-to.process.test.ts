import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { connectPostgres, openPgliteOnDisk, selectRows } from '#server/db/database.ts';
import { createS3Storage } from '#server/lib/storage.ts';
import { everyFile, everyRow, seedEmbeddedInstallation } from '#server/test/embedded-installation.ts';
import { databaseUrl } from '#server/test/postgres-admin.ts';
import { startS3Server } from '#server/test/s3-server.ts';

/**
 * `npm run db:move-to`: an embedded installation moved to PostgreSQL and S3 (D2), compared row for
 * row and byte for byte. Needs a PostgreSQL server: TEST_DATABASE_URL (CI always sets it).
 */
/** Each test runs the command as a process, once or several times (slow when CI is busy). */
const SLOW = 120_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-move-'));
  dirs.push(dir);
  return dir;
};

function runMove(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/ops/move-to.cli.ts', ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe('moving an embedded installation to PostgreSQL and S3', () => {
  if (!adminUrl) {
    it(
      'needs TEST_DATABASE_URL for its target: refuses without a target URL meanwhile',
      async () => {
        const result = await runMove([], { DATA_DIR: tempDir() });
        expect(result.code).toBe(1);
        expect(result.output).toContain('Name the target PostgreSQL database.');
      },
      SLOW,
    );
    return;
  }

  const dataDir = tempDir();
  const targetName = `dm_move_${process.pid}_${Date.now()}`;
  const targetUrl = databaseUrl(adminUrl, targetName);
  const diskTargetName = `${targetName}_disk`;
  let s3server: Awaited<ReturnType<typeof startS3Server>>;
  let admin: pg.Client;

  beforeAll(async () => {
    await seedEmbeddedInstallation(dataDir);
    s3server = await startS3Server(tempDir());
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${targetName}"`);
    await admin.query(`create database "${diskTargetName}"`);
  }, 180_000);

  afterAll(async () => {
    await admin?.query(`drop database if exists "${targetName}" with (force)`);
    await admin?.query(`drop database if exists "${diskTargetName}" with (force)`);
    await admin?.end();
    await s3server?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'refuses while a server owns the data folder, and writes nothing',
    async () => {
      const release = acquireDataDirLock(path.join(dataDir, 'pgdata.lock'));
      try {
        const result = await runMove([targetUrl], { DATA_DIR: dataDir, ...s3server.env });
        expect(result.code).toBe(1);
        expect(result.output).toMatch(/Move refused: The data folder is locked by another Divine Match server/);
      } finally {
        release();
      }
      // Nothing reached the target: not even the schema.
      const target = new pg.Client({ connectionString: targetUrl });
      await target.connect();
      const tables = await target.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      await target.end();
      expect(tables.rows[0].n).toBe(0);
    },
    SLOW,
  );

  it(
    'copies every row and every photo, verifies them, and then refuses a second run',
    async () => {
      const moved = await runMove([targetUrl], { DATA_DIR: dataDir, ...s3server.env });
      expect(moved.output).toMatch(/Verified: \d+ tables, \d+ rows, the same count and checksum in every table\./);
      expect(moved.code).toBe(0);

      // Row for row: every table of the source equals the target's.
      const source = await openPgliteOnDisk(dataDir);
      const target = connectPostgres(targetUrl, { max: 2 });
      try {
        const [before, after] = [await everyRow(source.db), await everyRow(target.db)];
        expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
        for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
        // The seed reached every kind of data the move must carry.
        for (const table of [
          'users',
          'credentials',
          'sessions',
          'profiles',
          'photos',
          'interests',
          'shortlists',
          'blocks',
          'reports',
          'contact_messages',
          'audit_events',
        ]) {
          expect(before[table]?.length, table).toBeGreaterThan(0);
        }
        expect(before.users!.length).toBe(51);
        // Sequences continue after the copied rows: a new audit event gets a new id.
        const [highest] = await selectRows<{ id: string }>(
          target.db,
          sql`select max(id)::text as id from audit_events`,
        );
        const [next] = await selectRows<{ id: string }>(
          target.db,
          sql`insert into audit_events (action) values ('move.checked') returning id::text as id`,
        );
        expect(BigInt(next!.id)).toBe(BigInt(highest!.id) + 1n);
      } finally {
        await target.close();
        await source.close();
      }

      // Byte for byte: every photo file is in the bucket under the same key.
      const files = everyFile(path.join(dataDir, 'photos'));
      expect(files.size).toBe(2 * (48 + 3)); // display + thumbnail of 48 demo portraits and 3 gallery photos
      const bucket = createS3Storage(s3server.settings);
      expect(await bucket.list('')).toEqual([...files.keys()].sort());
      for (const [key, body] of files) expect((await bucket.get(key))?.equals(body), key).toBe(true);

      // The target holds rows now: a second move is refused before writing anything.
      const again = await runMove([targetUrl], { DATA_DIR: dataDir, ...s3server.env });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/Move refused: The target database is not empty \(rows in .*users/);
    },
    SLOW,
  );

  it(
    'without S3 copies the photos into the new DATA_DIR given by --data-dir',
    async () => {
      const newDataDir = tempDir();
      const moved = await runMove([databaseUrl(adminUrl, diskTargetName), '--data-dir', newDataDir], {
        DATA_DIR: dataDir,
      });
      expect(moved.output).toMatch(/Photos: 102 files \(.* MiB\) copied and read back identical\./);
      expect(moved.code).toBe(0);
      const [before, after] = [everyFile(path.join(dataDir, 'photos')), everyFile(path.join(newDataDir, 'photos'))];
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [key, body] of before) expect(after.get(key)?.equals(body), key).toBe(true);
    },
    SLOW,
  );
});
