import type { FastifyBaseLogger } from 'fastify';
import { memberDataMessages, type AccountDeletion } from '#shared/schemas/member-data.ts';
import { messages } from '#shared/messages.ts';
import type { Background } from '#server/lib/background.ts';
import { BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '#server/lib/errors.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import type { Member } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import { passwordOwner, type Auth } from '#server/modules/auth/auth.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { PhotosService } from '#server/modules/photos/photos.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';

export type MemberDataService = ReturnType<typeof createMemberDataService>;

/**
 * D34, the member's data rights: deleting their own account for good (the password again, a typed
 * confirmation; the same removal as an admin's deletion, D22; a confirmation email).
 */
export function createMemberDataService(deps: {
  auth: Auth;
  accounts: AccountsService;
  photos: PhotosService;
  audit: AuditService;
  throttle: ThrottleService;
  mailer: Mailer;
  publish: Publish;
  background: Background;
  logger: FastifyBaseLogger;
}) {
  const { accounts, photos } = deps;

  return {
    /** Every row of the member goes (the database cascades, D22), then their photo files. */
    async deleteOwnAccount(member: Member, input: AccountDeletion, context: AuditContext) {
      const account = await accounts.findById(member.id);
      if (!account) throw new UnauthorizedError(messages.auth.notAuthenticated);
      if (account.role === 'super_admin') {
        throw new ForbiddenError(memberDataMessages.superAdminRefused, 'SUPER_ADMIN_ACCOUNT');
      }
      if (!(await deps.throttle.consume(THROTTLE_RULES.passwordChecksPerMember, member.id))) {
        throw new TooManyRequestsError(memberDataMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
      }
      if ((await passwordOwner(deps.auth, account.email, input.password)) !== member.id) {
        throw new BadRequestError(memberDataMessages.passwordWrong, 'WRONG_PASSWORD');
      }
      const files = (await photos.photosByUser([member.id])).get(member.id) ?? [];
      if (!(await accounts.deleteAccount(member.id))) throw new UnauthorizedError(messages.auth.notAuthenticated);
      await photos.discardFiles(files);
      // No subject: the member is gone; the entry says an account deleted itself, not whose.
      await deps.audit.record({ ...context, actorId: null, action: 'member.account_deleted' });
      deps.background.run('could not announce the account deletion', () =>
        deps.publish({ topic: 'session-check', to: [member.id], admins: true }),
      );
      deps.background.run('could not send the account-deleted email', () =>
        deps.mailer.send({
          to: account.email,
          subject: 'Your Divine Match account has been deleted',
          text: `As you asked, your Divine Match account has been deleted, with your profile, photos, interests, messages and everything else it held.\n\nThis cannot be undone. You are welcome to register again at any time.`,
          links: [],
        }),
      );
      return { message: memberDataMessages.deleted };
    },
  };
}
