import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
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
    .select({
      account: users,
      expiresAt: sessions.expiresAt,
      idleMinutes: sessions.idleMinutes,
      endsAt: sessions.endsAt,
    })
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

    /**
     * D42: the session's new end (it was used); writing it announces the change, so every
     * instance's session cache reads it again (ADR 0021).
     */
    async slide(token: string, expiresAt: Date, now: Date) {
      await db.update(sessions).set({ expiresAt, updatedAt: now }).where(eq(sessions.token, token));
    },

    /** D35: the member's unexpired sessions (their signed-in devices), most recently used first. */
    async listOf(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          token: sessions.token,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
    },

    /** Ends one session of the member (none of another member's); how many ended (0 or 1). */
    async endOne(userId: string, id: string, keepToken: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, id), ne(sessions.token, keepToken)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Ends every session of the member but the one of `keepToken`; how many ended. */
    async endAllBut(userId: string, keepToken: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
