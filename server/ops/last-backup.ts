import fs from 'node:fs';
import path from 'node:path';

/** Where `npm run db:backup` records its last run in the embedded installation's DATA_DIR (issue 49). */
export const LAST_BACKUP_FILE = 'last-backup.json';

export interface LastBackup {
  at: string;
  ok: boolean;
}

/** Records a backup that ran (made, or failed while making it); a refused one is not a run. */
export function recordBackup(dataDir: string, ok: boolean, now = new Date()) {
  const record: LastBackup = { at: now.toISOString(), ok };
  fs.writeFileSync(path.join(dataDir, LAST_BACKUP_FILE), `${JSON.stringify(record)}\n`);
}

/** The last backup recorded in `dataDir`, or null when none was (or the record is unreadable). */
export function readLastBackup(dataDir: string): LastBackup | null {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(dataDir, LAST_BACKUP_FILE), 'utf8')) as Partial<LastBackup>;
    return typeof record.at === 'string' && !Number.isNaN(Date.parse(record.at)) && typeof record.ok === 'boolean'
      ? { at: record.at, ok: record.ok }
      : null;
  } catch {
    return null;
  }
}
