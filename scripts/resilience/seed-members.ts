import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { generateMembers } from '#server/db/generate-members.ts';

export const SEED_PASSWORD = 'Faithful-Heart-42';

export interface SeedMember {
  id: string;
  email: string;
  premium: boolean;
  /** The session token cookie, when sessions were made with the server's secret. */
  sessionToken?: string;
}

/** A session row and its signed cookie value, signed by better-auth's own signer (as bench/sessions.ts does). */
async function session(userId: string, secret: string) {
  const token = randomBytes(24).toString('base64url');
  const signature = await makeSignature(token, secret);
  const row = { id: randomBytes(12).toString('hex'), token, userId, expiresAt: new Date(Date.now() + 86_400_000) };
  return { row, cookieValue: encodeURIComponent(`${token}.${signature}`) };
}

/**
 * Members written straight into a fresh database (migrated on opening; PostgreSQL or a PGlite
 * folder): the scale generator's members with complete profiles (server/modules/demo), each given
 * the same password (one argon2id hash) so that they sign in over HTTP like anyone else; every
 * second one premium.
 */
export async function seedMembers(
  target: { databaseUrl?: string; dataDir: string },
  count: number,
  options: { sessionSecret?: string } = {},
): Promise<SeedMember[]> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    await generateMembers(database.db, count, { prefix: 'load' });
    const hash = await hashPassword(SEED_PASSWORD);
    await database.db.execute(sql`
      insert into credentials (id, account_id, provider_id, user_id, password)
      select 'cred-' || id, id, 'credential', id, ${hash} from users`);
    await database.db.execute(sql`
      update users set membership_type = 'premium' where (substring(id from 6))::int % 2 = 0`);
    const members = await selectRows<SeedMember>(
      database.db,
      sql`select id, email, membership_type = 'premium' as premium from users order by id`,
    );
    const secret = options.sessionSecret;
    if (secret === undefined) return members;
    const sessions = await Promise.all(members.map((member) => session(member.id, secret)));
    await database.db.insert(schema.sessions).values(sessions.map((made) => made.row));
    return members.map((member, index) => ({ ...member, sessionToken: sessions[index]!.cookieValue }));
  } finally {
    await database.close();
  }
}
