import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { sessions, users } = schema;

export function createSessionsRepository(db: Database) {
  return {
    /** The unexpired session of this token with its account, in one indexed query. */
    async findLive(token: string, now: Date) {
      const [row] = await db
        .select({ account: users, sessionUpdatedAt: sessions.updatedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.token, token), gt(sessions.expiresAt, now)));
      return row;
    },
  };
}
