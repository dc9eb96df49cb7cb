import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '#server/db/database.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { visibleTo } from '#server/db/visibility.ts';
import type { CallKind, CallSignalType } from '#shared/schemas/calls.ts';

const { calls, callLines, callSignals, callSettings, messages, users } = schema;

type Executor = Database | Transaction;

/** Either member of a call. */
const partyOf = (memberId: string) => or(eq(calls.callerId, memberId), eq(calls.calleeId, memberId));
const otherOf = (memberId: string) =>
  sql<string>`case when ${calls.callerId} = ${memberId} then ${calls.calleeId} else ${calls.callerId} end`;

export type CallsRepository = ReturnType<typeof createCallsRepository>;

export function createCallsRepository(db: Database) {
  return {
    /** Whether each member of the pair has written at least one message (not a call's event) to the other. */
    async bothHaveWritten(tx: Executor, conversationId: string, x: string, y: string): Promise<boolean> {
      const wrote = (sender: string) =>
        sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversationId}
          and ${messages.senderId} = ${sender} and ${messages.callKind} is null)`;
      const [row] = await selectRows<{ both: boolean }>(
        tx as Database,
        sql`select (${wrote(x)} and ${wrote(y)}) as both`,
      );
      return Boolean(row?.both);
    },

    /** D47: whether the member takes incoming calls (no row: yes). */
    async takesCalls(tx: Executor, memberId: string): Promise<boolean> {
      const [row] = await tx
        .select({ incoming: callSettings.incoming })
        .from(callSettings)
        .where(eq(callSettings.memberId, memberId));
      return row?.incoming ?? true;
    },

    async setTakesCalls(memberId: string, incoming: boolean) {
      await db
        .insert(callSettings)
        .values({ memberId, incoming })
        .onConflictDoUpdate({ target: callSettings.memberId, set: { incoming } });
    },

    /** Which of the members already has a live call (their line is taken). */
    async busy(tx: Executor, memberIds: string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ memberId: callLines.memberId })
        .from(callLines)
        .where(or(...memberIds.map((id) => eq(callLines.memberId, id))));
      return new Set(rows.map((row) => row.memberId));
    },

    /** A ringing call and both members' lines; undefined when a line was taken meanwhile. */
    async insert(
      tx: Transaction,
      input: { conversationId: string; callerId: string; calleeId: string; kind: CallKind },
    ) {
      const [call] = await tx
        .insert(calls)
        .values({ ...input, startedAt: sql`clock_timestamp()` })
        .returning({ id: calls.id, startedAt: calls.startedAt });
      if (!call) throw new Error('call not stored');
      const lines = await tx
        .insert(callLines)
        .values([
          { memberId: input.callerId, callId: call.id },
          { memberId: input.calleeId, callId: call.id },
        ])
        .onConflictDoNothing()
        .returning({ memberId: callLines.memberId });
      return lines.length === 2 ? call : undefined;
    },

    /**
     * The member's live call with the other member as the member sees them: none when the other is
     * no longer visible to them (a block, a deactivation: the triggers end such a call at once).
     */
    async live(memberId: string, callId?: string) {
      const [row] = await db
        .select({
          id: calls.id,
          conversationId: calls.conversationId,
          callerId: calls.callerId,
          calleeId: calls.calleeId,
          kind: calls.kind,
          status: calls.status,
          startedAt: calls.startedAt,
          answeredAt: calls.answeredAt,
          otherId: users.id,
          firstName: users.firstName,
          photoId: profilePhotoId(users.id),
        })
        .from(calls)
        .innerJoin(users, eq(users.id, otherOf(memberId)))
        .where(
          and(
            partyOf(memberId),
            ne(calls.status, 'ended'),
            callId ? eq(calls.id, callId) : undefined,
            visibleTo(memberId),
          ),
        )
        .orderBy(asc(calls.startedAt))
        .limit(1);
      return row;
    },

    /** The callee answers a call still ringing (and not yet past its ring); false otherwise. */
    async answer(callId: string, calleeId: string, ringSeconds: number): Promise<boolean> {
      const rows = await db
        .update(calls)
        .set({ status: 'active', answeredAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(calls.id, callId),
            eq(calls.calleeId, calleeId),
            eq(calls.status, 'ringing'),
            sql`${calls.startedAt} > clock_timestamp() - make_interval(secs => ${ringSeconds})`,
          ),
        )
        .returning({ id: calls.id });
      return rows.length === 1;
    },

    /** Ends a live call once (migration 0030's dm_end_call): false when it had ended already. */
    async end(tx: Executor, callId: string, reason: string): Promise<boolean> {
      const [row] = await selectRows<{ ended: boolean }>(
        tx as Database,
        sql`select dm_end_call(${callId}::uuid, ${reason}) as ended`,
      );
      return Boolean(row?.ended);
    },

    /** Ends a call that rang its full time without an answer; false when it was answered or ended. */
    async endUnanswered(tx: Executor, callId: string, ringSeconds: number): Promise<boolean> {
      const rows = await selectRows<{ ended: boolean }>(
        tx as Database,
        sql`select dm_end_call(${calls.id}, 'no-answer') as ended from ${calls}
            where ${calls.id} = ${callId} and ${calls.status} = 'ringing'
              and ${calls.startedAt} <= clock_timestamp() - make_interval(secs => ${ringSeconds})`,
      );
      return Boolean(rows[0]?.ended);
    },

    /** Who called whom in which conversation. */
    async parties(tx: Executor, callId: string) {
      const [row] = await tx
        .select({ callerId: calls.callerId, calleeId: calls.calleeId, conversationId: calls.conversationId })
        .from(calls)
        .where(eq(calls.id, callId));
      return row;
    },

    async addSignal(input: { callId: string; toId: string; type: CallSignalType; data: string }) {
      await db.insert(callSignals).values(input);
    },

    /** The signals addressed to `memberId` after id `after`, oldest first. */
    async signalsFor(callId: string, memberId: string, after: number) {
      return db
        .select({ id: callSignals.id, type: callSignals.type, data: callSignals.data })
        .from(callSignals)
        .where(and(eq(callSignals.callId, callId), eq(callSignals.toId, memberId), gt(callSignals.id, after)))
        .orderBy(asc(callSignals.id))
        .limit(200);
    },
  };
}
