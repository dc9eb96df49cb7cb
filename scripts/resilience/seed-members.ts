import { sql } from 'drizzle-orm';
import { connectPostgres, selectRows } from '#server/db/database.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { generateMembers } from '#server/modules/demo/demo.repository.ts';

export const LOAD_PASSWORD = 'Faithful-Heart-42';

export interface LoadMember {
  id: string;
  email: string;
  premium: boolean;
}

/**
 * The load run's members, written straight into the fresh database: migrations, then the scale
 * generator's members with complete profiles (server/modules/demo), each given the same password
 * (one argon2id hash) so that they sign in over HTTP like anyone else; every second one premium.
 */
export async function createLoadMembers(url: string, count: number): Promise<LoadMember[]> {
  const database = connectPostgres(url, { max: 2 });
  try {
    await database.migrate();
    await generateMembers(database.db, count, { prefix: 'load' });
    const hash = await hashPassword(LOAD_PASSWORD);
    await database.db.execute(sql`
      insert into credentials (id, account_id, provider_id, user_id, password)
      select 'cred-' || id, id, 'credential', id, ${hash} from users`);
    await database.db.execute(sql`
      update users set membership_type = 'premium' where (substring(id from 6))::int % 2 = 0`);
    return await selectRows<LoadMember>(
      database.db,
      sql`select id, email, membership_type = 'premium' as premium from users order by id`,
    );
  } finally {
    await database.close();
  }
}
