import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

/** D47: a ringing call in a conversation, with both members' lines taken, as `POST /api/calls` leaves it. */
export async function ringingCall(db: Database, input: { conversationId: string; callerId: string; calleeId: string }) {
  const [row] = await db
    .insert(schema.calls)
    .values({ ...input, kind: 'video' })
    .returning({ id: schema.calls.id });
  if (!row) throw new Error('call missing');
  await db.insert(schema.callLines).values([
    { memberId: input.callerId, callId: row.id },
    { memberId: input.calleeId, callId: row.id },
  ]);
  return row.id;
}

/** Ends the member's live call, if any (migration 0030's dm_end_call). */
export async function hangUpCallOf(db: Database, memberId: string) {
  await db.execute(
    sql`select dm_end_call(${schema.callLines.callId}, 'hung-up') from ${schema.callLines}
        where ${schema.callLines.memberId} = ${memberId}`,
  );
}
