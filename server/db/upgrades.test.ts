import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/lib/passwords.ts';
import { createEarlierSchemas, migrationJournal, type EarlierSchemas } from '#server/test/earlier-schemas.ts';
import { EARLIER, fillEarlierSchema } from '#server/test/earlier-rows.ts';
import { cookieHeader, signIn, turnOnTwoFactor } from '#server/test/members.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { testDatabaseKind } from '#server/test/test-database.ts';
import { selectRows, type Database, type DatabaseHandle } from './database.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/**
 * Issue 49, ADR 0050: upgrades keep every row. A database at the schema of an earlier commit, the
 * last one before each of the last six migrations landed, with a row in every table, is upgraded
 * to the current schema by the very migrator the server runs at start-up; every row is still
 * there, unchanged in every column it had, and readable through the API.
 *
 * The earlier schema is the first N migrations of today's folder, not a checkout of history (CI
 * may clone shallowly): that is the same database the earlier commit made only because a landed
 * migration is never edited. The first test holds that rule; the commits and files compared when
 * this test was written are listed in ADR 0050.
 */

const journal = migrationJournal();
/** The schemas upgraded from: before each of the last six migrations (counts of migrations applied). */
const EARLIER_VERSIONS = Array.from({ length: 6 }, (_, i) => journal.length - 6 + i);

/**
 * The first 16 hex digits of each landed migration's SHA-256 (what drizzle records as its hash).
 * A database that applied a migration never applies it again: an edit would reach new databases
 * alone, so a change is a new migration. A new migration adds its line here when it lands.
 */
const LANDED: Record<string, string> = {
  '0000_extensions': 'b5d9aa7e50320e93',
  '0001_initial_schema': '3ef1c1f3b3024ac6',
  '0002_discovery_indexes': '165b64026975d60e',
  '0003_contains_filter_indexes': 'cf4084fb41912b72',
  '0004_admin_search_indexes': 'e49cf63d1dc48cd2',
  '0005_account_change_notices': 'd696090fd34ef302',
  '0006_discovery_walks_profiles': '8b6a750f631b57a9',
  '0007_conversations': 'd20f4db28ec2d40e',
  '0008_one_open_report_per_pair': 'da6639ee0c6ca2e4',
  '0009_notifications': '701e045988165eae',
  '0010_looking_for': '6f8e5f8dcd91e44d',
  '0011_partner_church': '8190f756eb4122a2',
  '0012_recommendations': '470f7f6cc2509b6c',
  '0013_audience_order': 'eab2f375f0c7c16f',
  '0014_audience_statistics': '54e782baef6d1a5a',
  '0015_photo_visibility': '1e203419782fa1ef',
  '0016_terms_acceptance': 'fd91dcf1f8c5c432',
  '0017_data_exports': 'd20a9688e7ed54eb',
  '0018_two_factor': 'b685809692ba7575',
  '0019_church_directory': '3c3548d242d95336',
  '0020_endorsements': '817321127845f9d0',
  '0021_moderation': 'f74344e1a6283fc8',
  '0022_inbox_reads_the_conversation': '2f9fd4ad2ea31f9d',
  '0023_match_moments': '71e5ecf725f21193',
  '0024_church_office': 'c63af3036e8240c7',
  '0025_session_policy_and_retention': 'c92cbf44a0b87498',
  '0026_pastor_proposals': 'd1f698f6100ad51f',
  '0027_unread_counts': 'ea567ad989f6ea2f',
  '0028_bell_unread_counts': '264eee75140d0c58',
  '0029_photo_verification_church_sign_in_backups': '082965261c24e46f',
  '0030_calls': '233da96afcf9d9c7',
  '0031_family': '3749f92c4654c914',
  '0032_chaperone': '570eec21a1630d7b',
  '0033_family_drafts_suggestions': 'b87aae961fb8b457',
  '0034_users_email_index': '25c83a5d13a159da',
};

/**
 * What an upgrade adds to a table the earlier schema did not have: nothing, but for the backfills
 * a migration documents. 0027 gives every member their unread count's row.
 */
const BACKFILLED: Record<string, (users: number) => number> = {
  unread_counts: (users) => users,
};

interface TableDigest {
  rows: number;
  /** The MD5 of the rows' JSON over `columns`, sorted: any changed, lost or added row changes it. */
  digest: string;
  columns: string[];
}

