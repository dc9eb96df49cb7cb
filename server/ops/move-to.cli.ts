/**
 * `npm run db:move-to -- postgres://user:pass@host:5432/db [--data-dir DIR]`
 *
 * Moves an embedded installation (the PGlite database and the photos under DATA_DIR) to a
 * PostgreSQL server and, when S3_* settings are given, to that bucket (D2: a church joins a
 * network). Run it with the server stopped, with DATA_DIR naming the old installation and S3_*
 * naming the new store. Without S3_*, `--data-dir` copies the photos into another folder (the new
 * installation's DATA_DIR); with neither, the photos stay where they are.
 *
 * Never loses data: it refuses a target database that holds any row, copies the photos first (same
 * keys, read back and compared by SHA-256), then every table in one transaction, then compares row
 * counts and checksums of every table on both sides. The source is only read (its pending
 * migrations are applied first, as its next start would).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { connectPostgres, openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { checkMovable, copyDatabase, MoveRefusedError, referencedStorageKeys } from '#server/db/move.ts';
import { checkStorage, copyStorage } from '#server/lib/copy-storage.ts';
import { createDiskStorage, createS3Storage, type Storage } from '#server/lib/storage.ts';

const USAGE = 'Usage: npm run db:move-to -- postgres://user:password@host:5432/database [--data-dir DIR]';

function parseArguments(args: string[]) {
  let targetUrl: string | undefined;
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--data-dir') dataDir = args[++i];
    else if (arg.startsWith('--data-dir=')) dataDir = arg.slice('--data-dir='.length);
    else if (!arg.startsWith('--') && targetUrl === undefined) targetUrl = arg;
    else throw new MoveRefusedError(`Unknown argument: ${arg}\n${USAGE}`);
  }
  if (!targetUrl || !/^postgres(ql)?:\/\/.+/.test(targetUrl)) {
    throw new MoveRefusedError(`Name the target PostgreSQL database.\n${USAGE}`);
  }
  return { targetUrl, dataDir: dataDir === undefined ? undefined : path.resolve(dataDir) };
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

async function main() {
  const config = loadConfig();
  const args = parseArguments(process.argv.slice(2));
  if (config.databaseUrl) {
    throw new MoveRefusedError(
      'DATABASE_URL is set, but the source of a move is the embedded database under DATA_DIR. ' +
        'Unset DATABASE_URL and name the target as the argument.',
    );
  }
  const sourcePhotos = createDiskStorage(path.join(config.dataDir, 'photos'));
  let targetPhotos: Storage | undefined;
  let photosTo = 'stay in DATA_DIR/photos';
  if (config.s3) {
    targetPhotos = createS3Storage(config.s3);
    photosTo = `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  } else if (args.dataDir) {
    if (args.dataDir === config.dataDir) throw new MoveRefusedError('--data-dir names the source DATA_DIR itself.');
    targetPhotos = createDiskStorage(path.join(args.dataDir, 'photos'));
    photosTo = path.join(args.dataDir, 'photos');
  }

  say(`Moving the embedded installation in ${config.dataDir}`);
  say(`  database → ${redact(args.targetUrl)}`);
  say(`  photos   → ${photosTo}`);

  let source: DatabaseHandle | undefined;
  let target: DatabaseHandle | undefined;
  try {
    source = await openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
    target = connectPostgres(args.targetUrl, { max: 2 });
    try {
      await target.ping();
    } catch (error) {
      throw new MoveRefusedError(`Cannot reach the target database: ${(error as Error).message}`);
    }
    await target.migrate();
    await checkMovable(source.db, target.db);

    const referenced = await referencedStorageKeys(source.db);
    const files = targetPhotos
      ? await copyStorage(sourcePhotos, targetPhotos, referenced, say)
      : await checkStorage(sourcePhotos, referenced);
    say(
      targetPhotos
        ? `Photos: ${files.copied} files (${(files.bytes / 1_048_576).toFixed(1)} MiB) copied and read back identical.`
        : `Photos: ${files.copied} files stay in ${path.join(config.dataDir, 'photos')}; several instances need S3_* settings.`,
    );
    if (files.missing.length > 0) {
      say(
        `Warning: ${files.missing.length} photo files named by the database were missing before the move ` +
          `(first: ${files.missing.slice(0, 3).join(', ')}).`,
      );
    }

    say('Database:');
    const tables = await copyDatabase(source.db, target.db, say);
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    say(`Verified: ${tables.length} tables, ${rows} rows, the same count and checksum in every table.`);
    say('');
    say(
      'Next: start the servers with DATABASE_URL set to the target' +
        (config.s3 ? ' and the same S3_* settings' : '') +
        '.',
    );
    const secretFile = path.join(config.dataDir, 'auth-secret');
    say(
      (fs.existsSync(secretFile)
        ? `Members stay signed in if AUTH_SECRET is the content of ${secretFile} (otherwise they sign in again). `
        : '') + 'The embedded installation is unchanged; keep it until the new one is checked.',
    );
  } finally {
    await target?.close();
    await source?.close();
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else if (error instanceof MoveRefusedError) process.stderr.write(`Move refused: ${error.message}\n`);
  else if (error instanceof DataDirLockedError) process.stderr.write(`Move refused: ${error.message}\n`);
  else process.stderr.write(`Move failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
}
