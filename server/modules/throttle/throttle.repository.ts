import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { rateLimits } = schema;

/** Counters in the database, so every instance sees the same ones (D2). */
export function createThrottleRepository(db: Database) {
  // Every limited request runs these: named prepared statements, so PostgreSQL parses and plans
  // them once per connection and the query text is built once per process (issue 46).
  const placeholder = sql.placeholder;
  const increment = db
    .insert(rateLimits)
    .values({ id: placeholder('id'), key: placeholder('key'), count: 1, lastRequest: placeholder('now') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, lastRequest: sql`${placeholder('now')}` },
    })
    .returning({ count: rateLimits.count })
    .prepare('throttle_increment');
  const incrementBelow = db
    .insert(rateLimits)
    .values({
      id: placeholder('id'),
      key: placeholder('key'),
      count: placeholder('n'),
      lastRequest: placeholder('now'),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + ${placeholder('n')}::int`, lastRequest: sql`${placeholder('now')}` },
      setWhere: sql`${rateLimits.count} < ${placeholder('limit')}::int`,
    })
    .returning({ count: rateLimits.count })
    .prepare('throttle_increment_below');
  const count = db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, placeholder('key')))
    .prepare('throttle_count');
  return {
    /** Adds one to the counter in a single statement (no read-then-write race) and returns it. */
    async increment(key: string, now: number): Promise<number> {
      const [row] = await increment.execute({ id: randomUUID(), key, now });
      return row?.count ?? 1;
    },
    /**
     * Adds `n` in a single statement unless the counter has already reached `limit` (then nothing
     * changes); returns the new count, or null when refused. Concurrent calls are serialised by the
     * row, so only one of them can cross the limit.
     */
    async incrementBelow(key: string, n: number, limit: number, now: number): Promise<number | null> {
      const [row] = await incrementBelow.execute({ id: randomUUID(), key, n, limit, now });
      return row?.count ?? null;
    },
    async count(key: string): Promise<number> {
      const [row] = await count.execute({ key });
      return row?.count ?? 0;
    },
    async purgeOlderThan(timestamp: number) {
      await db.delete(rateLimits).where(lt(rateLimits.lastRequest, timestamp));
    },
  };
}
