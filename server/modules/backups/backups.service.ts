import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#server/db/database.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { backupLive } from '#server/ops/backup.ts';
import { recordBackup } from '#server/ops/last-backup.ts';

export type BackupsService = ReturnType<typeof createBackupsService>;

/** The daily pass (one job a day, keyed by the day), at midnight UTC. */
export const BACKUP_QUEUE = 'backup';
/** Where the schedule writes its backups, inside DATA_DIR. */
export const BACKUPS_FOLDER = 'backups';

const PREFIX = 'divine-match-';
const SUFFIX = '.tar.gz';
/** A weekly backup is due a week after the last one; a pass a little early still counts (a retry made the last one late). */
const WEEK_MS = 7 * 86_400_000 - 12 * 3_600_000;

/** The file a backup made at `at` is written to: the names sort as the backups were made. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at.toISOString().replaceAll(':', '-')}${SUFFIX}`;
}

/** When the schedule made the backup named `name`; null for any other file of the folder. */
function madeAt(name: string): Date | null {
  if (!name.startsWith(PREFIX) || !name.endsWith(SUFFIX)) return null;
  const stamp = name.slice(PREFIX.length, -SUFFIX.length).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3');
  const at = new Date(stamp);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * Issue 49's scheduled backups of the embedded default: with System Settings' schedule daily or
 * weekly, the midnight pass writes the same file as `npm run db:backup` (database, photos, secret,
 * manifest) under DATA_DIR/backups while the server runs, keeps the newest `backupKeep` of them,
 * and records the result for the System health card. On PostgreSQL there is no dump to take (the
 * settings refuse a schedule there): the operator's scheduler runs `npm run db:backup`.
 */
export function createBackupsService(deps: {
  dump: DatabaseHandle['dump'];
  dataDir: string;
  settings: Pick<SettingsService, 'current'>;
  jobs: JobsService;
  publish: Publish;
  logger: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}) {
  const clock = deps.clock ?? (() => new Date());
  const folder = path.join(deps.dataDir, BACKUPS_FOLDER);

  /** The schedule's backups in the folder, oldest first (files of other names are the operator's, left alone). */
  const kept = (): string[] =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => madeAt(name) !== null)
          .sort()
      : [];

  /** The pass as of `now`: a backup when one is due, then the oldest beyond the number kept go. */
  async function run(now: Date): Promise<{ file: string; tables: number; photos: number } | null> {
    const { dump } = deps;
    if (!dump) return null;
    const { backupSchedule, backupKeep } = await deps.settings.current();
    if (backupSchedule === 'off') return null;
    const file = path.join(folder, backupFileName(now));
    let made: { file: string; tables: number; photos: number };
    try {
      const newest = kept().at(-1);
      const last = newest ? madeAt(newest) : null;
      if (backupSchedule === 'weekly' && last && now.getTime() - last.getTime() < WEEK_MS) return null;
      fs.mkdirSync(folder, { recursive: true });
      const manifest = await backupLive(await dump(), deps.dataDir, file);
      recordBackup(deps.dataDir, true, now);
      for (const old of kept().slice(0, -backupKeep)) fs.rmSync(path.join(folder, old), { force: true });
      made = { file, tables: manifest.tables.length, photos: manifest.photos };
      deps.logger.info(made, 'scheduled backup made');
    } catch (error) {
      // The card says it failed; the queue tries again (backoff), and the log says why.
      recordBackup(deps.dataDir, false, now);
      deps.logger.error({ err: error, file }, 'scheduled backup failed');
      await deps.publish({ topic: 'admin', admins: true });
      throw error;
    }
    // The admins' open panels read the System health card again.
    await deps.publish({ topic: 'admin', admins: true });
    return made;
  }

  const scheduleDaily = deps.jobs.daily(BACKUP_QUEUE, clock, run);

  return {
    /** At start: today's pass (keyed by the day; each pass schedules the next day's). */
    scheduleDaily,

    /** Tests: the pass as of `now`. */
    run,

    /** The schedule's backups kept in DATA_DIR/backups, oldest first. */
    kept,
  };
}
