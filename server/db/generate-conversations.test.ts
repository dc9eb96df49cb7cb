import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import { selectRows, type DatabaseHandle } from './database.ts';
import { generateConversations, type GeneratedConversations } from './generate-conversations.ts';
import { generateMembers } from './generate-members.ts';

let database: DatabaseHandle;
let generated: GeneratedConversations;
let indexesBefore: string[];
const count = async (query: ReturnType<typeof sql>) =>
  (await selectRows<{ n: number }>(database.db, query))[0]?.n ?? -1;
const indexes = async () =>
  (
    await selectRows<{ def: string }>(
      database.db,
      sql`select indexdef as def from pg_indexes
          where schemaname = current_schema() and tablename in ('conversations', 'messages', 'interests')
          union all
          select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
          where conrelid in ('conversations'::regclass, 'messages'::regclass, 'interests'::regclass)
          order by 1`,
    )
  ).map((row) => row.def);

beforeAll(async () => {
  database = await createTestDatabase();
  await generateMembers(database.db, 50, { prefix: 'conv' });
  indexesBefore = await indexes();
  generated = await generateConversations(database.db, {
    prefix: 'conv',
    members: 50,
    heavyConversations: 3,
    messages: 100,
    longConversation: 20,
    batch: 40,
  });
});
afterAll(async () => {
  await database?.close();
});

describe('generateConversations (scale data of issue 19)', () => {
  it('writes the asked number of messages, the heavy member’s conversations and the others', async () => {
    expect(await count(sql`select count(*)::int as n from messages`)).toBe(100);
    expect(generated.heavyMemberId).toBe('conv-1');
    expect(await count(sql`select count(*)::int as n from conversations where 'conv-1' in (member_a, member_b)`)).toBe(
      3,
    );
    expect(await count(sql`select count(*)::int as n from conversations`)).toBe(generated.conversations);
    expect(generated.conversations).toBeGreaterThan(3);
    // The measured conversation is the heavy member's longest.
    const [longest] = await selectRows<{ id: string; n: number }>(
      database.db,
      sql`select conversation_id as id, count(*)::int as n from messages group by 1 order by 2 desc limit 1`,
    );
    expect(longest?.id).toBe(generated.measuredConversationId);
    expect(longest?.n).toBeGreaterThanOrEqual(15);
  });

  it("keeps each conversation's unread counts, last message and activity time equal to its messages", async () => {
    const wrong = await selectRows<Record<string, unknown>>(
      database.db,
      sql`select c.id, c.unread_a, c.unread_b, c.last_message_id, x.*
          from conversations c left join (
            select m.conversation_id, max(m.id) as last_id,
              count(*) filter (where m.read_at is null and m.sender_id = cc.member_b)::int as ua,
              count(*) filter (where m.read_at is null and m.sender_id = cc.member_a)::int as ub
            from messages m join conversations cc on cc.id = m.conversation_id group by m.conversation_id
          ) x on x.conversation_id = c.id
          where x.conversation_id is null or c.unread_a <> x.ua or c.unread_b <> x.ub or c.last_message_id <> x.last_id
            or c.last_activity_at <> (select l.created_at from messages l where l.id = c.last_message_id)`,
    );
    expect(wrong).toEqual([]);
    // Some conversations have unread messages, and not every message is unread.
    expect(
      await count(sql`select count(*)::int as n from conversations where unread_a + unread_b > 0`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from messages where read_at is null`)).toBeLessThan(50);
    // Each member's unread count (issue 46) is the sum over their conversations with members they may see.
    expect(
      await count(sql`select count(*)::int as n from unread_counts u where u.messages <> coalesce((
        select sum(case when c.member_a = u.member_id then c.unread_a else c.unread_b end)
        from conversations c
        join users o on o.id = case when c.member_a = u.member_id then c.member_b else c.member_a end
        where (c.member_a = u.member_id or c.member_b = u.member_id)
          and o.account_status = 'active' and o.role = 'user' and not o.hidden_by_moderation
          and not exists (select 1 from blocks b where (b.blocker_id = u.member_id and b.blocked_id = o.id)
                                                   or (b.blocker_id = o.id and b.blocked_id = u.member_id))), 0)`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from unread_counts where messages > 0`)).toBeGreaterThan(0);
  });

  it('writes messages in time order, from one of the two members only', async () => {
    expect(
      await count(sql`select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
                      where m.sender_id not in (c.member_a, c.member_b)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from (
        select created_at < lag(created_at) over (order by id) as back from messages) t where back`),
    ).toBe(0);
    // Both members of a conversation write.
    expect(
      await count(sql`select count(*)::int as n from (
        select conversation_id from messages group by 1 having count(distinct sender_id) = 2) t`),
    ).toBe(generated.conversations);
  });

  it('gives every pair an accepted interest and keeps member_a < member_b, each pair once', async () => {
    expect(
      await count(sql`select count(*)::int as n from conversations c where not exists (
        select 1 from interests i where i.status = 'accepted'
          and ((i.sender_id = c.member_a and i.receiver_id = c.member_b) or (i.sender_id = c.member_b and i.receiver_id = c.member_a)))`),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from conversations where not member_a < member_b`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from conversations group by member_a, member_b having count(*) > 1) t`,
      ),
    ).toBe(0);
  });

  it('puts back every index and constraint it dropped, and leaves no work table', async () => {
    expect(await indexes()).toEqual(indexesBefore);
    expect(await count(sql`select count(*)::int as n from pg_class where relname like 'generated_conversation%'`)).toBe(
      0,
    );
  });
});
