import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { openPgliteOnDisk } from '#server/db/database.ts';
import { everyFile, everyRow, seedEmbeddedInstallation } from '#server/test/embedded-installation.ts';
import { readLastBackup } from './last-backup.ts';

/** `npm run db:backup` / `db:restore` of the embedded default, as the commands run. */
/** Each test runs the command as a process, once or several times (slow when CI is busy). */
const SLOW = 120_000;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-backup-'));
  dirs.push(dir);
  return dir;
};

function run(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/ops/${script}.cli.ts`, ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

async function rowsOf(dataDir: string) {
  const handle = await openPgliteOnDisk(dataDir);
  try {
    return await everyRow(handle.db);
  } finally {
    await handle.close();
  }
}

const source = tempDir();
const archive = path.join(tempDir(), 'backups', 'church.tar.gz');
beforeAll(() => seedEmbeddedInstallation(source), 180_000);
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore of the embedded installation', () => {
  it(
    'refuses to back up while a server owns the data folder',
    async () => {
      const release = acquireDataDirLock(path.join(source, 'pgdata.lock'));
      try {
        const result = await run('backup', [archive], source);
        expect(result.code).toBe(1);
        expect(result.output).toMatch(/Backup refused: The data folder is locked by another Divine Match server/);
        expect(fs.existsSync(archive)).toBe(false);
        expect(readLastBackup(source)).toBeNull();
      } finally {
        release();
      }
    },
    SLOW,
  );

  it(
    'restores into an empty folder every row, every photo and the auth secret',
    async () => {
      const backup = await run('backup', [archive], source);
      expect(backup.output).toMatch(/Backed up .* \d+ tables, \d+ rows, 102 photo files\./);
      expect(backup.code).toBe(0);
      // Issue 49: the run is recorded for the System health card.
      const recorded = readLastBackup(source);
      expect(recorded?.ok).toBe(true);
      expect(Date.now() - Date.parse(recorded?.at ?? '')).toBeLessThan(SLOW);

      const target = tempDir();
      const restored = await run('restore', [archive], target);
      expect(restored.output).toMatch(/counts and checksums match/);
      expect(restored.code).toBe(0);

      const [before, after] = [await rowsOf(source), await rowsOf(target)];
      expect(before.users!.length).toBe(51);
      expect(after).toEqual(before);
      const [filesBefore, filesAfter] = [
        everyFile(path.join(source, 'photos')),
        everyFile(path.join(target, 'photos')),
      ];
      expect(filesAfter.size).toBe(102);
      expect([...filesAfter.keys()].sort()).toEqual([...filesBefore.keys()].sort());
      for (const [key, body] of filesBefore) expect(filesAfter.get(key)?.equals(body), key).toBe(true);
      expect(fs.readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(
        fs.readFileSync(path.join(source, 'auth-secret'), 'utf8'),
      );
      expect(fs.existsSync(path.join(target, 'pgdata.lock'))).toBe(false);
    },
    SLOW,
  );

  it(
    'refuses to restore over an installation, and with --replace keeps the old one aside',
    async () => {
      const target = tempDir();
      expect((await run('restore', [archive], target)).code).toBe(0);
      const refused = await run('restore', [archive], target);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /Restore refused: .* already holds an installation \(pgdata, photos, auth-secret\)/,
      );

      const replaced = await run('restore', [archive, '--replace'], target);
      expect(replaced.code).toBe(0);
      const aside = fs.readdirSync(target).find((name) => name.startsWith('before-restore-'));
      expect(aside).toBeDefined();
      expect(fs.readdirSync(path.join(target, aside!)).sort()).toEqual(['auth-secret', 'pgdata', 'photos']);
      expect((await rowsOf(target)).users!.length).toBe(51);
    },
    SLOW,
  );
});
