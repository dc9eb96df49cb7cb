/**
 * `npm run db:backup -- FILE.tar.gz`: backs up the embedded installation under DATA_DIR (database,
 * photos, auth secret) while no server runs on it; with DATABASE_URL set, the PostgreSQL database
 * (pg_dump, custom format) and the photo store, disk or S3, while servers may keep running.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import fs from 'node:fs';
import { createStorage } from '#server/lib/storage.ts';
import { backupEmbedded, RestoreRefusedError } from './backup.ts';
import { backupPostgres } from './backup-postgres.ts';
import { recordBackup } from './last-backup.ts';

let dataDir: string | undefined;
try {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file || file.startsWith('--')) throw new RestoreRefusedError('Usage: npm run db:backup -- FILE.tar.gz');
  dataDir = config.dataDir;
  const manifest = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, createStorage(config), path.resolve(file))
    : await backupEmbedded(config.dataDir, path.resolve(file));
  // Issue 49: the admin panel's System health card shows the last backup (this instance's DATA_DIR).
  fs.mkdirSync(config.dataDir, { recursive: true });
  recordBackup(config.dataDir, true);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const photos = typeof manifest.photos === 'number' ? manifest.photos : manifest.photos.length;
  process.stdout.write(
    `Backed up ${config.databaseUrl ? 'the PostgreSQL database and its photos' : config.dataDir} to ` +
      `${path.resolve(file)}: ${manifest.tables.length} tables, ${rows} rows, ${photos} photo files.\n`,
  );
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else if (error instanceof RestoreRefusedError || error instanceof DataDirLockedError) {
    process.stderr.write(`Backup refused: ${error.message}\n`);
  } else {
    process.stderr.write(`Backup failed: ${(error as Error).stack ?? String(error)}\n`);
    if (dataDir && fs.existsSync(dataDir)) recordBackup(dataDir, false);
  }
  process.exit(1);
}
