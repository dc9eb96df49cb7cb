import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#shared/enums.ts';
import type { AdminUserFilter } from '#shared/schemas/admin.ts';
import type { Database, Executor, Transaction } from '#server/db/database.ts';
import type { AccountRow } from '#server/db/rows.ts';
import { schema } from '#server/db/schema.ts';
import { moderationMode } from '#server/db/visibility.ts';

const { users, credentials, profiles, sessions } = schema;

export interface NewMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  phoneNumber: string;
  /** null: an account nobody can sign in to (demo members). */
  passwordHash: string | null;
  /** D34: when the terms and the privacy policy were accepted (registration). */
  termsAcceptedAt?: Date;
  /** D37: the language registration was made in (the profile's default, English, without one). */
  language?: Language;
  /** D45: a relative's account (never shown to members, refused their routes). */
  relativeAccount?: boolean;
  /** The address proved already (D45: the relative opened the invitation sent to it). */
  emailVerified?: boolean;
}

export function createAccountsRepository(db: Database) {
  return {
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
        termsAcceptedAt: member.termsAcceptedAt ?? null,
        relativeAccount: member.relativeAccount ?? false,
        emailVerified: member.emailVerified ?? false,
        // D31: a new profile waits for review; in "review before publishing" it is hidden until approved.
        hiddenByModeration: sql`${moderationMode} = 'before'`,
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
      await tx
        .insert(profiles)
        .values({ userId: member.id, ...(member.language ? { language: member.language } : {}) });
    },

    /** D37: the member's language (on their profile row, the admin record's `language`). */
    async language(id: string): Promise<Language | undefined> {
      const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, id));
      return row?.language;
    },

    async setLanguage(id: string, language: Language) {
      await db.update(profiles).set({ language }).where(eq(profiles.userId, id));
    },

    async update(id: string, values: Partial<typeof users.$inferInsert>, executor: Executor = db) {
      const [row] = await executor
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * D41: the granted terms ending within the reminder window, each claimed once (the mark and
     * the claim are one statement, so two instances never remind twice).
     */
    async claimPremiumReminders(now: Date, until: Date, executor: Executor = db) {
      return executor
        .update(users)
        .set({ premiumReminderSentAt: now })
        .where(
          and(
            eq(users.membershipType, 'premium'),
            isNull(users.premiumReminderSentAt),
            gt(users.premiumUntil, now),
            lte(users.premiumUntil, until),
          ),
        )
        .returning({ id: users.id, premiumUntil: users.premiumUntil });
    },

    /** D41: the granted terms that ended go back to Free, downgraded by the system (no admin). */
    async endPremiumTerms(now: Date, executor: Executor = db) {
      return executor
        .update(users)
        .set({
          membershipType: 'free',
          downgradedAt: now,
          downgradedById: null,
          premiumUntil: null,
          premiumReminderSentAt: null,
          updatedAt: now,
        })
        .where(and(eq(users.membershipType, 'premium'), lte(users.premiumUntil, now)))
        .returning({ id: users.id });
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

    /** The admin's user list (spec §2): contains on name or email, or an id prefix; newest first. */
    async search(query: { q?: string | undefined; filter: AdminUserFilter; page: number; pageSize: number }) {
      const where = and(searchCondition(query.q), FILTERS[query.filter]);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({
            all: sql<number>`count(*)::int`,
            active: sql<number>`(count(*) filter (where ${FILTERS.active}))::int`,
            deactivated: sql<number>`(count(*) filter (where ${FILTERS.deactivated}))::int`,
            premium: sql<number>`(count(*) filter (where ${FILTERS.premium}))::int`,
            free: sql<number>`(count(*) filter (where ${FILTERS.free}))::int`,
          })
          .from(users)
          .where(searchCondition(query.q)),
      ]);
      const counts = totals ?? { all: 0, active: 0, deactivated: 0, premium: 0, free: 0 };
      return { rows, counts, total: counts[query.filter] };
    },

    /** Spec §9 (D20): the account figures, counted by the database. */
    async statistics(since: Date) {
      const [row] = await db
        .select({
          totalUsers: sql<number>`count(*)::int`,
          activeUsers: sql<number>`(count(*) filter (where ${users.accountStatus} = 'active'))::int`,
          freeUsers: sql<number>`(count(*) filter (where ${users.accountStatus} = 'active' and ${users.membershipType} = 'free'))::int`,
          premiumUsers: sql<number>`(count(*) filter (where ${users.accountStatus} = 'active' and ${users.membershipType} = 'premium'))::int`,
          todayRegistrations: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
        })
        .from(users);
      return row ?? { totalUsers: 0, activeUsers: 0, freeUsers: 0, premiumUsers: 0, todayRegistrations: 0 };
    },

    /** Registrations per UTC day since `start` (days without any are absent). */
    async registrationsByDay(start: Date) {
      const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(users)
        .where(gte(users.createdAt, start))
        .groupBy(day);
    },

    /**
     * D22: the account and everything of theirs goes in one statement (foreign keys cascade to
     * credentials, sessions, profile, photos, interests, shortlists, blocks, reveals and views;
     * reports and audit events keep their rows with the id set to null).
     */
    async delete(id: string, executor: Executor = db): Promise<boolean> {
      const deleted = await executor.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },

    /** D42: no account is told it will be deleted any more (data retention's period changed). */
    async clearRetentionNotices(executor: Executor) {
      await executor.update(users).set({ retentionNoticeAt: null }).where(isNotNull(users.retentionNoticeAt));
    },

    /** Names for ids (the admin's activity log and reports); absent ids were deleted. */
    async namesByIds(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || row.email]));
    },
  };
}

/** Spec §2 filter select; deactivated per §4 (accountStatus is the one flag, D5). */
const FILTERS: Record<AdminUserFilter, SQL | undefined> = {
  all: undefined,
  active: sql`${users.accountStatus} = 'active'`,
  deactivated: sql`${users.accountStatus} = 'deactivated'`,
  premium: sql`${users.membershipType} = 'premium'`,
  free: sql`${users.membershipType} = 'free'`,
};

function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${escaped.toLowerCase()}%`;
  return or(
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${contains}`,
    sql`lower(${users.email}) like ${contains}`,
    sql`${users.id} like ${`${escaped}%`}`,
  );
}
