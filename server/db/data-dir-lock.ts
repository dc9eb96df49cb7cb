import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process owns a PGlite data folder (stack.md fact 9: two processes on one folder silently lose
 * writes). The lock is a file created exclusively; a lock left by a process that no longer runs on
 * this host (after kill -9 or a power cut) is taken over, so a restart needs no manual repair.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder is locked by another Divine Match server (pid ${ownerPid}). ` +
        `Lock file: ${lockFile}. Stop that server first, or give this one another DATA_DIR ` +
        `(or DATABASE_URL for a PostgreSQL server that several instances can share).`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(lockFile: string): () => void {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(lockFile);
      const stale =
        current === undefined ||
        (current.hostname === owner.hostname && current.pid !== process.pid && !isRunning(current.pid));
      if (!stale) throw new DataDirLockedError(lockFile, current.pid);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(lockFile, readOwner(lockFile)?.pid ?? -1);
}
