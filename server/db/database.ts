import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { createPostgresListener, type ListenOptions } from './listener.ts';
import { migratePgliteDatabase, migratePostgresPool } from './migrate.ts';
import { schema, type Schema } from './schema.ts';

/** One type for both engines (D2): repositories never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; it has the same query API as Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: a repository's write that joins the caller's transaction when given one. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies every committed migration not applied yet. */
  migrate(): Promise<void>;
  /** Checks that the database answers (readiness). */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (D3): `onMessage` receives the payload of every NOTIFY on it, from any
   * instance connected to the same database. The returned function stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  /**
   * NOTICE messages raised by the statements this handle runs, as they arrive: before the statement
   * (and its transaction) completes. On PGlite the notifications of `listen` already arrive before
   * the statement's promise settles, so nothing needs notices there and none are reported.
   */
  onNotice(listener: (message: string) => void): () => void;
  /** The embedded database only: PGlite's own dump of it as it runs (issue 49's scheduled backup). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export function createPgliteInstance(options: { dataDir?: string; loadDataDir?: Blob } = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Wraps an open PGlite; `onClose` runs after it is closed (the data-folder lock is released there). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePgliteDatabase(pgliteDb),
    ping: () => ping(db),
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    onNotice: () => () => {},
    dump: () => client.dumpDataDir('gzip'),
    async close() {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

export function connectPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection is replaced by the pool; queries report their own errors.
  pool.on('error', () => {});
  const noticeListeners = new Set<(message: string) => void>();
  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      for (const listener of noticeListeners) listener(notice.message ?? '');
    });
  });
  const listener = createPostgresListener(url);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgresPool(pool),
    ping: () => ping(db),
    listen: (channel, onMessage, listenOptions) => listener.listen(channel, onMessage, listenOptions),
    onNotice(onMessage) {
      noticeListeners.add(onMessage);
      return () => noticeListeners.delete(onMessage);
    },
    close: () => pool.end(),
  };
}

/** The embedded default (D2): PGlite on disk under DATA_DIR, owned by this process alone. */
export async function openPgliteOnDisk(dataDir: string): Promise<DatabaseHandle> {
  const release = acquireDataDirLock(path.join(dataDir, 'pgdata.lock'));
  try {
    const client = createPgliteInstance({ dataDir: path.join(dataDir, 'pgdata') });
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connections in the pool (config DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? connectPostgres(options.databaseUrl, { max: options.poolSize })
    : await openPgliteOnDisk(options.dataDir);
  try {
    await handle.migrate();
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Runs a raw SQL query and returns its rows, the same way on both engines. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
