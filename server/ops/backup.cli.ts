/**
 * `npm run db:backup -- FILE.tar.gz`: backs up the embedded installation under DATA_DIR (database,
 * photos, auth secret) while no server runs on it. For PostgreSQL use pg_dump (docs/deploy.md).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { backupEmbedded, RestoreRefusedError } from './backup.ts';
import { recordBackup } from './last-backup.ts';

let dataDir: string | undefined;
try {
  const config = loadConfig();
  const file = process.argv[2];
  if (!file || file.startsWith('--')) throw new RestoreRefusedError('Usage: npm run db:backup -- FILE.tar.gz');
  if (config.databaseUrl) {
    throw new RestoreRefusedError('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/deploy.md).');
  }
  dataDir = config.dataDir;
  const manifest = await backupEmbedded(config.dataDir, path.resolve(file));
  // Issue 49: the admin panel's System health card shows the last backup.
  recordBackup(config.dataDir, true);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Backed up ${config.dataDir} to ${path.resolve(file)}: ${manifest.tables.length} tables, ${rows} rows, ` +
      `${manifest.photos} photo files.\n`,
  );
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else if (error instanceof RestoreRefusedError || error instanceof DataDirLockedError) {
    process.stderr.write(`Backup refused: ${error.message}\n`);
  } else {
    process.stderr.write(`Backup failed: ${(error as Error).stack ?? String(error)}\n`);
    if (dataDir) recordBackup(dataDir, false);
  }
  process.exit(1);
}
