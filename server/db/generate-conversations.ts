import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';

/**
 * Scale data for conversations (issue 19), on top of the members of generate-members.ts (ids
 * `${prefix}-1` … `${prefix}-${members}`), with set-based SQL only:
 * - the heavy member `${prefix}-1` has `heavyConversations` conversations, with members 2, 3, …;
 * - the measured conversation (the heavy member's with member 2) has about `longConversation`
 *   messages;
 * - the rest of the messages go to conversations between other pairs (member g with g + d,
 *   d = 1, 2, … wrapping around), about `perConversation` messages each.
 * Messages are interleaved over 180 days the way real ones are (a conversation's messages are
 * spread through the table, ids in time order), senders alternate, the newest message of most
 * conversations is unread. Every pair gets an accepted interest (a conversation needs one), and
 * each conversation's unread counts and last message are computed from its messages.
 *
 * Bench and test data only: while it runs, the secondary indexes and foreign keys of
 * conversations, messages and interests are dropped, and they are recreated (and so checked)
 * afterwards, which is several times faster than maintaining them row by row.
 */
export interface ConversationScale {
  /** The prefix given to generateMembers. */
  prefix: string;
  /** How many members generateMembers made with that prefix. */
  members: number;
  messages: number;
  heavyConversations: number;
  longConversation?: number;
  perConversation?: number;
  /** Messages per INSERT statement. */
  batch?: number;
  onProgress?: (step: string) => void;
}

export interface GeneratedConversations {
  heavyMemberId: string;
  /** The heavy member's conversation with `${prefix}-2`, the longest one. */
  measuredConversationId: string;
  conversations: number;
  messages: number;
}

const TABLES = ['conversations', 'messages', 'interests'];
/**
 * The triggers that keep conversations.interest_accepted (migration 0022), off while the tables
 * fill: every generated pair has an accepted interest, and the conversations are written with it.
 * The one that keeps the members' unread counts (migration 0027) too: they are counted once at
 * the end (dm_unread_recount), not conversation by conversation.
 */
