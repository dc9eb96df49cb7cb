import type { FastifyBaseLogger } from 'fastify';
import { messages } from '#shared/messages.ts';
import type { PasswordResetConfirm } from '#shared/schemas/auth.ts';
import type { Background } from '#server/lib/background.ts';
import { BadRequestError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import { isCommonPassword } from '#server/lib/passwords.ts';
import { auditFields, type RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { authErrorStatus, resetTokenOwner, verificationTokenPayload, type Auth } from './auth.ts';
import { tooManyAttempts } from './sign-in-throttle.ts';

/**
 * The links a member gets by mail to get back into their account: the password reset (spec §8)
 * and the email verification (D10). Part of the auth service (auth.service.ts spreads it).
 */
export function createAccountRecovery(deps: {
  auth: Auth;
  accounts: AccountsService;
  audit: AuditService;
  throttle: ThrottleService;
  logger: FastifyBaseLogger;
  background: Background;
  settings: Pick<SettingsService, 'assertPasswordLongEnough'>;
}) {
  const { auth, accounts, audit, throttle } = deps;

  /**
   * The verification mail, never waited on by the answer (issue 46). Sent as the member's own
   * session when there is one (`sessionCookie`: the new member's, right after registration):
   * better-auth holds every call without a session for at least 500 ms (its guard against telling a
   * registered address by the time), which nobody waits on here but which kept the work of each
   * registration in the background half a second longer. A failure is logged.
   */
  function sendVerification(email: string, sessionCookie?: string) {
    deps.background.run('could not send the verification email', async () => {
      await auth.api.sendVerificationEmail({
        body: { email },
        ...(sessionCookie ? { headers: new Headers({ cookie: sessionCookie }) } : {}),
      });
    });
  }

  /** The account a verification token names (read before better-auth checks its signature). */
  async function accountOfVerificationToken(token: string) {
    const { email } = verificationTokenPayload(token);
    return email ? await accounts.findByEmail(email) : undefined;
  }

  return {
    /** D10: the verification mail (registration sends it; a failure is logged, never the member's). */
    sendVerification,

    /**
     * Neutral whether or not the email is registered (no enumeration), in answer and in time: the
     * answer goes at once and the lookup, token and mail happen in the background. 5 per 30 min
     * per email.
     */
    async requestPasswordReset(rawEmail: string, ctx: RequestContext) {
      const email = rawEmail.trim().toLowerCase();
      if (!(await throttle.consume(THROTTLE_RULES.passwordResetPerEmail, email))) throw tooManyAttempts();
      deps.background.run('could not send the password reset mail', async () => {
        const account = await accounts.findByEmail(email);
        if (!account) return;
        await auth.api.requestPasswordReset({ body: { email } });
        await audit.record({
          ...auditFields(ctx),
          action: 'member.password_reset_requested',
          subjectUserId: account.id,
        });
      });
    },

    /** Single use, expiring; ends every session of the account (revokeSessionsOnPasswordReset). */
    async resetPassword(input: PasswordResetConfirm, ctx: RequestContext) {
      await deps.settings.assertPasswordLongEnough(input.password);
      if (isCommonPassword(input.password)) throw new BadRequestError(messages.register.weakPassword, 'WEAK_PASSWORD');
      const userId = await resetTokenOwner(auth, input.token);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (error) {
        if (authErrorStatus(error) === 'BAD_REQUEST') {
          throw new BadRequestError(
            'This password reset link is invalid or has expired. Please ask for a new one.',
            'INVALID_TOKEN',
          );
        }
        throw error;
      }
      await audit.record({
        ...auditFields(ctx),
        actorId: userId ?? null,
        action: 'member.password_reset',
        subjectUserId: userId ?? null,
      });
    },

    /** D10: the link from the verification mail; it works once, while it has not expired. */
    async verifyEmail(token: string, ctx: RequestContext) {
      const invalid = new BadRequestError(
        'This verification link is invalid or has expired. Please ask for a new one.',
        'INVALID_TOKEN',
      );
      const account = await accountOfVerificationToken(token);
      if (account?.emailVerified) throw invalid;
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (authErrorStatus(error) === 'UNAUTHORIZED' || authErrorStatus(error) === 'BAD_REQUEST') throw invalid;
        throw error;
      }
      if (account)
        await audit.record({
          ...auditFields(ctx),
          actorId: account.id,
          action: 'member.email_verified',
          subjectUserId: account.id,
        });
    },

    /** D10: the verification mail again, unless the address is confirmed already. */
    async resendVerification(member: Member) {
      const account = await accounts.findById(member.id);
      if (account && !account.emailVerified) sendVerification(account.email);
    },
  };
}
