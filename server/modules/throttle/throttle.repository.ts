import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { rateLimits } = schema;

/** Counters in the database, so every instance sees the same ones (D2). */
export function createThrottleRepository(db: Database) {
  return {
    /** Adds one to the counter in a single statement (no read-then-write race) and returns it. */
    async increment(key: string, now: number): Promise<number> {
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1`, lastRequest: now } })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },
    /**
     * Adds `n` in a single statement unless the counter has already reached `limit` (then nothing
     * changes); returns the new count, or null when refused. Concurrent calls are serialised by the
     * row, so only one of them can cross the limit.
     */
    async incrementBelow(key: string, n: number, limit: number, now: number): Promise<number | null> {
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: n, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: sql`${rateLimits.count} + ${n}`, lastRequest: now },
          setWhere: sql`${rateLimits.count} < ${limit}`,
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? null;
    },
    async count(key: string): Promise<number> {
      const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
      return row?.count ?? 0;
    },
    async purgeOlderThan(timestamp: number) {
      await db.delete(rateLimits).where(lt(rateLimits.lastRequest, timestamp));
    },
  };
}
