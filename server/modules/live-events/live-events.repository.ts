import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

export function createLiveEventsRepository(db: Database) {
  return {
    /** NOTIFY every instance LISTENing on `channel` (sent when the surrounding transaction commits). */
    async notify(channel: string, payload: string) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
  };
}
