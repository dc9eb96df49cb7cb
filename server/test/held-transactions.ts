import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows, type Database, type Transaction } from '#server/db/database.ts';

/** A write made inside a transaction. */
export type Write = (tx: Transaction) => Promise<unknown>;

/**
 * On PostgreSQL, two writes that meet: `first` writes and holds its transaction open until `second`
 * waits for a lock (or is done), then both finish and `check` runs. For counters the database keeps
 * (ADR 0047, 0049): whichever order the locks are taken in, the count must come out exact.
 */
export function writesThatMeet(db: Database, check: () => Promise<unknown>) {
  const waitingForLock = async () => {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return row?.n ?? 0;
  };
  return async function atOnce(first: Write, second: Write) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let written = () => {};
    const firstWritten = new Promise<void>((resolve) => (written = resolve));
    const one = db.transaction(async (tx) => {
      await first(tx);
      written();
      await held;
    });
    await firstWritten;
    let done = false;
    const two = db.transaction((tx) => second(tx)).finally(() => (done = true));
    await expect.poll(async () => done || (await waitingForLock()) > 0, { timeout: 5_000, interval: 10 }).toBe(true);
    release();
    await Promise.all([one, two]);
    await check();
  };
}
