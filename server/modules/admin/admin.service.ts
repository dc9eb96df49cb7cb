import {
  adminMessages,
  type AdminEndorsement,
  type AdminAnalytics,
  type AdminStats,
  type AdminUserAction,
  type AdminUserDetail,
  type AdminUserEditParsed,
  type AdminUserFilter,
  type AdminUsersPage,
} from '#shared/schemas/admin.ts';
import { fillDays, utcMidnight } from '#shared/days.ts';
import type { ReportStatus } from '#shared/enums.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import { storedValues } from '#shared/profile-fields.ts';
import { assertMayActOn, assertMayEdit } from './admin.policy.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditAction, AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { ConversationsService } from '#server/modules/conversations/conversations.service.ts';
import type { EndorsementsService } from '#server/modules/endorsements/endorsements.service.ts';
import type { ContactService } from '#server/modules/contact/contact.service.ts';
import type { InterestsService } from '#server/modules/interests/interests.service.ts';
import type { MemberDataService } from '#server/modules/member-data/member-data.service.ts';
import type { TwoFactorService } from '#server/modules/auth/two-factor.service.ts';
import { twoFactorMessages } from '#shared/schemas/two-factor.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import type { ProfilesService } from '#server/modules/profiles/profiles.service.ts';
import type { ReportsService } from '#server/modules/reports/reports.service.ts';
import { presentContactMessage, presentReport, presentUserDetail, presentUserRow } from './admin.presenter.ts';

export type AdminService = ReturnType<typeof createAdminService>;

/** Days the analytics charts cover (D20). */
export const ANALYTICS_DAYS = 30;

/** D6: the panel and its API answer the exact role super_admin, nobody else. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Spec §4 admin moves: what each does, how it is audited (D21) and what the panel says (§8). */
const ADMIN_ACTIONS = {
  activate: {
    move: (accounts: AccountsService, id: string, adminId: string) => accounts.activateByAdmin(id, adminId),
    audited: 'admin.user_activated',
    message: adminMessages.activated,
  },
  deactivate: {
    move: (accounts: AccountsService, id: string, adminId: string) => accounts.deactivateByAdmin(id, adminId),
    audited: 'admin.user_deactivated',
    message: adminMessages.deactivated,
  },
  upgrade: {
    move: (accounts: AccountsService, id: string, adminId: string) =>
      accounts.setMembershipByAdmin(id, 'premium', adminId),
    audited: 'admin.user_upgraded',
    message: adminMessages.upgraded,
  },
  downgrade: {
    move: (accounts: AccountsService, id: string, adminId: string) =>
      accounts.setMembershipByAdmin(id, 'free', adminId),
    audited: 'admin.user_downgraded',
    message: adminMessages.downgraded,
  },
} as const satisfies Record<AdminUserAction, { move: unknown; audited: AuditAction; message: string }>;

/**
 * The Super Admin Panel (spec §2, §4, §9; D20–D23): every figure counted by the database, every
 * action recorded with its admin and written to the audit log (D21).
 */
