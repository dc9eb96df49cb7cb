import fs from 'node:fs';
import path from 'node:path';
import type { SystemHealth } from '#shared/schemas/admin.ts';
import type { Database } from '#server/db/database.ts';
import { MIGRATIONS_FOLDER } from '#server/db/migrate.ts';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import { readLastBackup } from '#server/ops/last-backup.ts';
import { createSystemHealthRepository } from './system-health.repository.ts';

/** The version the server runs: package.json's, read once. */
const VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The migrations this version knows (drizzle's journal), in order: their tags and creation times. */
const JOURNAL = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  }
).entries;

/**
 * Issue 49: what the super admin's System health card shows — the version, the migrations applied
 * (drizzle's own record) of those this version knows, the shared job queue, the last backup, and
 * the storage used (the database's size and the photos' bytes). Read when asked; nothing is kept.
 */
export function createSystemHealth(deps: {
  db: Database;
  engine: SystemHealth['engine'];
  /** The embedded installation's folder, where `npm run db:backup` records its runs. */
  dataDir: string;
  jobs: Pick<JobsService, 'counts'>;
}) {
  const repository = createSystemHealthRepository(deps.db);
  return {
    async read(): Promise<SystemHealth> {
      const [migrations, storage, queues] = await Promise.all([
        repository.migrations(),
        repository.storage(),
        deps.jobs.counts(),
      ]);
      return {
        version: VERSION,
        engine: deps.engine,
        migrations: {
          applied: migrations.applied,
          known: JOURNAL.length,
          latest: JOURNAL.find((entry) => entry.when === migrations.latestWhen)?.tag ?? null,
        },
        queue: {
          waiting: queues.reduce((sum, queue) => sum + queue.waiting, 0),
          failed: queues.reduce((sum, queue) => sum + queue.failed, 0),
        },
        // `npm run db:backup` records its runs in DATA_DIR; PostgreSQL's pg_dump runs outside the
        // product (docs/deploy.md) and leaves no record here.
        lastBackup: deps.engine === 'embedded' ? readLastBackup(deps.dataDir) : null,
        storage,
      };
    },
  };
}
