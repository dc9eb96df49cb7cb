import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '#shared/schemas/moderation.ts';
import { selectRows } from '#server/db/database.ts';
import { restoreEmbedded } from '#server/ops/backup.ts';
import { signedInMember, signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { BACKUPS_FOLDER, backupFileName } from './backups.service.ts';

/**
 * Issue 49: the embedded default backs itself up on System Settings' schedule while it runs;
 * PostgreSQL refuses a schedule (its operator runs `npm run db:backup` from their own scheduler).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInSuperAdmin>>;
const restored: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInSuperAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  for (const dir of restored) fs.rmSync(dir, { recursive: true, force: true });
});

const put = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { moderationMode: 'after', registrationOpen: true, ...payload },
  });
const lastBackup = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/system-health', headers: { cookie: admin.cookie } })).json()
    .lastBackup;
const day = (n: number) => new Date(Date.UTC(2026, 11, n, 0, 0, 1));
const embedded = () => t.database.kind === 'pglite';

describe('scheduled backups (issue 49)', () => {
  it('take a schedule and a number kept within 1–60 on the embedded default, and refuse a schedule on PostgreSQL', async () => {
    expect((await put({ backupSchedule: 'hourly' })).json().error.message).toBe('Choose how often a backup is made.');
    expect((await put({ backupKeep: 0 })).json().error.message).toBe('Keep at least 1 backup.');
    expect((await put({ backupKeep: 61 })).json().error.message).toBe('Keep at most 60 backups.');
    expect((await put({ backupKeep: 2.5 })).json().error.message).toBe(
      'The number of backups kept must be a whole number.',
    );
    const daily = await put({ backupSchedule: 'daily', backupKeep: 2 });
    if (embedded()) {
      expect(daily.statusCode, daily.body).toBe(200);
      expect(daily.json()).toMatchObject({ backupSchedule: 'daily', backupKeep: 2 });
    } else {
      expect(daily.statusCode).toBe(400);
      expect(daily.json().error).toMatchObject({ code: 'BACKUPS_EMBEDDED_ONLY', message: backupMessages.embeddedOnly });
      // Off, and the number kept, stay theirs to set on either engine.
      expect((await put({ backupSchedule: 'off', backupKeep: 2 })).statusCode).toBe(200);
    }
    expect((await put({ backupSchedule: 'off', backupKeep: 7 })).statusCode).toBe(200);
  });

  it('daily: each pass writes a backup that restores with every row and photo, keeps the newest N, and the card shows the last', async () => {
    await signedInMember(t.app);
    const photo = path.join(t.config.dataDir, 'photos', 'backup-test', 'display.webp');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, 'a photo');
    const folder = path.join(t.config.dataDir, BACKUPS_FOLDER);
    if (!embedded()) {
      // No dump of PostgreSQL from inside a server: the pass makes nothing.
      expect(await t.app.services.backups.run(day(1))).toBeNull();
      expect(fs.existsSync(folder)).toBe(false);
      return;
    }
    // Off (the default): nothing.
    expect(await t.app.services.backups.run(day(1))).toBeNull();
    expect(await lastBackup()).toBeNull();

    expect((await put({ backupSchedule: 'daily', backupKeep: 1 })).statusCode).toBe(200);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'operator-copy.tar.gz'), 'theirs');
    for (const n of [2, 3]) expect(await t.app.services.backups.run(day(n))).not.toBeNull();
    expect(t.app.services.backups.kept()).toEqual([backupFileName(day(3))]);
    // A file of another name is the operator's: left alone.
    expect(fs.readFileSync(path.join(folder, 'operator-copy.tar.gz'), 'utf8')).toBe('theirs');
    expect(await lastBackup()).toEqual({ at: day(3).toISOString(), ok: true });

    const into = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-restored-'));
    restored.push(into);
    const { manifest } = await restoreEmbedded(path.join(folder, backupFileName(day(3))), into);
    const [users] = await selectRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from users`);
    expect(manifest.tables.find((table) => table.table === 'users')?.rows).toBe(users?.count);
    expect(manifest.tables.find((table) => table.table === 'app_settings')?.rows).toBe(1);
    expect(fs.readFileSync(path.join(into, 'photos', 'backup-test', 'display.webp'), 'utf8')).toBe('a photo');
    expect(fs.existsSync(path.join(into, 'pgdata'))).toBe(true);
  }, 120_000);

  it('weekly: a backup a week after the last; a pass that cannot write says so on the card and fails for the queue to retry', async () => {
    if (!embedded()) {
      expect((await put({ backupSchedule: 'weekly' })).statusCode).toBe(400);
      return;
    }
    expect((await put({ backupSchedule: 'weekly', backupKeep: 5 })).statusCode).toBe(200);
    // The last was made on day 3 (the test above).
    expect(await t.app.services.backups.run(day(4))).toBeNull();
    expect(await t.app.services.backups.run(day(9))).toBeNull();
    expect(await t.app.services.backups.run(day(10))).not.toBeNull();
    expect(t.app.services.backups.kept().at(-1)).toBe(backupFileName(day(10)));

    const folder = path.join(t.config.dataDir, BACKUPS_FOLDER);
    fs.rmSync(folder, { recursive: true });
    fs.writeFileSync(folder, 'not a folder');
    await expect(t.app.services.backups.run(day(20))).rejects.toThrow();
    expect(await lastBackup()).toEqual({ at: day(20).toISOString(), ok: false });
    fs.rmSync(folder);
    expect((await put({ backupSchedule: 'off' })).statusCode).toBe(200);
    expect(await t.app.services.backups.run(day(30))).toBeNull();
  }, 60_000);
});
