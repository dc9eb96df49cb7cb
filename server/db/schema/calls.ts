import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { conversations } from './conversations.ts';

/**
 * D47: a call between the two members of a conversation. Live while `ringing` or `active`; it
 * ends (`ended`, with an outcome and a reason) by hang-up, decline, 45 s without an answer, or —
 * by the database's triggers (migration 0030) — a block, the interest removed, either member no
 * longer shown (deactivated, held, hidden, role changed) or deleted. Ending writes the call's event
 * into the conversation (`dm_end_call`). Media are never seen by the server.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    callerId: text('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: text('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'voice' | 'video'>().notNull(),
    status: text('status').$type<'ringing' | 'active' | 'ended'>().notNull().default('ringing'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    outcome: text('outcome').$type<'completed' | 'missed' | 'declined'>(),
    endedReason: text('ended_reason'),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [
    index('calls_conversation_idx').on(t.conversationId),
    index('calls_caller_idx').on(t.callerId),
    index('calls_callee_idx').on(t.calleeId),
    index('calls_live_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'ended'`),
    check('calls_kind', sql`${t.kind} in ('voice', 'video')`),
    check('calls_status', sql`${t.status} in ('ringing', 'active', 'ended')`),
    check('calls_outcome', sql`${t.outcome} is null or ${t.outcome} in ('completed', 'missed', 'declined')`),
    check('calls_two_members', sql`${t.callerId} <> ${t.calleeId}`),
  ],
);

/**
 * D47: one call at a time per member — a row per member of a live call, whose primary key refuses
 * a second. Deleted with the call's end.
 */
export const callLines = pgTable('call_lines', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  callId: uuid('call_id')
    .notNull()
    .references(() => calls.id, { onDelete: 'cascade' }),
});

/**
 * D47: the signalling of a live call (an SDP offer or answer, an ICE candidate), from one member to
 * the other, read by the receiver's tabs after a 'calls' live event. Deleted when the call ends:
 * candidates carry network addresses, kept no longer than the call needs them.
 */
export const callSignals = pgTable(
  'call_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    toId: text('to_id').notNull(),
    type: text('type').$type<'offer' | 'answer' | 'candidate'>().notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_signals_to_idx').on(t.callId, t.toId, t.id)],
);

/** D47: whether a member takes incoming calls (Settings); no row means yes. */
export const callSettings = pgTable('call_settings', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  incoming: boolean('incoming').notNull().default(true),
});
