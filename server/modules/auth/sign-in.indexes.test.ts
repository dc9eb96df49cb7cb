import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/database.ts';
import { registerMember, signIn } from '#server/test/members.ts';
import { recordedStatements, type Statement } from '#server/test/recorded-statements.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Issue 46 (ADR 0064): registration and sign-in find a member by email through an index. better-auth
 * looks members up by `email = $1`, which the unique index on lower(email) cannot serve: every
 * sign-in scanned the whole table (about 65 ms of the database's CPU at 1M members). Each lookup
 * the two requests send is planned here as sent, with sequential scans priced out: a plan that
 * still scans "users" has no index to use.
 */

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
    const statements = await recordedStatements(t.database, async () => {
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