async function tableNames(db: Database): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Each table's rows, over the given columns (or all it has now). */
async function digests(db: Database, columnsOf: Record<string, string[]> = {}): Promise<Record<string, TableDigest>> {
  const result: Record<string, TableDigest> = {};
  for (const table of await tableNames(db)) {
    const columns =
      columnsOf[table] ??
      (
        await selectRows<{ name: string }>(
          db,
          sql`select column_name as name from information_schema.columns
              where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
        )
      ).map((row) => row.name);
    const [summary] = await selectRows<{ rows: number; digest: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(line, E'\n' order by line)) as digest from (
            select (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(t))
                    where key = any(${sql.raw(`array[${columns.map((c) => `'${c}'`).join(', ')}]::text[]`)}))::text as line
            from ${sql.identifier(table)} t) lines`,
    );
    result[table] = { rows: summary!.rows, digest: summary!.digest ?? '', columns };
  }
  return result;
}

describe('landed migrations', () => {
  it('are never edited: each file is the one every earlier database applied (ADR 0050)', () => {
    const files = Object.fromEntries(
      journal.map(({ tag }) => [
        tag,
        createHash('sha256')
          .update(fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`)))
          .digest('hex')
          .slice(0, 16),
      ]),
    );
    expect(files).toEqual(LANDED);
  });
});

describe(`upgrades from earlier schemas on ${testDatabaseKind}`, () => {
  let schemas: EarlierSchemas;
  let passwordHash: string;
  beforeAll(async () => {
    schemas = await createEarlierSchemas(EARLIER_VERSIONS);
    passwordHash = await hashPassword(EARLIER.password, 'test');
  });
  afterAll(async () => {
    await schemas?.close();
  });

  it.each(EARLIER_VERSIONS.map((count) => [journal[count]!.tag, count] as const))(
    'keeps every row of the schema before %s',
    async (_tag, count) => {
      const database = await schemas.open(count);
      await fillEarlierSchema(database.db, count, passwordHash);
      const before = await digests(database.db);
      // Every table of that version has rows: a table added later cannot be forgotten here.
      expect(Object.keys(before).filter((table) => before[table]!.rows === 0)).toEqual([]);

      await database.migrate();
      const after = await digests(
        database.db,
        Object.fromEntries(Object.entries(before).map(([table, digest]) => [table, digest.columns])),
      );
      for (const [table, digest] of Object.entries(before)) {
        expect({ table, rows: after[table]?.rows, digest: after[table]?.digest }).toEqual({
          table,
          rows: digest.rows,
          digest: digest.digest,
        });
      }
      const users = before['users']!.rows;
      const added = Object.keys(after).filter((table) => !(table in before));
      expect(Object.fromEntries(added.map((table) => [table, after[table]!.rows]))).toEqual(
        Object.fromEntries(added.map((table) => [table, BACKFILLED[table]?.(users) ?? 0])),
      );
      const [recorded] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(recorded!.n).toBe(journal.length);

      await readThroughTheApi(database, count);
    },
  );
});

/** A session cookie as better-auth signs it (HMAC-SHA256 of the token, base64), for a session row of the fill. */
function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `dm.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The rows of the fill as members and the admin see them, through the routes of today's app. */
async function readThroughTheApi(database: DatabaseHandle, count: number) {
  const testApp = await createTestApp({}, { database });
  const { app } = testApp;
  try {
    const get = async (url: string, cookie: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      return response.json() as unknown;
    };

    // Daniel signed in before the upgrade and still is.
    const daniel = sessionCookie(EARLIER.daniel.sessionToken, testApp.authSecret);
    expect(await get('/api/auth/session', daniel)).toMatchObject({ account: { id: EARLIER.daniel.id } });

    // Grace signs in with the password she set before it.
    const signedIn = await signIn(app, EARLIER.grace.email, EARLIER.password);
    expect(signedIn.statusCode).toBe(200);
    const grace = cookieHeader(signedIn);
    expect(await get('/api/profiles/me', grace)).toMatchObject({
      firstName: 'Grace',
      church: "St. Mary's Upgrade Church",
      profileSummary: 'Grace, written before the upgrade.',
    });
    expect(await get('/api/conversations', grace)).toMatchObject({
      conversations: [
        {
          id: EARLIER.conversationId,
          member: { id: EARLIER.daniel.id },
          // Before 0022 the body was only in messages: the migration's backfill copied it.
          lastMessage: { body: 'Shalom Grace, how is Kochi?', fromMe: false },
          unreadCount: 1,
        },
      ],
    });
    // 0027's backfill: her unread count's row.
    expect(await get('/api/conversations/unread', grace)).toEqual({ unread: 1 });
    expect(await get('/api/notifications', grace)).toMatchObject({
      notifications: [{ kind: 'message', title: 'New message from Daniel', read: false }],
    });
    expect(await get('/api/interests/sent', grace)).toMatchObject({
      interests: [{ status: 'accepted', receiver: { id: EARLIER.daniel.id, city: 'Kochi' } }],
    });
    // The match's moment, from the schema that has them (0023, no backfill) on.
    const moments = (await get('/api/interests/matches', grace)) as { moments: { partner: { id: string } }[] };
    expect(moments.moments.map((moment) => moment.partner.id)).toEqual(count > 23 ? [EARLIER.daniel.id] : []);

    // The admin lists every member, the demo community's too.
    const adminSignIn = await signIn(app, EARLIER.admin.email, EARLIER.password);
    expect(adminSignIn.statusCode).toBe(200);
    const admin = cookieHeader(adminSignIn);
    await turnOnTwoFactor(app, admin, EARLIER.password);
    const { users } = (await get('/api/admin/users', admin)) as { users: { id: string }[] };
    expect(users.map((user) => user.id).sort()).toEqual(
      [
        EARLIER.grace.id,
        EARLIER.daniel.id,
        EARLIER.admin.id,
        ...(count > 31 ? [EARLIER.brother.id] : []),
        ...Array.from({ length: EARLIER.demoMembers }, (_, i) => `demo-${i + 1}`),
      ].sort(),
    );
  } finally {
    await testApp.close();
  }
}
