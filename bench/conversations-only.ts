/**
 * `npx tsx bench/conversations-only.ts`: issue 19's conversations figures alone (bench/conversations.ts),
 * on a PostgreSQL database that is kept between runs. BENCH_DATABASE_URL names the server (as for
 * `npm run bench`); the database BENCH_CONVERSATIONS_DB (default dm_bench_conversations) is made,
 * migrated and filled with BENCH_PG_MEMBERS members and BENCH_PG_MESSAGES messages the first time,
 * and reused (migrated to the current schema) afterwards. Drop it by hand when done.
 * BENCH_POOL_SIZE: the servers' DATABASE_POOL_SIZE (4).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectPostgres, selectRows } from '#server/db/database.ts';
import type { GeneratedConversations } from '#server/db/generate-conversations.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { benchConversations, generate, printConversations } from './conversations.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
const name = process.env.BENCH_CONVERSATIONS_DB ?? 'dm_bench_conversations';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBERS = Number(process.env.BENCH_PG_MEMBERS ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_PG_MESSAGES ?? 10_000_000);
const progress = (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = connectPostgres(url.toString());
try {
  await database.migrate();
  await database.db.execute(sql`create table if not exists bench_generated (
    prefix text not null, members int not null, messages bigint not null, seconds float8 not null, result jsonb)`);
  let [stored] = await selectRows<{
    prefix: string;
    members: number;
    messages: string;
    seconds: number;
    result: GeneratedConversations | null;
  }>(database.db, sql`select * from bench_generated`);
  if (stored && (stored.members !== MEMBERS || Number(stored.messages) !== MESSAGES || !stored.result))
    throw new Error(`${name} holds another scale (or an unfinished generation): drop it first`);
  if (!stored) {
    const prefix = `b${Date.now().toString(36)}`;
    const started = performance.now();
    progress(`members: ${MEMBERS}`);
    await generateMembers(database.db, MEMBERS, { prefix });
    await database.db.execute(sql`vacuum analyze`);
    const generated = await generate(
      database,
      { prefix, members: MEMBERS, messages: MESSAGES, heavyConversations: Math.min(6_000, MEMBERS - 1) },
      progress,
    );
    const seconds = (performance.now() - started) / 1000;
    await database.db.execute(
      sql`insert into bench_generated values (${prefix}, ${MEMBERS}, ${MESSAGES}, ${seconds}, ${JSON.stringify(generated.conversations)}::jsonb)`,
    );
    [stored] = await selectRows(database.db, sql`select * from bench_generated`);
  }
  const { prefix, seconds, result } = stored!;
  const figures = await benchConversations({
    database,
    url: url.toString(),
    prefix,
    members: MEMBERS,
    messages: MESSAGES,
    seconds: SECONDS,
    connections: 50,
    poolSize: Number(process.env.BENCH_POOL_SIZE ?? 4),
    onProgress: progress,
    generated: { conversations: result!, seconds },
  });
  printConversations(figures);
} finally {
  await database.close();
}
