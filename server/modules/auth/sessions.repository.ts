import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import type { LiveSession } from './session-cache.ts';

const { sessions, users } = schema;

export function createSessionsRepository(db: Database) {
  /**
   * Every signed-in request runs this: a named prepared statement, so PostgreSQL parses and plans
   * it once per connection instead of on each request.
   */
  const findLive = db
    .select({ account: users, sessionUpdatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_find_live');
  return {
    /** The unexpired session of this token with its account, in one indexed query. */
    async findLive(token: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await findLive.execute({ token, now: now.toISOString() });
      return row;
    },
  };
}
