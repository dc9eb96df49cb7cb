import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { pushSubscriptions } = schema;

export interface PushSubscriptionRow {
  id: string;
  memberId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const columns = {
  id: pushSubscriptions.id,
  memberId: pushSubscriptions.memberId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

export function createPushRepository(db: Database) {
  return {
    /**
     * One row per endpoint: a device subscribing again (new keys, or another member signed in on
     * it) takes over its row. Then the member keeps only their `keep` newest devices.
     */
    async save(row: Omit<PushSubscriptionRow, 'id'> & { userAgent: string }, keep: number) {
      await db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values(row)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              memberId: row.memberId,
              p256dh: row.p256dh,
              auth: row.auth,
              userAgent: row.userAgent,
              createdAt: sql`now()`,
            },
          });
        const newest = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.memberId, row.memberId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(keep);
        await tx.delete(pushSubscriptions).where(
          and(
            eq(pushSubscriptions.memberId, row.memberId),
            notInArray(
              pushSubscriptions.id,
              newest.map((kept) => kept.id),
            ),
          ),
        );
      });
    },

    /** Only the member's own row; how many were removed (0 or 1). */
    async remove(memberId: string, endpoint: string): Promise<number> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    /** The push service said the subscription is gone (404, 410). */
    async removeById(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async ofMember(memberId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select(columns)
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.memberId, memberId))
        .orderBy(pushSubscriptions.createdAt);
    },

    async find(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select(columns).from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
