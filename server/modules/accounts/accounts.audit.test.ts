import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { registration, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(async () => {
  await t?.close();
});

/** Makes every insert of this audit action fail, as a crash between the change and its event would. */
async function refuseAuditOf(action: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$
      begin if new.action = '${action}' then raise exception 'audit refused'; end if; return new; end $$`),
  );
  await t.database.db.execute(sql`drop trigger if exists refuse_audit on audit_events`);
  await t.database.db.execute(
    sql`create trigger refuse_audit before insert on audit_events for each row execute function refuse_audit()`,
  );
}
const allowAudit = () => t.database.db.execute(sql`drop trigger if exists refuse_audit on audit_events`);

describe('a member change and its audit event are stored together (ADR 0019)', () => {
  it('stores no member when its registration event cannot be stored', async () => {
    await refuseAuditOf('member.registered');
    try {
      const body = registration();
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(response.statusCode).toBe(500);
      const rows = await selectRows(t.database.db, sql`select id from users where email = ${body.email}`);
      expect(rows).toHaveLength(0);
    } finally {
      await allowAudit();
    }
  });

  it('keeps the member active when the deactivation event cannot be stored', async () => {
    const { cookie, account } = await signedInMember(t.app);
    await refuseAuditOf('member.deactivated');
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/me/deactivate',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await allowAudit();
    }
    const [row] = await selectRows<{ account_status: string }>(
      t.database.db,
      sql`select account_status from users where id = ${account.id}`,
    );
    expect(row?.account_status).toBe('active');
  });
});
