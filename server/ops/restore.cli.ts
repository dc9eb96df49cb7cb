/**
 * `npm run db:restore -- FILE.tar.gz [--replace]`: restores a backup of `db:backup` into DATA_DIR
 * while no server runs on it. An existing installation there is refused, or with --replace set
 * aside in DATA_DIR/before-restore-<time>/ (never deleted). With DATABASE_URL set, a PostgreSQL
 * backup goes into that database and the photo store, both empty (--replace is refused there).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { createStorage } from '#server/lib/storage.ts';
import { restoreEmbedded, RestoreRefusedError } from './backup.ts';
import { restorePostgres } from './backup-postgres.ts';

try {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  const file = files[0];
  if (!file || files.length > 1 || file.startsWith('--')) {
    throw new RestoreRefusedError('Usage: npm run db:restore -- FILE.tar.gz [--replace]');
  }
  if (config.databaseUrl) {
    if (replace) {
      throw new RestoreRefusedError('On PostgreSQL a restore goes into an empty database only: --replace is refused.');
    }
    const manifest = await restorePostgres(path.resolve(file), config.databaseUrl, createStorage(config));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} into the PostgreSQL database: ${manifest.tables.length} ` +
        `tables, ${rows} rows (counts and checksums match), ${manifest.photos.length} photo files (checksums match).\n`,
    );
    process.exit(0);
  }
  const { manifest, setAside } = await restoreEmbedded(path.resolve(file), config.dataDir, { replace });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: ${manifest.tables.length} tables, ` +
      `${rows} rows (counts and checksums match), ${manifest.photos} photo files.\n` +
      (setAside ? `The installation that was there is kept in ${setAside}.\n` : ''),
  );
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else if (error instanceof RestoreRefusedError || error instanceof DataDirLockedError) {
    process.stderr.write(`Restore refused: ${error.message}\n`);
  } else process.stderr.write(`Restore failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}