export function createAdminService(deps: {
  accounts: AccountsService;
  profiles: ProfilesService;
  photos: PhotosService;
  interests: InterestsService;
  reports: ReportsService;
  contact: ContactService;
  conversations: ConversationsService;
  audit: AuditService;
  notifications: NotificationsService;
  /** D34: a deleted member's data export goes with them. */
  memberData: Pick<MemberDataService, 'forget' | 'discardFolder'>;
  /** D35: the Manage modal may turn a member's two-factor sign-in off (a lost authenticator), never on. */
  twoFactor: Pick<TwoFactorService, 'removeByAdmin'>;
  /** D32: the Manage modal lists the member's endorsements. */
  endorsements: Pick<EndorsementsService, 'history'>;
  publish: Publish;
  clock?: () => Date;
}) {
  const { accounts, profiles, photos, interests, reports, contact, conversations, audit } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function stats(since: Date | undefined): Promise<AdminStats> {
    const now = clock();
    const midnight = since ?? utcMidnight(now);
    const [counts, totalReports, totalMatches] = await Promise.all([
      accounts.statistics(midnight),
      reports.count(),
      interests.countMatches(),
    ]);
    return { ...counts, totalReports, totalMatches };
  }

  /** Spec §4: activate, deactivate (sessions end), upgrade, downgrade; each audited (D21). */
  async function act(admin: Member, userId: string, action: AdminUserAction, context: AuditContext) {
    assertMayActOn(admin, await accounts.findById(userId));
    const { move, audited, message } = ADMIN_ACTIONS[action];
    await move(accounts, userId, admin.id);
    await audit.record({ ...context, actorId: admin.id, action: audited, subjectUserId: userId });
    // A deactivation ends the member's sessions: their live streams check theirs and close.
    await deps.publish({ topic: action === 'deactivate' ? 'session-check' : 'account', to: [userId], admins: true });
    await deps.notifications.notify({ to: userId, kind: 'account_changed', actorId: null, subjectId: null });
    return { message };
  }

  /** Spec §4: a pending report is resolved or dismissed, recording the admin and the time. */
  async function decideReport(admin: Member, id: string, to: 'resolved' | 'dismissed', context: AuditContext) {
    if (!(await reports.decide(id, to, admin.id))) {
      if (!(await reports.exists(id))) throw new NotFoundError(adminMessages.reportNotFound, 'REPORT_NOT_FOUND');
      throw new ConflictError(adminMessages.reportNotPending, 'REPORT_NOT_PENDING');
    }
    await audit.record({
      ...context,
      actorId: admin.id,
      action: to === 'resolved' ? 'admin.report_resolved' : 'admin.report_dismissed',
      detail: { reportId: id },
    });
    await deps.publish({ topic: 'admin', admins: true });
    return { message: to === 'resolved' ? adminMessages.reportResolved : adminMessages.reportDismissed };
  }

  async function detail(userId: string): Promise<AdminUserDetail> {
    const member = await profiles.findMember(userId);
    if (!member) throw new NotFoundError(adminMessages.userNotFound, 'USER_NOT_FOUND');
    const events = await audit.listForSubject(userId, 100);
    const { account } = member;
    const ids = [
      account.updatedById,
      account.upgradedById,
      account.downgradedById,
      account.deactivatedById,
      account.reactivatedById,
      ...events.map((event) => event.actorId),
    ].filter((id): id is string => Boolean(id));
    const names = await accounts.namesByIds([...new Set(ids)]);
    const activity = events.map((event) => ({
      id: event.id,
      action: event.action,
      actor: event.actorId ? (names.get(event.actorId) ?? adminMessages.deletedUser) : null,
      createdAt: event.createdAt.toISOString(),
    }));
    const endorsements = (await deps.endorsements.history(userId)).map((row) => ({
      id: row.id,
      status: (row.lapsed ? 'lapsed' : row.status) as AdminEndorsement['status'],
      pastorName: row.pastorName,
      church: row.church,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
    return presentUserDetail(
      account,
      member.profile,
      names,
      activity,
      await deps.notifications.choicesOf(userId),
      endorsements,
    );
  }

  return {
    stats,

    async analytics(since: Date | undefined): Promise<AdminAnalytics> {
      const figures = await stats(since);
      const now = clock();
      // The server fills the missing days once; the browser draws the series as it is.
      const start = utcMidnight(now, -(ANALYTICS_DAYS - 1));
      const [registrations, sent, flagged] = await Promise.all([
        accounts.registrationsByDay(start),
        interests.sentByDay(start),
        conversations.flaggedByDay(start),
      ]);
      const { totalUsers, activeUsers, premiumUsers, freeUsers, totalMatches } = figures;
      return {
        stats: figures,
        premiumConversion: percent(premiumUsers, totalUsers),
        premiumAdoption: percent(premiumUsers, totalUsers),
        activeRate: percent(activeUsers, totalUsers),
        retention: percent(activeUsers, totalUsers),
        matchRate: percent(totalMatches, activeUsers),
        freeToPremiumRatio: premiumUsers > 0 ? oneDecimal(freeUsers / premiumUsers) : 0,
        registrationsPerDay: fillDays(start, ANALYTICS_DAYS, registrations),
        interestsPerDay: fillDays(start, ANALYTICS_DAYS, sent),
        flaggedMessagesPerDay: fillDays(start, ANALYTICS_DAYS, flagged),
      };
    },

    async users(query: { q?: string | undefined; filter: AdminUserFilter; page: number; pageSize: number }) {
      const result = await accounts.search(query);
      return {
        users: result.rows.map(presentUserRow),
        page: query.page,
        pageSize: query.pageSize,
        total: result.total,
        counts: result.counts,
      } satisfies AdminUsersPage;
    },

    user: (userId: string) => detail(userId),

    /**
     * Spec §5 "Admin user edit" (its rules are adminUserEditSchema's, checked by the route); the
     * admin is recorded (updatedBy).
     */
    async updateUser(admin: Member, userId: string, input: AdminUserEditParsed, context: AuditContext) {
      const target = assertMayEdit(admin, await accounts.findById(userId), input.role);
      const { firstName, lastName, email, role, countryCode, phoneNumber, twoFactorEnabled, ...profile } = input;
      if (twoFactorEnabled && !target.twoFactorEnabled)
        throw new BadRequestError(twoFactorMessages.adminMayOnlyTurnOff, 'TWO_FACTOR_MEMBER_ONLY');
      // D35: a super admin keeps their own; the panel is not a way round the password and the code.
      if (!twoFactorEnabled && target.twoFactorEnabled && target.id === admin.id)
        throw new ForbiddenError(twoFactorMessages.superAdminKeepsIt, 'SUPER_ADMIN');
      try {
        await profiles.adminSave(
          userId,
          {
            firstName,
            lastName,
            name: `${firstName} ${lastName}`,
            email: email.toLowerCase(),
            role,
            countryCode,
            phoneNumber,
            // users.two_factor_enabled is written only with the two-factor rows (removeByAdmin below).
            updatedById: admin.id,
          },
          storedValues(profile, 'as-given'),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(adminMessages.emailInUse, 'EMAIL_IN_USE');
        throw error;
      }
      if (!twoFactorEnabled && target.twoFactorEnabled) {
        await deps.twoFactor.removeByAdmin(userId);
        await audit.record({
          ...context,
          actorId: admin.id,
          action: 'admin.two_factor_removed',
          subjectUserId: userId,
        });
      }
      await audit.record({ ...context, actorId: admin.id, action: 'admin.user_updated', subjectUserId: userId });
      await deps.publish({ topic: 'account', to: [userId], admins: true });
      await deps.notifications.notify({ to: userId, kind: 'account_changed', actorId: null, subjectId: null });
      return { message: adminMessages.updated };
    },

    activateUser: (admin: Member, userId: string, context: AuditContext) => act(admin, userId, 'activate', context),
    deactivateUser: (admin: Member, userId: string, context: AuditContext) => act(admin, userId, 'deactivate', context),
    upgradeUser: (admin: Member, userId: string, context: AuditContext) => act(admin, userId, 'upgrade', context),
    downgradeUser: (admin: Member, userId: string, context: AuditContext) => act(admin, userId, 'downgrade', context),

    /** D22: the account and all of theirs; the stored photo files after the rows are gone. */
    async deleteUser(admin: Member, userId: string, context: AuditContext) {
      assertMayActOn(admin, await accounts.findById(userId));
      const files = (await photos.photosByUser([userId])).get(userId) ?? [];
      await deps.memberData.forget(userId);
      if (!(await accounts.deleteAccount(userId)))
        throw new NotFoundError(adminMessages.userNotFound, 'USER_NOT_FOUND');
      await photos.discardFiles(files);
      await deps.memberData.discardFolder(userId);
      await audit.record({
        ...context,
        actorId: admin.id,
        action: 'admin.user_deleted',
        detail: { deletedUserId: userId },
      });
      await deps.publish({ topic: 'session-check', to: [userId], admins: true });
      return { message: adminMessages.deleted };
    },

    async reports(status: ReportStatus | undefined) {
      return { reports: (await reports.list(status)).map(presentReport) };
    },

    resolveReport: (admin: Member, id: string, context: AuditContext) => decideReport(admin, id, 'resolved', context),
    dismissReport: (admin: Member, id: string, context: AuditContext) => decideReport(admin, id, 'dismissed', context),

    async deleteReport(admin: Member, id: string, context: AuditContext) {
      if (!(await reports.remove(id))) throw new NotFoundError(adminMessages.reportNotFound, 'REPORT_NOT_FOUND');
      await audit.record({ ...context, actorId: admin.id, action: 'admin.report_deleted', detail: { reportId: id } });
      await deps.publish({ topic: 'admin', admins: true });
      return { message: adminMessages.reportDeleted };
    },

    async contactMessages() {
      return { messages: (await contact.list()).map(presentContactMessage) };
    },

    async markContactMessage(id: string, read: boolean) {
      if (!(await contact.setRead(id, read)))
        throw new NotFoundError(adminMessages.messageNotFound, 'MESSAGE_NOT_FOUND');
    },
  };
}
