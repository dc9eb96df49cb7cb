import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from './database.ts';

/**
 * Copies every row of one installation's database into another with the same schema (D2: the
 * embedded PGlite of one church to the PostgreSQL of a network), then proves the copy: the same
 * row count and the same checksum of every row's text in every table. Engine-neutral SQL only, so
 * the source may be PGlite or PostgreSQL.
 */

export class MoveRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefusedError';
  }
}

export interface TableReport {
  table: string;
  rows: number;
  checksum: string;
}

const BATCH_ROWS = 500;

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** The application's tables (schema public), parents before children (foreign keys). */
export async function tablesInCopyOrder(db: Database): Promise<string[]> {
  const tables = (
    await selectRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const edges = await selectRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter(
      (table) =>
        !placed.has(table) &&
        edges.every((edge) => edge.child !== table || edge.parent === table || placed.has(edge.parent)),
    );
    if (next.length === 0) throw new Error('The foreign keys between tables form a cycle; cannot order the copy.');
    for (const table of next) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Count and checksum of a table: md5 over the sorted md5s of every row's text, in UTC. */
export async function tableReport(db: Database, table: string): Promise<TableReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const [row] = await selectRows<{ rows: number; checksum: string }>(
      tx as unknown as Database,
      sql`select count(*)::int as rows,
                 coalesce(md5(string_agg(h, '' order by h)), '') as checksum
          from (select md5(t::text) as h from ${ident(table)} t) hashed`,
    );
    return { table, rows: row?.rows ?? 0, checksum: row?.checksum ?? '' };
  });
}

/** The tables of the target that already hold rows (a move refuses to write into them). */
export async function nonEmptyTables(db: Database, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await selectRows<{ any: boolean }>(db, sql`select exists (select 1 from ${ident(table)}) as any`);
    if (row?.any) found.push(table);
  }
  return found;
}

/** Every serial/identity sequence continues after the highest copied value. */
async function advanceSequences(db: Database, tables: string[]) {
  const serials = await selectRows<{ table: string; column: string; sequence: string }>(
    db,
    sql`select table_name as "table", column_name as "column",
               pg_get_serial_sequence(quote_ident(table_name), column_name) as "sequence"
        from information_schema.columns
        where table_schema = 'public'
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const serial of serials.filter((s) => tables.includes(s.table))) {
    await db.execute(
      sql`select setval(${serial.sequence}, coalesce((select max(${ident(serial.column)}) from ${ident(serial.table)}), 0) + 1, false)`,
    );
  }
}

/**
 * Refuses (MoveRefusedError) unless both databases have the same tables and the target holds no
 * row at all. Returns the tables in copy order.
 */
export async function checkMovable(source: Database, target: Database): Promise<string[]> {
  const tables = await tablesInCopyOrder(source);
  const targetTables = await tablesInCopyOrder(target);
  const missing = tables.filter((table) => !targetTables.includes(table));
  const extra = targetTables.filter((table) => !tables.includes(table));
  if (missing.length > 0 || extra.length > 0) {
    throw new MoveRefusedError(
      `The two databases have different tables (missing on the target: ${missing.join(', ') || 'none'}; ` +
        `only on the target: ${extra.join(', ') || 'none'}). Run the same version of Divine Match on both.`,
    );
  }
  const occupied = await nonEmptyTables(target, tables);
  if (occupied.length > 0) {
    throw new MoveRefusedError(
      `The target database is not empty (rows in ${occupied.join(', ')}). ` +
        'A move never writes into a database in use: create an empty database and name that one.',
    );
  }
  return tables;
}

/** The storage keys the photos and the selfies waiting for a moderator (D43) name (each must exist in the store after a move). */
export async function referencedStorageKeys(db: Database): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select storage_key as key from photos union all select thumbnail_key from photos
        union all select storage_key from verification_selfies`,
  );
  return rows.map((row) => row.key);
}

/**
 * Copies every table, in one transaction on the target (all or nothing), then compares counts and
 * checksums on both sides. Refuses before writing anything when the schemas differ or the target
 * already holds rows. Both databases must be migrated to the same version.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  progress: (line: string) => void = () => {},
): Promise<TableReport[]> {
  const tables = await checkMovable(source, target);

  await target.transaction(async (tx) => {
    const into = tx as unknown as Database;
    for (const table of tables) {
      const columns = await columnsOf(source, table);
      const list = sql.join(
        columns.map((column) => ident(column)),
        sql`, `,
      );
      let copied = 0;
      // A cursor on the source, so a large table is never held in memory at once.
      await source.transaction(async (reading) => {
        const from = reading as unknown as Database;
        await from.execute(sql`set local timezone to 'UTC'`);
        await from.execute(
          sql`declare dm_move cursor for select row_to_json(t)::text as row from (select ${list} from ${ident(table)}) t`,
        );
        for (;;) {
          const batch = await selectRows<{ row: string }>(from, sql.raw(`fetch ${BATCH_ROWS} from dm_move`));
          if (batch.length === 0) break;
          const json = `[${batch.map((r) => r.row).join(',')}]`;
          // A row the target's own triggers already wrote (a member's unread count, made with the
          // account and kept by the conversations copied before it) is kept: the checksums below
          // then prove it equals the source's.
          const insert: SQL = sql`insert into ${ident(table)} (${list}) overriding system value
                select ${list} from json_populate_recordset(null::${ident(table)}, ${json}::json)
                on conflict do nothing`;
          await into.execute(insert);
          copied += batch.length;
        }
        await from.execute(sql`close dm_move`);
      });
      progress(`  ${table}: ${copied} rows`);
    }
    await advanceSequences(into, tables);
  });

  const reports: TableReport[] = [];
  const differences: string[] = [];
  for (const table of tables) {
    const [before, after] = [await tableReport(source, table), await tableReport(target, table)];
    if (before.rows !== after.rows || before.checksum !== after.checksum) {
      differences.push(
        `${table} (${before.rows} rows → ${after.rows} rows, checksum ${before.checksum} → ${after.checksum})`,
      );
    }
    reports.push(after);
  }
  if (differences.length > 0) {
    throw new Error(`The copy differs from the source in: ${differences.join('; ')}. The source is unchanged.`);
  }
  return reports;
}