const TRIGGERS = [
  ['interests', 'interests_move_conversation'],
  ['conversations', 'conversations_interest_accepted'],
  ['conversations', 'conversations_move_unread'],
] as const;
const PHRASES = [
  'Hello! How was church today?',
  'Thank you for accepting my interest. I would love to know more about you.',
  'I grew up in Kochi and moved for work a few years ago.',
  'That sounds wonderful. Our youth group does something similar every summer.',
  'What do you enjoy doing on weekends?',
  'My parents would be happy to speak with yours whenever it suits them.',
  'I am a nurse, so my shifts change every week, but evenings usually work.',
  'Yes, I read that passage this morning as well. It has stayed with me all day.',
  'Good night, and God bless.',
  'Sorry for the late reply, it was a busy day at the office.',
  'I sing in the choir, mostly on Sundays and at weddings.',
  'Have a blessed week!',
];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** Drops the secondary indexes and foreign keys of TABLES and returns how to recreate them. */
async function dropSecondaryStructures(db: Database) {
  const tableList = sql.raw(TABLES.map((t) => `'${t}'`).join(', '));
  const indexes = await selectRows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in (${tableList})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))
        order by i.indexname`,
  );
  const foreignKeys = await selectRows<{ table: string; name: string; def: string }>(
    db,
    sql`select cl.relname as table, co.conname as name, pg_get_constraintdef(co.oid) as def
        from pg_constraint co join pg_class cl on cl.oid = co.conrelid
        where co.contype = 'f' and cl.relnamespace = current_schema()::regnamespace and cl.relname in (${tableList})
        order by co.conname`,
  );
  for (const fk of foreignKeys)
    await db.execute(sql.raw(`alter table ${quote(fk.table)} drop constraint ${quote(fk.name)}`));
  for (const index of indexes) await db.execute(sql.raw(`drop index ${quote(index.name)}`));
  for (const [table, trigger] of TRIGGERS)
    await db.execute(sql.raw(`alter table ${quote(table)} disable trigger ${quote(trigger)}`));
  return async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.def));
      for (const fk of foreignKeys)
        await tx.execute(sql.raw(`alter table ${quote(fk.table)} add constraint ${quote(fk.name)} ${fk.def}`));
      for (const [table, trigger] of TRIGGERS)
        await tx.execute(sql.raw(`alter table ${quote(table)} enable trigger ${quote(trigger)}`));
    });
  };
}

export async function generateConversations(db: Database, scale: ConversationScale): Promise<GeneratedConversations> {
  const { prefix, members, messages: total, heavyConversations: heavy } = scale;
  const perConversation = scale.perConversation ?? 9;
  const longConversation = scale.longConversation ?? 2_000;
  const batch = scale.batch ?? 1_000_000;
  const progress = scale.onProgress ?? (() => {});
  const others = members - 1; // members 2 … members pair among themselves
  if (heavy < 1 || heavy > members - 1) throw new Error(`heavyConversations must be 1 … ${members - 1}`);
  // Slots: each conversation has one, the measured one has `extra` more; message j goes to slot j % slots.
  const extra = Math.max(0, Math.round(longConversation / perConversation) - 1);
  const slots = Math.max(heavy + extra, Math.round(total / perConversation));
  const otherConversations = slots - heavy - extra;
  const maxOther = others * Math.floor((others - 1) / 2);
  if (otherConversations > maxOther)
    throw new Error(`${otherConversations} conversations do not fit between ${others} members (at most ${maxOther})`);

  const id = (g: SQL) => sql`(${prefix}::text || '-' || ${g})`;
  const heavyId = `${prefix}-1`;
  // Messages are spread from `start` to an hour ago; conversations were opened a bit before.
  const [clock] = await selectRows<{ start: string; step: number }>(
    db,
    sql`select (now() - interval '180 days')::text as start, extract(epoch from interval '180 days' - interval '1 hour') / ${int(Math.max(1, total))}::float8 as step`,
  );
  const start = sql`${clock!.start}::timestamptz`;
  const [before] = await selectRows<{ id: string }>(db, sql`select coalesce(max(id), 0)::text as id from messages`);
  const baseMessageId = sql.raw(String(BigInt(before!.id)));

  await db.execute(sql`drop table if exists generated_conversations, generated_conversation_slots`);
  await db.execute(sql`create unlogged table generated_conversations (
    n int primary key, conversation_id uuid not null default gen_random_uuid(),
    member_a text not null, member_b text not null, created_at timestamptz not null)`);
  await db.execute(sql`create unlogged table generated_conversation_slots (
    slot int primary key, conversation_id uuid not null, member_a text not null, member_b text not null)`);
  const restore = await dropSecondaryStructures(db);
  try {
    progress('conversations');
    // The heavy member's pairs (n < heavy), then the others: member 2 + i with 2 + (i + d) mod others.
    await db.execute(sql`insert into generated_conversations (n, member_a, member_b, created_at)
      select g - 2, least(${heavyId}::text, ${id(sql`g`)}), greatest(${heavyId}::text, ${id(sql`g`)}),
        ${start} - make_interval(days => 10, secs => g)
      from generate_series(2, ${int(heavy + 1)}) g`);
    if (otherConversations > 0)
      await db.execute(sql`insert into generated_conversations (n, member_a, member_b, created_at)
        select ${int(heavy)} + k, least(x.a, x.b), greatest(x.a, x.b), ${start} - make_interval(days => 10, secs => k)
        from generate_series(0, ${int(otherConversations - 1)}) k,
          lateral (select ${id(sql`2 + k % ${int(others)}`)} as a,
                          ${id(sql`2 + (k % ${int(others)} + 1 + k / ${int(others)}) % ${int(others)}`)} as b) x`);
    await db.execute(sql`insert into generated_conversation_slots (slot, conversation_id, member_a, member_b)
      select case when n = 0 then 0 when n < ${int(heavy)} then n else n + ${int(extra)} end,
        conversation_id, member_a, member_b from generated_conversations`);
    if (extra > 0)
      await db.execute(sql`insert into generated_conversation_slots (slot, conversation_id, member_a, member_b)
        select ${int(heavy)} + e, conversation_id, member_a, member_b
        from generated_conversations, generate_series(0, ${int(extra - 1)}) e where n = 0`);
    await db.execute(sql`analyze generated_conversations`);
    await db.execute(sql`analyze generated_conversation_slots`);

    progress('interests');
    await db.execute(sql`insert into interests (sender_id, receiver_id, status, created_at, updated_at, responded_at)
      select case when n % 2 = 0 then member_a else member_b end, case when n % 2 = 0 then member_b else member_a end,
        'accepted', created_at - interval '2 days', created_at, created_at
      from generated_conversations`);

    // Message j (0 … total - 1): slot j % slots, round j / slots; the sender alternates by round,
    // and the last round (the newest message of every slot) is unread in two slots of three.
    const phrases = sql.raw(`(array[${PHRASES.map((p) => `'${p.replace(/'/g, "''")}'`).join(',')}])`);
    for (let low = 0; low < total; low += batch) {
      const high = Math.min(total, low + batch) - 1;
      progress(`messages ${low.toLocaleString('en')} … ${high.toLocaleString('en')}`);
      await db.execute(sql`insert into messages (conversation_id, sender_id, body, flagged, created_at, read_at)
        select s.conversation_id,
          case when (j / ${int(slots)} + s.slot) % 2 = 0 then s.member_a else s.member_b end,
          ${phrases}[1 + (j * 7) % ${int(PHRASES.length)}],
          j % 997 = 0,
          ${start} + make_interval(secs => j * ${clock!.step}::float8),
          case when j >= ${int(total - slots)} and s.slot % 3 <> 2 then null
               else ${start} + make_interval(secs => j * ${clock!.step}::float8 + 300) end
        from generate_series(${int(low)}::bigint, ${int(high)}::bigint) j
        join generated_conversation_slots s on s.slot = (j % ${int(slots)})::int
        order by j`);
    }

    progress('conversations from their messages');
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`insert into conversations (id, member_a, member_b, created_at, last_activity_at, last_message_id,
          last_message_body, last_message_sender_id, unread_a, unread_b, interest_accepted)
        select c.conversation_id, c.member_a, c.member_b, c.created_at, coalesce(x.last_at, c.created_at), x.last_id,
          lm.body, lm.sender_id, coalesce(x.unread_a, 0), coalesce(x.unread_b, 0), true
        from generated_conversations c
        left join (
          select m.conversation_id, max(m.id) as last_id, max(m.created_at) as last_at,
            count(*) filter (where m.read_at is null and m.sender_id = g.member_b)::int as unread_a,
            count(*) filter (where m.read_at is null and m.sender_id = g.member_a)::int as unread_b
          from messages m join generated_conversations g on g.conversation_id = m.conversation_id
          where m.id > ${baseMessageId}
          group by m.conversation_id
        ) x on x.conversation_id = c.conversation_id
        left join messages lm on lm.id = x.last_id
        order by c.n`);
    });
  } finally {
    progress('indexes and foreign keys');
    await restore();
  }
  progress('unread counts');
  await db.execute(sql`select dm_unread_recount()`);
  const [measured] = await selectRows<{ id: string }>(
    db,
    sql`select conversation_id as id from generated_conversations where n = 0`,
  );
  await db.execute(sql`drop table generated_conversations, generated_conversation_slots`);
  progress('analyze');
  for (const table of TABLES) await db.execute(sql.raw(`analyze ${table}`));
  return {
    heavyMemberId: heavyId,
    measuredConversationId: measured!.id,
    conversations: heavy + otherConversations,
    messages: total,
  };
}
