import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { users, credentials, profiles, sessions } = schema;

export type AccountRow = typeof users.$inferSelect;
type Executor = Database | Transaction;

export interface NewMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  /** null: an account nobody can sign in to (demo members). */
  passwordHash: string | null;
}

export function createAccountsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
      return row?.count ?? 0;
    },

    async findById(id: string, executor: Executor = db): Promise<AccountRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string, executor: Executor = db): Promise<AccountRow | undefined> {
      const [row] = await executor
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row;
    },

    /** The member, the password credential (better-auth's account) and the empty profile, together. */
    async insertMember(tx: Transaction, member: NewMember) {
      await tx.insert(users).values({
        id: member.id,
        name: `${member.firstName} ${member.lastName}`,
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        countryCode: member.countryCode,
        phoneNumber: member.phoneNumber,
      });
      if (member.passwordHash !== null) {
        await tx.insert(credentials).values({
          id: crypto.randomUUID(),
          accountId: member.id,
          providerId: 'credential',
          userId: member.id,
          password: member.passwordHash,
        });
      }
      await tx.insert(profiles).values({ userId: member.id });
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>, executor: Executor = db) {
      const [row] = await executor
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setPassword(tx: Transaction, userId: string, passwordHash: string) {
      const updated = await tx
        .update(credentials)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(sql`${credentials.userId} = ${userId} and ${credentials.providerId} = 'credential'`)
        .returning({ id: credentials.id });
      if (updated.length === 0) {
        await tx.insert(credentials).values({
          id: crypto.randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: passwordHash,
        });
      }
    },

    async deleteSessions(userId: string, executor: Executor = db) {
      await executor.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
