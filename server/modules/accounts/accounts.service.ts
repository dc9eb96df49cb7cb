import type { Language } from '#shared/enums.ts';
import type { Member } from '#server/lib/member.ts';
import { UnauthorizedError } from '#server/lib/errors.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import type { AccountRow } from '#server/db/rows.ts';
import { createAccountsRepository, type NewMember } from './accounts.repository.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Who may open a session: active members, and those who deactivated themselves (D9). */
export type SignInState = 'active' | 'self-deactivated' | 'admin-deactivated';

export function signInStateOf(account: Pick<AccountRow, 'accountStatus' | 'deactivatedBy'>): SignInState {
  if (account.accountStatus === 'active') return 'active';
  return account.deactivatedBy === 'self' ? 'self-deactivated' : 'admin-deactivated';
}

/**
 * D42's data retention: an account active again is no longer told it will be deleted, so a later
 * deactivation starts over (every path that reactivates spreads this).
 */
const NO_RETENTION_NOTICE = { retentionNoticeAt: null };

export function createAccountsService(deps: { db: Database; audit: AuditService; publish: Publish }) {
  const { db, audit, publish } = deps;
  const repository = createAccountsRepository(db);
  return {
    findById: (id: string) => repository.findById(id),

    /** The caller's own account (spec: the signed-in account); gone only if deleted this instant. */
    async own(member: Member) {
      const account = await repository.findById(member.id);
      if (!account) throw new UnauthorizedError();
      return account;
    },
    /** D37: the member's language, and their choice of it (a preference: not audited). */
    language: async (member: Pick<Member, 'id'>): Promise<Language> => (await repository.language(member.id)) ?? 'en',
    async setLanguage(member: Member, language: Language): Promise<Language> {
      await repository.setLanguage(member.id, language);
      return language;
    },
    count: () => repository.count(),
    findByEmail: (email: string) => repository.findByEmail(email),

    /**
     * Registration's write: member, credential, profile and its audit event in one transaction; in
     * the caller's transaction when given one (D45: a relative's acceptance), whose caller then tells
     * the admins' pages after its commit (`announceNewAccount`).
     */
    async createMember(member: NewMember, context: AuditContext, within?: Transaction) {
      const create = async (tx: Transaction) => {
        await repository.insertMember(tx, member);
        await audit.record(
          { ...context, actorId: member.id, action: 'member.registered', subjectUserId: member.id },
          tx,
        );
      };
      if (within) return await create(within);
      await db.transaction(create);
      await publish({ topic: 'admin', admins: true });
    },

    async announceNewAccount() {
      await publish({ topic: 'admin', admins: true });
    },

    /** D9: the member deactivates; hidden at once and every session ends. */
    async deactivateSelf(id: string, context: AuditContext) {
      await db.transaction(async (tx) => {
        await repository.update(
          id,
          { accountStatus: 'deactivated', deactivatedAt: new Date(), deactivatedBy: 'self', deactivatedById: id },
          tx,
        );
        await repository.deleteSessions(id, tx);
        await audit.record(
          { ...context, actorId: id, action: 'member.deactivated', subjectUserId: id, detail: { by: 'self' } },
          tx,
        );
      });
      await publish({ topic: 'session-check', to: [id], admins: true });
    },

    /** D9: signing in again reactivates a member who deactivated themselves. */
    async reactivateSelf(id: string, context: AuditContext) {
      await db.transaction(async (tx) => {
        await repository.update(
          id,
          {
            accountStatus: 'active',
            deactivatedAt: null,
            deactivatedBy: null,
            deactivatedById: null,
            reactivatedAt: new Date(),
            reactivatedById: id,
            ...NO_RETENTION_NOTICE,
          },
          tx,
        );
        await audit.record(
          { ...context, actorId: id, action: 'member.reactivated', subjectUserId: id, detail: { by: 'self' } },
          tx,
        );
      });
    },

    /** D35: a new address confirmed through the link sent to it. */
    async markEmailVerified(id: string) {
      await repository.update(id, { emailVerified: true });
    },

    /** The admin panel's role edit (D6) and test fixtures. */
    async setRole(id: string, role: 'user' | 'moderator' | 'admin' | 'super_admin') {
      await repository.update(id, { role });
    },

    /** Demo data and (later) the admin panel: free ↔ premium. */
    async setMembership(id: string, membershipType: 'free' | 'premium') {
      await repository.update(id, {
        membershipType,
        ...(membershipType === 'premium' ? { upgradedAt: new Date() } : { downgradedAt: new Date() }),
      });
    },

    /** `npm run admin:create`: a new super admin, or an existing account promoted. */
    async makeSuperAdmin(input: { existing?: AccountRow; member: NewMember; setPassword: boolean }) {
      const id = input.existing?.id ?? input.member.id;
      await db.transaction(async (tx) => {
        if (!input.existing) await repository.insertMember(tx, input.member);
        else if (input.setPassword && input.member.passwordHash)
          await repository.setPassword(tx, id, input.member.passwordHash);
        await repository.update(
          id,
          {
            role: 'super_admin',
            emailVerified: true,
            accountStatus: 'active',
            deactivatedBy: null,
            ...NO_RETENTION_NOTICE,
          },
          tx,
        );
      });
      await audit.record({
        action: 'admin.super_admin_created',
        subjectUserId: id,
        detail: { promoted: Boolean(input.existing) },
      });
      return id;
    },

    // The admin panel's reads and moves (spec §2, §4, §9; D20, D22). The admin service audits them.
    search: (query: Parameters<typeof repository.search>[0]) => repository.search(query),
    statistics: (since: Date) => repository.statistics(since),
    registrationsByDay: (start: Date) => repository.registrationsByDay(start),
    namesByIds: (ids: string[]) => repository.namesByIds(ids),

    /** Spec §4: deactivated by an admin; every session ends at once (D8), sign-in is refused (D9). */
    async deactivateByAdmin(id: string, adminId: string) {
      return db.transaction(async (tx) => {
        const row = await repository.update(
          id,
          { accountStatus: 'deactivated', deactivatedAt: new Date(), deactivatedBy: 'admin', deactivatedById: adminId },
          tx,
        );
        await repository.deleteSessions(id, tx);
        return row;
      });
    },

    async activateByAdmin(id: string, adminId: string) {
      return repository.update(id, {
        accountStatus: 'active',
        deactivatedBy: null,
        reactivatedAt: new Date(),
        reactivatedById: adminId,
        ...NO_RETENTION_NOTICE,
      });
    },

    /**
     * Spec §4: free ↔ premium, recording the admin; rights follow on the member's next request.
     * D41: the Manage modal's Upgrade is until revoked and its Downgrade ends any granted term, so
     * both clear the term's end and its reminder.
     */
    async setMembershipByAdmin(id: string, membershipType: 'free' | 'premium', adminId: string) {
      const now = new Date();
      const term = { premiumUntil: null, premiumReminderSentAt: null };
      return repository.update(
        id,
        membershipType === 'premium'
          ? { membershipType, upgradedAt: now, upgradedById: adminId, ...term }
          : { membershipType, downgradedAt: now, downgradedById: adminId, ...term },
      );
    },

    /** D41: the church office grants Premium until `premiumUntil` (null: until revoked). */
    grantPremium: (id: string, adminId: string, premiumUntil: Date | null, now: Date, tx: Transaction) =>
      repository.update(
        id,
        {
          membershipType: 'premium',
          upgradedAt: now,
          upgradedById: adminId,
          premiumUntil,
          premiumReminderSentAt: null,
        },
        tx,
      ),
    claimPremiumReminders: (now: Date, until: Date, tx: Transaction) =>
      repository.claimPremiumReminders(now, until, tx),
    endPremiumTerms: (now: Date, tx: Transaction) => repository.endPremiumTerms(now, tx),

    /**
     * D22: the account and every row of theirs, in one statement (see the repository); in the
     * caller's transaction when given (data retention's deletion, D42).
     */
    deleteAccount: (id: string, tx?: Transaction) => repository.delete(id, tx),

    /** D42: a new retention period (or none) starts every notice over (the settings' change). */
    clearRetentionNotices: (tx: Transaction) => repository.clearRetentionNotices(tx),
  };
}
