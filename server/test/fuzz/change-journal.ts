import { sql } from 'drizzle-orm';
import { selectRows, type Database, type DatabaseHandle } from '#server/db/database.ts';

/**
 * Proof that a refused request changed nothing (ADR 0018). A row trigger on every table of the
 * test database writes each inserted, updated or deleted row into `fuzz_journal`; the journal's
 * last id before and after a 4xx must be equal. Triggers are transactional (a rolled-back write
 * leaves no journal row) and catch a write that puts back the same value, which a checksum of the
 * tables would miss. Tables are read from the catalogue, so a table added later is watched too.
 *
 * Left out, because a refused request legitimately writes them:
 * - `rate_limits`: the throttle counts refused attempts (failed sign-ins, business limits) by design
 *   (security-bar.md, "Throttling"; ADR 0010).
 * - `audit_events` rows with action `member.sign_in_failed`: failed sign-ins are logged as audit
 *   events (ASVS 7.2.x). Every other audit row, and any update or delete of one, still counts.
 * - updates and deletes of `jobs`: the background worker claims and finishes jobs that earlier
 *   requests enqueued (ADR 0026) while a case runs. A request that enqueues a job still counts.
 */
export const JOURNAL_EXCLUDED_TABLES = ['rate_limits'] as const;

/** Each journal entry is also announced on this channel, when its transaction commits. */
const JOURNAL_CHANNEL = 'fuzz_journal';

export async function installChangeJournal(db: Database) {
  await db.execute(sql`create table if not exists fuzz_journal (
    id bigserial primary key,
    table_name text not null,
    operation text not null,
    row_text text
  )`);
  await db.execute(
    sql.raw(`create or replace function fuzz_journal_record() returns trigger language plpgsql as $$
declare
  entry bigint;
begin
  if tg_table_name = 'audit_events' and tg_op = 'INSERT' then
    if new.action = 'member.sign_in_failed' then
      return null;
    end if;
  end if;
  if tg_table_name = 'jobs' and tg_op <> 'INSERT' then
    return null;
  end if;
  insert into fuzz_journal (table_name, operation, row_text)
    values (tg_table_name, tg_op, left(case when tg_op = 'DELETE' then row_to_json(old)::text else row_to_json(new)::text end, 400))
    returning id into entry;
  perform pg_notify('${JOURNAL_CHANNEL}', entry || ' ' || tg_table_name || ' ' || tg_op);
  return null;
end
$$`),
  );
  const tables = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_journal'`,
  );
  const watched = tables
    .map((row) => row.table_name)
    .filter((name) => !(JOURNAL_EXCLUDED_TABLES as readonly string[]).includes(name));
  for (const table of watched) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_journal after insert or update or delete on "${table}" for each row execute function fuzz_journal_record()`,
      ),
    );
  }
  return watched;
}

export async function journalHead(db: Database): Promise<number> {
  const [row] = await selectRows<{ head: string | number }>(
    db,
    sql`select coalesce(max(id), 0) as head from fuzz_journal`,
  );
  return Number(row?.head ?? 0);
}

export async function journalSince(db: Database, head: number) {
  return selectRows<{ table_name: string; operation: string; row_text: string }>(
    db,
    sql`select table_name, operation, row_text from fuzz_journal where id > ${head} order by id limit 10`,
  );
}

export interface JournalReading {
  /** The journal's last entry. */
  head: number;
  /** Whether a job was enqueued after the entry `since` (its work belongs to the request). */
  jobsEnqueued: boolean;
}

/**
 * The journal's head, read as cheaply as each engine allows (the fuzz harness reads it after every
 * case). PGlite announces a committed entry before the statement that wrote it answers (its
 * notifications are delivered as the statement's reply is parsed), so the last announcement is the
 * head and no statement is needed; on PostgreSQL a LISTEN connection may lag, so one statement
 * reads the head and the job check together.
 */
export interface JournalWatch {
  read(since: number): Promise<JournalReading>;
  close(): Promise<void>;
}

export async function watchJournal(handle: DatabaseHandle): Promise<JournalWatch> {
  if (handle.kind !== 'pglite') {
    return {
      async read(since: number): Promise<JournalReading> {
        const [row] = await selectRows<{ head: string | number; jobs: boolean }>(
          handle.db,
          sql`select (select coalesce(max(id), 0) from fuzz_journal) as head,
                exists (select 1 from fuzz_journal where id > ${since} and table_name = 'jobs' and operation = 'INSERT') as jobs`,
        );
        return { head: Number(row?.head ?? 0), jobsEnqueued: Boolean(row?.jobs) };
      },
      close: async () => {},
    };
  }
  let head = await journalHead(handle.db);
  let lastJob = 0;
  const close = await handle.listen(JOURNAL_CHANNEL, (payload) => {
    const [id, table, operation] = payload.split(' ');
    head = Math.max(head, Number(id));
    if (table === 'jobs' && operation === 'INSERT') lastJob = Math.max(lastJob, Number(id));
  });
  return {
    read: async (since: number): Promise<JournalReading> => ({ head, jobsEnqueued: lastJob > since }),
    close,
  };
}
