import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { createPgliteInstance, wrapPglite } from '#server/db/database.ts';
import { tableReport, tablesInCopyOrder } from '#server/db/move.ts';

/**
 * Backup and restore of the embedded default (D2): one `.tar.gz` holding PGlite's own dump of the
 * database (`pgdata.tar.gz`), the photos folder, the generated auth secret and a manifest with the
 * row count and checksum of every table. Both take the data folder's lock, so neither runs while a
 * server owns it (a copy of a live PGlite folder is not a backup: stack.md fact 9).
 * On PostgreSQL, backup-postgres.ts (pg_dump's custom format and the photo store).
 */

export const BACKUP_FORMAT = 'divine-match-embedded-backup';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  tables: { table: string; rows: number; checksum: string }[];
  photos: number;
}

export class RestoreRefusedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RestoreRefusedError';
  }
}

const PGDATA = 'pgdata';
const LOCK = 'pgdata.lock';

/** The files under `dir`, as paths relative to it (none when it does not exist). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const countFiles = (dir: string): number => listFiles(dir).length;

async function describeDatabase(client: ReturnType<typeof createPgliteInstance>) {
  const handle = wrapPglite(client);
  const tables = [];
  for (const table of await tablesInCopyOrder(handle.db)) tables.push(await tableReport(handle.db, table));
  return tables;
}

/** Writes the backup of the installation in `dataDir` to `file` (a .tar.gz). */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupManifest> {
  const release = acquireDataDirLock(path.join(dataDir, LOCK));
  const staging = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  try {
    if (!fs.existsSync(path.join(dataDir, PGDATA))) {
      throw new RestoreRefusedError(`There is no embedded database in ${dataDir} (no ${PGDATA} folder).`);
    }
    const client = createPgliteInstance({ dataDir: path.join(dataDir, PGDATA) });
    let manifest: BackupManifest;
    try {
      await client.waitReady;
      const tables = await describeDatabase(client);
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(path.join(staging, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      manifest = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        tables,
        photos: countFiles(path.join(dataDir, 'photos')),
      };
    } finally {
      await client.close();
    }
    await pack(staging, dataDir, manifest, file, ['photos']);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/**
 * Packs a backup made in `staging` (its pgdata.tar.gz) with the manifest, the photos and the
 * secret of `dataDir` into `file`, written whole or not at all. The photos and the secret go in
 * through links, followed when packing (nothing is copied twice); `photos` names them: the folder,
 * or its files one by one when they were counted while the server runs. A file that goes away
 * while packing fails the backup (the manifest's count would no longer hold).
 */
async function pack(staging: string, dataDir: string, manifest: BackupManifest, file: string, photos: string[]) {
  fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const entries = ['manifest.json', 'pgdata.tar.gz'];
  if (fs.existsSync(path.join(dataDir, 'photos'))) {
    fs.symlinkSync(path.join(dataDir, 'photos'), path.join(staging, 'photos'));
    entries.push(...photos);
  }
  if (fs.existsSync(path.join(dataDir, 'auth-secret'))) {
    fs.symlinkSync(path.join(dataDir, 'auth-secret'), path.join(staging, 'auth-secret'));
    entries.push('auth-secret');
  }
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const warnings: string[] = [];
  try {
    await tar.c(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        onwarn: (_code, message) => warnings.push(String(message)),
      },
      entries,
    );
    if (warnings.length > 0) throw new Error(`The backup could not read every file: ${warnings.join('; ')}`);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Issue 49's scheduled backup: the same file as `backupEmbedded`, made while the server runs on
 * the database. `dump` is PGlite's own dump of the live database (taken between two statements);
 * the manifest is read from that dump loaded on its own, so it describes exactly what the file
 * holds, and a dump that does not load fails here rather than on the day of a restore.
 */
export async function backupLive(dump: Blob, dataDir: string, file: string): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  try {
    const photos = listFiles(path.join(dataDir, 'photos')).map((file) => path.join('photos', file));
    fs.writeFileSync(path.join(staging, 'pgdata.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    const client = createPgliteInstance({ loadDataDir: dump });
    let tables: BackupManifest['tables'];
    try {
      await client.waitReady;
      tables = await describeDatabase(client);
    } finally {
      await client.close();
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      tables,
      photos: photos.length,
    };
    await pack(staging, dataDir, manifest, file, photos);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into `dataDir`. Refuses when the folder already holds an installation unless
 * `replace` is set; then the current database, photos and secret are set aside in
 * `dataDir/before-restore-<time>/`, never deleted. The restored database must match the manifest.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { replace?: boolean } = {},
): Promise<{ manifest: BackupManifest; setAside?: string }> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No backup at ${file}.`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(path.join(dataDir, LOCK));
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const present = [PGDATA, 'photos', 'auth-secret'].filter((name) => fs.existsSync(path.join(dataDir, name)));
    if (present.length > 0 && !options.replace) {
      throw new RestoreRefusedError(
        `${dataDir} already holds an installation (${present.join(', ')}). Restore into an empty DATA_DIR, ` +
          'or add --replace to set the current one aside (it is kept, not deleted).',
      );
    }
    await tar.x({ file, cwd: staging, strict: true });
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    } catch {
      throw new RestoreRefusedError(`${file} is not a Divine Match backup (no readable manifest.json).`);
    }
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
      throw new RestoreRefusedError(`${file} is not a Divine Match backup of a version this server reads.`);
    }

    // Load PGlite's dump into a fresh folder and check it against the manifest before it goes live.
    const restoredPgdata = path.join(staging, PGDATA);
    const dump = new Blob([fs.readFileSync(path.join(staging, 'pgdata.tar.gz'))]);
    const client = createPgliteInstance({ dataDir: restoredPgdata, loadDataDir: dump });
    try {
      await client.waitReady;
      const tables = await describeDatabase(client);
      const expected = JSON.stringify(manifest.tables);
      if (JSON.stringify(tables) !== expected) {
        throw new Error('The restored database differs from the backup manifest; nothing was put in place.');
      }
    } finally {
      await client.close();
    }
    const photos = countFiles(path.join(staging, 'photos'));
    if (photos !== manifest.photos) {
      throw new Error(`The backup holds ${photos} photo files, its manifest says ${manifest.photos}.`);
    }
    let setAside: string | undefined;
    if (present.length > 0) {
      setAside = path.join(dataDir, `before-restore-${new Date().toISOString().replaceAll(':', '-')}`);
      fs.mkdirSync(setAside);
      for (const name of present) fs.renameSync(path.join(dataDir, name), path.join(setAside, name));
    }
    fs.renameSync(restoredPgdata, path.join(dataDir, PGDATA));
    for (const name of ['photos', 'auth-secret']) {
      if (fs.existsSync(path.join(staging, name))) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    }
    return setAside ? { manifest, setAside } : { manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
