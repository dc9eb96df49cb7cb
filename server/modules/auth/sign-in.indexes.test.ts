import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { registerMember, signIn } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Issue 46 (ADR 0064): registration and sign-in find a member by email through an index. better-auth
 * looks members up by `email = $1`, which the unique index on lower(email) cannot serve: every
 * sign-in scanned the whole table (about 65 ms of the database's CPU at 1M members). Each lookup
 * the two requests send is planned here as sent, with sequential scans priced out: a plan that
 * still scans "users" has no index to use.
 */

interface Statement {
  text: string;
  params: unknown[];
}

/** What the app sends through drizzle's driver (outside transactions) while `act` runs. */
async function recorded(database: DatabaseHandle, act: () => Promise<void>): Promise<Statement[]> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const statements: Statement[] = [];
  client.query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    statements.push(
      typeof first === 'string'
        ? { text: first, params: Array.isArray(second) ? second : [] }
        : { text: first.text, params: Array.isArray(second) ? second : (first.values ?? []) },
    );
    return Object.getPrototypeOf(client).query.apply(client, args) as Promise<unknown>;
  };
  try {
    await act();
  } finally {
    delete (client as Partial<typeof client>).query;
  }
  return statements;
}

/** The plan of `statement` with its parameters, sequential scans priced out. */
async function planOf(database: DatabaseHandle, statement: Statement): Promise<string> {
  const explain = `explain ${statement.text}`;
  if (database.kind === 'pglite') {
    const engine = (database.db as unknown as { $client: PGlite }).$client;
    return engine.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(explain, statement.params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query('begin');
    await connection.query('set local enable_seqscan = off');
    const { rows } = await connection.query<{ 'QUERY PLAN': string }>(explain, statement.params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await connection.query('rollback');
    connection.release();
  }
}

describe('registration and sign-in find a member by email through an index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('plans every lookup of a member by email without scanning every member', async () => {
    const statements = await recorded(t.database, async () => {
      const { body } = await registerMember(t.app);
      expect((await signIn(t.app, body.email, body.password)).statusCode).toBe(200);
    });
    const byEmail = statements.filter((statement) => /from "users" where .*"email"/.test(statement.text));
    // better-auth's own lookup is among them (without lower()), not only the accounts repository's.
    expect(byEmail.some((statement) => statement.text.includes('where "users"."email" = $1'))).toBe(true);
    for (const statement of byEmail) {
      const plan = await planOf(t.database, statement);
      expect(plan, statement.text).not.toMatch(/Seq Scan on users/);
    }
  });
});
