import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { generateMembers } from '#server/db/generate-members.ts';
import { seedProfile } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { testDatabaseKind } from '#server/test/test-database.ts';
import { discoveryQuerySchema } from '#shared/schemas/discovery.ts';
import { createDiscoveryRepository } from './discovery.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("discovery's walk over profiles (ADR 0012)", () => {
  it("copies every member's users.created_at to the profile, however the member was inserted", async () => {
    await seedProfile(t.app);
    await generateMembers(t.database.db, 40, { prefix: 'order' });
    await t.database.db
      .execute(sql`insert into users (id, name, email, first_name, last_name, country_code, phone_number, created_at)
      values ('by-hand', 'By Hand', 'by.hand@example.org', 'By', 'Hand', '+91', '9000000001', '2001-02-03T04:05:06Z')`);
    await t.database.db.execute(sql`insert into profiles (user_id, member_created_at) values ('by-hand', now())`);
    const [row] = await selectRows<{ members: number; differing: number }>(
      t.database.db,
      sql`select count(*)::int as members, count(*) filter (where p.member_created_at <> u.created_at)::int as differing
          from users u join profiles p on p.user_id = u.id`,
    );
    expect(row?.members).toBeGreaterThanOrEqual(42);
    expect(row?.differing).toBe(0);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'reuses the plan of a prepared page shape instead of planning every page afresh',
    async () => {
      const viewer = await seedProfile(t.app);
      // Enough members that a plan priced for 10% of the table (an unknown LIMIT) loses to planning.
      await generateMembers(t.database.db, 5_000, { prefix: 'plans' });
      await t.database.db.execute(sql`analyze`);
      const repository = createDiscoveryRepository(t.database.db);
      const filters = discoveryQuerySchema.parse({ gender: 'Female' });
      // Sequential pages run on one pooled connection (the pool hands back the last idle one).
      for (let page = 0; page < 12; page++) await repository.page(viewer, filters, null, undefined, 25, new Date());
      const statements = await selectRows<{ generic: number }>(
        t.database.db,
        sql`select coalesce(sum(generic_plans), 0)::int as generic from pg_prepared_statements where name like 'discovery_%'`,
      );
      expect(statements[0]?.generic).toBeGreaterThan(0);
    },
  );
});
