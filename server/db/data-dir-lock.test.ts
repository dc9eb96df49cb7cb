import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
function lockPath() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pgdata.lock');
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('refuses a second owner while the first holds the lock, and names the lock file', () => {
    const file = lockPath();
    const release = acquireDataDirLock(file);
    // Another live process on this host holds it: pretend with our parent's pid.
    fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: '' }));
    expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(file)).toThrow(file);
    release();
  });

  it('takes over a lock left by a process that no longer runs (kill -9)', () => {
    const file = lockPath();
    fs.writeFileSync(file, JSON.stringify({ pid: 2_147_483_000, hostname: os.hostname(), startedAt: '' }));
    const release = acquireDataDirLock(file);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(file)).toBe(false);
  });
});
