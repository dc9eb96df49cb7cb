import Bowser from 'bowser';
import type { FastifyBaseLogger } from 'fastify';
import {
  deviceName,
  securityMessages,
  UNKNOWN_BROWSER,
  type Device,
  type EmailChange,
  type PasswordChange,
} from '#shared/schemas/account-security.ts';
import { messages } from '#shared/messages.ts';
import type { Database } from '#server/db/database.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/lib/errors.ts';
import type { Background } from '#server/lib/background.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { accountEmail } from '#server/lib/account-emails.ts';
import { memberOf, type Member } from '#server/lib/member.ts';
import { isCommonPassword } from '#server/lib/passwords.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { auditFields, type RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { authErrorStatus, sessionTokenOf, verificationTokenPayload, type Auth } from './auth.ts';
import { createEmailChangesRepository, type PendingEmailChange } from './email-changes.repository.ts';
import { assertPasswordAgain } from './password-again.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;

/** 'Firefox on Windows' from a user agent (bowser); what a member recognises a device by. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_BROWSER;
  const { browser, os } = Bowser.parse(userAgent);
  return deviceName(browser.name || UNKNOWN_BROWSER, os.name);
}

/** When better-auth signed a link (its JWT's `iat`, in whole seconds), read before it is checked. */
function issuedAt(token: string): number | undefined {
  try {
    const { iat } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      iat?: unknown;
    };
    return typeof iat === 'number' ? iat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a link is the one of the member's newest request: its address, signed no earlier than
 * the request (to the second: two requests for the same address in one second both count, and
 * both links went to that one address).
 */
function isNewest(pending: PendingEmailChange | undefined, updateTo: string, token: string): boolean {
  const signedAt = issuedAt(token);
  return (
    pending !== undefined &&
    pending.email === updateTo.toLowerCase() &&
    signedAt !== undefined &&
    signedAt >= Math.floor(pending.askedAt.getTime() / 1000)
  );
}

/**
 * D35, Settings → Account and Security: changing the password (the current one first; every other
 * session ends; the member is told by email), changing the email (the password first, and a code
 * with two-factor sign-in on; confirmed through better-auth's link to the new address, only the
 * newest request's; the old address is told), and the signed-in devices (the member's sessions) with sign
 * out per device and everywhere else. A session that ends is announced by the database (ADR 0021)
 * and its open tabs are asked to check their session (`session-check`).
 */
export function createAccountSecurityService(deps: {
  auth: Auth;
  db: Database;
  accounts: AccountsService;
  twoFactor: TwoFactorService;
  audit: AuditService;
  throttle: ThrottleService;
  mailer: Mailer;
  publish: Publish;
  logger: FastifyBaseLogger;
  background: Background;
  /** PUBLIC_URL: the link to "Forgot password?" in the mail. */
  publicUrl: string;
  /** D42: the office's password minimum. */
  settings: Pick<SettingsService, 'assertPasswordLongEnough'>;
}) {
  const sessions = createSessionsRepository(deps.db);
  const emailChanges = createEmailChangesRepository(deps.db);
  const linkMs = (deps.auth.options.emailVerification?.expiresIn ?? 3600) * 1000;

  async function currentToken(ctx: RequestContext): Promise<string> {
    const token = await sessionTokenOf(deps.auth, ctx.headers.get('cookie'));
    if (!token) throw new UnauthorizedError(messages.auth.notAuthenticated);
    return token;
  }

  async function tellByEmail(member: Member) {
    const account = await deps.accounts.findById(member.id);
    if (!account) return;
    const reset = `${deps.publicUrl}/forgot-password`;
    const language = await deps.accounts.language(member);
    await deps.mailer.send({
      to: account.email,
      ...accountEmail(language, 'passwordChanged', { url: reset }),
      links: [reset],
    });
  }

  return {
    /** Returns the Set-Cookie values of the new session (better-auth starts one; the others end). */
    async changePassword(member: Member, input: PasswordChange, ctx: RequestContext): Promise<string[]> {
      if (!(await deps.throttle.consume(THROTTLE_RULES.passwordChecksPerMember, member.id))) {
        throw new TooManyRequestsError(securityMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
      }
      await deps.settings.assertPasswordLongEnough(input.password);
      if (isCommonPassword(input.password)) throw new BadRequestError(messages.register.weakPassword, 'WEAK_PASSWORD');
      let result;
      try {
        result = await deps.auth.api.changePassword({
          body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
          headers: ctx.headers,
          returnHeaders: true,
        });
      } catch (error) {
        if (authErrorStatus(error) === 'BAD_REQUEST') {
          throw new BadRequestError(securityMessages.currentPasswordWrong, 'WRONG_PASSWORD');
        }
        throw error;
      }
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: member.id,
        action: 'member.password_changed',
        subjectUserId: member.id,
      });
      // After the answer: this tab's stream still carries the old session, and must not be told
      // to re-check it before the browser holds the new cookie.
      deps.background.run('could not announce the password change', () =>
        deps.publish({ topic: 'session-check', to: [member.id] }),
      );
      deps.background.run('could not send the password-changed email', () => tellByEmail(member));
      return result.headers.getSetCookie();
    },

    /**
     * Sends the link to the new address; nothing changes until it is opened (confirmEmailChange).
     * The request becomes the member's one pending change: every older link is void from now on.
     */
    async changeEmail(member: Member, input: EmailChange, ctx: RequestContext): Promise<string> {
      const email = input.email.trim().toLowerCase();
      const account = await assertPasswordAgain(deps, member.id, input.currentPassword);
      if (email === account.email.toLowerCase()) throw new BadRequestError(securityMessages.sameEmail, 'SAME_EMAIL');
      // Registration says so too (spec §2): telling it here reveals nothing new.
      if (await deps.accounts.findByEmail(email)) throw new ConflictError(messages.register.emailInUse, 'EMAIL_IN_USE');
      // Last of the checks: a code (a recovery code above all) is not spent on a request refused anyway.
      await deps.twoFactor.assertCodeIfOn(member.id, input.code);
      // Before better-auth signs the link, so that the link is signed no earlier than the request.
      const askedAt = new Date();
      await emailChanges.replace(member.id, email, askedAt, new Date(askedAt.getTime() + linkMs));
      await deps.auth.api.changeEmail({ body: { newEmail: email }, headers: ctx.headers });
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: member.id,
        action: 'member.email_change_requested',
        subjectUserId: member.id,
      });
      return securityMessages.emailChangeSent(email);
    },

    /** Whether a verification link is the one of a change of email (D35) rather than of registration. */
    isEmailChangeLink(token: string): boolean {
      return Boolean(verificationTokenPayload(token).updateTo);
    },

    /**
     * The link from the new address: only the one of the member's newest request; better-auth
     * checks it (signature, expiry, and that the account still has the old address, so a link
     * works once); the new address counts as confirmed, the old one is told, and the member's open
     * tabs read their account again.
     */
    async confirmEmailChange(token: string, ctx: RequestContext): Promise<string> {
      const { email: oldEmail, updateTo, userId } = verificationTokenPayload(token);
      if (!updateTo || !userId || !oldEmail || !isNewest(await emailChanges.find(userId), updateTo, token))
        throw new BadRequestError(securityMessages.emailChangeInvalid, 'INVALID_TOKEN');
      try {
        await deps.auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown } | null)?.cause)) {
          throw new ConflictError(messages.register.emailInUse, 'EMAIL_IN_USE');
        }
        const status = authErrorStatus(error);
        if (status === 'UNAUTHORIZED' || status === 'BAD_REQUEST' || status === 'FOUND') {
          throw new BadRequestError(securityMessages.emailChangeInvalid, 'INVALID_TOKEN');
        }
        throw error;
      }
      await emailChanges.remove(userId);
      await deps.accounts.markEmailVerified(userId);
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: userId,
        action: 'member.email_changed',
        subjectUserId: userId,
      });
      deps.background.run('could not announce the email change', () =>
        deps.publish({ topic: 'account', to: [userId] }),
      );
      deps.background.run('could not tell the old address of the email change', async () => {
        const account = await deps.accounts.findById(userId);
        const language = account ? await deps.accounts.language(memberOf(account)) : 'en';
        const contact = `${deps.publicUrl}/#contact`;
        await deps.mailer.send({
          to: oldEmail,
          ...accountEmail(language, 'emailChanged', { email: updateTo, url: contact }),
          links: [contact],
        });
      });
      return securityMessages.emailChanged(updateTo);
    },

    async devices(member: Member, ctx: RequestContext, now = new Date()): Promise<Device[]> {
      const token = await currentToken(ctx);
      const rows = await sessions.listOf(member.id, now);
      return rows.map((row) => ({
        id: row.id,
        browser: browserName(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        current: row.token === token,
      }));
    },

    async signOutDevice(member: Member, id: string, ctx: RequestContext) {
      const token = await currentToken(ctx);
      const current = (await sessions.listOf(member.id, new Date())).find((row) => row.token === token);
      if (current?.id === id) throw new BadRequestError(securityMessages.notThisDevice, 'CURRENT_DEVICE');
      if ((await sessions.endOne(member.id, id, token)) === 0) {
        throw new NotFoundError(securityMessages.deviceNotFound, 'DEVICE_NOT_FOUND');
      }
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: member.id,
        action: 'member.device_signed_out',
        subjectUserId: member.id,
      });
      await deps.publish({ topic: 'session-check', to: [member.id] });
    },

    /** How many sessions ended. */
    async signOutOthers(member: Member, ctx: RequestContext): Promise<number> {
      const ended = await sessions.endAllBut(member.id, await currentToken(ctx));
      if (ended > 0) {
        await deps.audit.record({
          ...auditFields(ctx),
          actorId: member.id,
          action: 'member.other_devices_signed_out',
          subjectUserId: member.id,
          detail: { ended },
        });
        await deps.publish({ topic: 'session-check', to: [member.id] });
      }
      return ended;
    },
  };
}
