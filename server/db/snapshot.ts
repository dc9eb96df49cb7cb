import { sql } from 'drizzle-orm';
import { selectRows, type Database } from './database.ts';
import { tableReport, tablesInCopyOrder, type TableReport } from './move.ts';

/**
 * PostgreSQL backups (issue 49): the manifest's row counts and checksums must describe exactly the
 * rows pg_dump writes, even while a server keeps writing. One read-only repeatable-read transaction
 * exports its snapshot, `work` runs pg_dump on it (`--snapshot`), and the reports are taken in
 * the same transaction: both see the same moment.
 */
export async function reportsAtOneSnapshot<T>(
  db: Database,
  work: (snapshot: string) => Promise<T>,
): Promise<{ result: T; tables: TableReport[] }> {
  return db.transaction(
    async (tx) => {
      const scope = tx as unknown as Database;
      const [exported] = await selectRows<{ id: string }>(scope, sql`select pg_export_snapshot() as id`);
      const result = await work(exported!.id);
      const tables: TableReport[] = [];
      for (const table of await tablesInCopyOrder(scope)) tables.push(await tableReport(scope, table));
      return { result, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The relations (tables, views, sequences) outside the system schemas: 0 for an empty database. */
export async function userRelationCount(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and n.nspname not like 'pg_temp%' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return row?.count ?? 0;
}
