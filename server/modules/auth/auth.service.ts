import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { messages, registrationFailed } from '#shared/messages.ts';
import type { LoginRequest } from '#shared/schemas/auth.ts';
import { churchSignInMessages } from '#shared/schemas/church-sign-in.ts';
import type { RegisterRequest } from '#shared/schemas/registration.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/lib/errors.ts';
import { isCommonPassword } from '#server/lib/passwords.ts';
import { signInStateOf, type AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AccountRow } from '#server/db/rows.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import { memberOf, type Member } from '#server/lib/member.ts';
import { auditFields, type RequestContext, type SessionContext } from '#server/lib/request-context.ts';
import { authErrorStatus, hashNewPassword, passwordOwner, sessionTokenOf, startSession, type Auth } from './auth.ts';
import type { Background } from '#server/lib/background.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { createSignInThrottle, tooManyAttempts } from './sign-in-throttle.ts';
import type { Device } from './device-cookie.ts';
import { createSignInLinks } from './sign-in-links.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { createSessionCache, followAccountChanges } from './session-cache.ts';
import { createAccountRecovery } from './account-recovery.ts';
import { slidExpiry } from './session-policy.ts';

export interface SignedIn {
  account: AccountRow;
  /** Set-Cookie values to pass on to the browser. */
  cookies: string[];
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  auth: Auth;
  /** D35: the second step of a sign-in, when the account has it on. */
  twoFactor: TwoFactorService;
  /** D31: registration open or closed (System Settings). */
  settings: Pick<
    SettingsService,
    'assertRegistrationOpen' | 'assertPasswordLongEnough' | 'assertOpen' | 'maintenance' | 'membershipMode'
  >;
  db: Database;
  secret: string;
  accounts: AccountsService;
  audit: AuditService;
  throttle: ThrottleService;
  logger: FastifyBaseLogger;
  background: Background;
  publish: Publish;
  mailer: Mailer;
  /** D48: whether members may sign in with a password (church sign-in's settings); staff always may. */
  membersPasswordSignIn?: () => Promise<boolean>;
  /** PUBLIC_URL: the links in mails; https makes the device cookie Secure. */
  publicUrl: string;
  /** Announcements of account and session changes (ADR 0021); without them nothing is cached. */
  listen?: DatabaseHandle['listen'];
  onNotice?: DatabaseHandle['onNotice'];
}) {
  const { auth, accounts, audit, throttle, logger } = deps;
  const sessions = createSessionsRepository(deps.db);
  const signInLinks = createSignInLinks(deps);
  const sessionCache = createSessionCache();
  const { sendVerification, ...recovery } = createAccountRecovery(deps);
  let stopAnnouncements: (() => Promise<void>) | undefined;

  const signInThrottle = createSignInThrottle({ throttle, accounts, auth });

  /** D9: an admin-deactivated account may not sign in, whatever proved who it is; recorded (D21). */
  async function refuseDeactivated(ctx: RequestContext, userId: string | null): Promise<never> {
    await audit.record({
      ...auditFields(ctx),
      action: 'member.sign_in_failed',
      subjectUserId: userId,
      detail: { reason: 'deactivated' },
    });
    throw new AppError(403, 'ACCOUNT_DEACTIVATED', messages.login.deactivated);
  }

  /** D48: members' password sign-in is off (System Settings → Church sign-in); staff keep theirs (D35). */
  async function passwordSignInOffFor(account: AccountRow): Promise<boolean> {
    return account.role === 'user' && deps.membersPasswordSignIn !== undefined && !(await deps.membersPasswordSignIn());
  }
  const passwordSignInOff = () => new ForbiddenError(churchSignInMessages.passwordSignInOff, 'PASSWORD_SIGN_IN_OFF');

  /** A wrong password (or an unknown email): counted, recorded, and one answer for both. */
  async function refuseCredentials(
    email: string,
    ctx: RequestContext,
    device: Device | undefined,
    userId: string | null,
  ): Promise<never> {
    await signInThrottle.countFailure(email, ctx, device);
    await audit.record({
      ...auditFields(ctx),
      action: 'member.sign_in_failed',
      subjectUserId: userId,
      detail: { reason: 'credentials' },
    });
    throw new UnauthorizedError(messages.login.invalidCredentials, 'INVALID_CREDENTIALS');
  }

  /** After the credentials were proven: D9 reactivation, the audit entry, the account. */
  async function signedIn(
    userId: string,
    ctx: RequestContext,
    method: 'password' | 'sign-in-link' | 'registration' | 'church' | 'family-invitation',
    secondFactor = false,
  ) {
    let account = await accounts.findById(userId);
    if (!account) throw new Error('The signed-in account could not be read.');
    if (signInStateOf(account) === 'self-deactivated') {
      await accounts.reactivateSelf(userId, auditFields(ctx));
      account = (await accounts.findById(userId)) ?? account;
    }
    await audit.record({
      ...auditFields(ctx),
      actorId: userId,
      action: 'member.signed_in',
      subjectUserId: userId,
      ...(method === 'password' && !secondFactor
        ? {}
        : { detail: { method, ...(secondFactor ? { twoFactor: true } : {}) } }),
    });
    return account;
  }

  /**
   * ADR 0025: the email's failures are over the ceiling and the request has no trusted device.
   * A wrong password (or an unknown email) gets exactly the too-many-attempts answer it got
   * before; the right one gets no session but a single-use link by mail, so the owner is never
   * locked out by someone who only knows the address.
   */
  async function signInPastCeiling(email: string, password: string, ctx: RequestContext): Promise<never> {
    const userId = await passwordOwner(auth, email, password);
    const account = userId ? await accounts.findById(userId) : undefined;
    if (!account) {
      await signInThrottle.countFailure(email, ctx, undefined);
      await audit.record({ ...auditFields(ctx), action: 'member.sign_in_failed', detail: { reason: 'throttled' } });
      throw tooManyAttempts();
    }
    if (signInStateOf(account) === 'admin-deactivated') return refuseDeactivated(ctx, account.id);
    if (await passwordSignInOffFor(account)) throw passwordSignInOff();
    await signInLinks.send(account, ctx);
    throw new AppError(403, 'SIGN_IN_LINK_SENT', messages.login.signInLinkSent);
  }

  /** A session for a member who proved who they are outside better-auth's password form (link, second factor). */
  async function sessionFor(userId: string, ctx: RequestContext): Promise<string[]> {
    try {
      return await startSession(auth, userId, { ipAddress: ctx.ip, userAgent: ctx.headers.get('user-agent') ?? '' });
    } catch (error) {
      if (authErrorStatus(error) !== 'FORBIDDEN') throw error;
      return refuseDeactivated(ctx, userId);
    }
  }

  /** D35: the password checked without a session, then the code, then the session. */
  async function signInWithSecondFactor(
    account: AccountRow,
    input: LoginRequest,
    ctx: RequestContext,
    device: Device | undefined,
  ): Promise<SignedIn> {
    const email = account.email.toLowerCase();
    if ((await passwordOwner(auth, email, input.password)) !== account.id)
      return refuseCredentials(email, ctx, device, account.id);
    if (signInStateOf(account) === 'admin-deactivated') return refuseDeactivated(ctx, account.id);
    await deps.twoFactor.assertSignInCode(account.id, input.code, ctx, () =>
      signInThrottle.countFailure(email, ctx, device),
    );
    const cookies = await sessionFor(account.id, ctx);
    const signed = await signedIn(account.id, ctx, 'password', true);
    return { account: signed, cookies: [...cookies, ...(await signInThrottle.rememberDevice(account.id, device))] };
  }

  const service = {
    /** Starts remembering sessions once changes to them are announced to this instance. */
    async start() {
      if (!deps.listen || !deps.onNotice || stopAnnouncements) return;
      stopAnnouncements = await followAccountChanges(sessionCache, deps.listen, deps.onNotice);
    },

    async stop() {
      const stopping = stopAnnouncements;
      stopAnnouncements = undefined;
      await stopping?.();
      await service.settled();
    },

    /** Resolves once the work started in the background (mails) has finished. */
    async settled() {
      await deps.background.settled();
    },

    /**
     * Spec §2/§5/§8 and D7. The form's rules were checked by the request schema
     * (registerRequestSchema); here only what needs the server: weak and taken. D40: the new member
     * is then signed in as the login form signs in (better-auth's own sign-in with the password just
     * chosen: its session, its cookie). Should that sign-in fail, the account stands and the answer
     * carries no session: the member signs in on the login page.
     */
    /**
     * What every registration meets before its form is read: registration open (D31), password
     * sign-in on for members (D48), and the per-network ceiling. D45's registration for someone
     * else meets it too.
     */
    async assertMayRegister(ctx: RequestContext) {
      await deps.settings.assertRegistrationOpen();
      // D48: with members' password sign-in off, a new member joins through the church, as they will sign in.
      if (deps.membersPasswordSignIn && !(await deps.membersPasswordSignIn())) {
        throw new ForbiddenError(registrationFailed(churchSignInMessages.registerWithChurch), 'PASSWORD_SIGN_IN_OFF');
      }
      if (!(await throttle.consume(THROTTLE_RULES.signUpPerIp, ctx.ip))) {
        throw new TooManyRequestsError(
          registrationFailed('Too many registrations from this network. Please try again later.'),
        );
      }
    },

    async register(input: RegisterRequest, ctx: RequestContext): Promise<SignedIn> {
      await service.assertMayRegister(ctx);
      const email = input.email.trim().toLowerCase();
      await deps.settings.assertPasswordLongEnough(input.password);
      if (isCommonPassword(input.password)) {
        throw new BadRequestError(registrationFailed(messages.register.weakPassword), 'WEAK_PASSWORD');
      }
      const emailInUse = new ConflictError(registrationFailed(messages.register.emailInUse), 'EMAIL_IN_USE');
      if (await accounts.findByEmail(email)) throw emailInUse;

      const id = randomUUID();
      try {
        await accounts.createMember(
          {
            id,
            email,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            countryCode: input.countryCode,
            phoneNumber: input.phoneNumber.trim(),
            passwordHash: await hashNewPassword(auth, input.password),
            // D34: the form says that creating the account accepts the terms and the privacy policy.
            termsAcceptedAt: new Date(),
            language: input.language,
          },
          auditFields(ctx),
        );
      } catch (error) {
        // Two registrations of one email at once: the unique index lets exactly one through.
        if (isUniqueViolation(error)) throw emailInUse;
        throw error;
      }
      let cookies: string[] = [];
      let session: string | undefined;
      try {
        const result = await auth.api.signInEmail({
          body: { email, password: input.password },
          headers: ctx.headers,
          returnHeaders: true,
        });
        session = result.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; ');
        await signedIn(result.response.user.id, ctx, 'registration');
        cookies = [...result.headers.getSetCookie(), ...(await signInThrottle.rememberDevice(id, undefined))];
      } catch (error) {
        logger.error({ err: error }, 'could not sign in the new member');
      }
      // The mail goes as the new member's session when there is one (account-recovery.ts).
      sendVerification(email, session || undefined);
      const account = await accounts.findById(id);
      if (!account) throw new Error('The new account could not be read back.');
      return { account, cookies };
    },

    /**
     * Same answer for an unknown email and a wrong password; failures are throttled (D7, ADR 0025):
     * per client address, per email and address together, and a per-email ceiling across all
     * addresses that a known device of the owner (its device cookie) is not held to. Past that
     * ceiling a new device with the right password gets a sign-in link by mail, not a session.
     */
    async login(input: LoginRequest, ctx: RequestContext): Promise<SignedIn> {
      const email = input.email.trim().toLowerCase();
      const device = await signInThrottle.trustedDevice(email, ctx.headers);
      const standing = await signInThrottle.standing(email, ctx, device);
      if (standing === 'held') {
        await audit.record({ ...auditFields(ctx), action: 'member.sign_in_failed', detail: { reason: 'throttled' } });
        throw tooManyAttempts();
      }
      if (standing === 'past-ceiling') return await signInPastCeiling(email, input.password, ctx);
      const known = await accounts.findByEmail(email);
      // D42: while maintenance mode is on a member's right password makes no session. Only a proven
      // member is refused here: an unknown email or a wrong password goes on to the usual answer
      // (counted, the same for both), so the refusal tells nothing of an account to a guesser.
      if (
        known &&
        (await deps.settings.maintenance()).on &&
        (await passwordOwner(auth, email, input.password)) === known.id
      )
        await deps.settings.assertOpen(async () => known.role);
      // D48: with members' password sign-in off, only a proven member is refused (as above).
      if (
        known &&
        (await passwordSignInOffFor(known)) &&
        (await passwordOwner(auth, email, input.password)) === known.id
      )
        throw passwordSignInOff();
      if (known?.twoFactorEnabled) return await signInWithSecondFactor(known, input, ctx, device);

      let result;
      try {
        result = await auth.api.signInEmail({
          body: { email, password: input.password },
          headers: ctx.headers,
          returnHeaders: true,
        });
      } catch (error) {
        if (authErrorStatus(error) === 'FORBIDDEN') return refuseDeactivated(ctx, known?.id ?? null);
        if (authErrorStatus(error) !== 'UNAUTHORIZED') throw error;
        return refuseCredentials(email, ctx, device, known?.id ?? null);
      }

      const account = await signedIn(result.response.user.id, ctx, 'password');
      return {
        account,
        cookies: [...result.headers.getSetCookie(), ...(await signInThrottle.rememberDevice(account.id, device))],
      };
    },

    /**
     * ADR 0025: the link mailed by a sign-in past the ceiling; it works once, for 15 minutes. With
     * two-factor sign-in on, the code is asked first and the link is spent only once it is right.
     */
    async signInWithLink(token: string, code: string | undefined, ctx: RequestContext): Promise<SignedIn> {
      const invalid = new BadRequestError(messages.login.signInLinkInvalid, 'INVALID_TOKEN');
      const owner = await signInLinks.ownerOf(token, new Date());
      if (!owner) throw invalid;
      const ownerAccount = await accounts.findById(owner);
      // D42: while maintenance mode is on a member's link is kept, unspent, and makes no session.
      await deps.settings.assertOpen(async () => ownerAccount?.role);
      if (ownerAccount?.twoFactorEnabled) {
        await deps.twoFactor.assertSignInCode(owner, code, ctx, async () => {
          await throttle.consume(THROTTLE_RULES.signInFailuresPerIp, ctx.ip);
        });
      }
      const userId = await signInLinks.redeem(token, new Date());
      if (!userId) throw invalid;
      const cookies = await sessionFor(userId, ctx);
      const account = await signedIn(userId, ctx, 'sign-in-link', Boolean(ownerAccount?.twoFactorEnabled));
      return { account, cookies: [...cookies, ...(await signInThrottle.rememberDevice(account.id, undefined))] };
    },

    /**
     * D48: a session for a member the church's provider vouched for (church-sign-in.service.ts
     * proved who they are and chose the account). Maintenance mode and deactivation refuse as for
     * any sign-in; the activity log says how they signed in.
     */
    async signInVerified(
      userId: string,
      ctx: RequestContext,
      method: 'church' | 'family-invitation' = 'church',
    ): Promise<SignedIn> {
      const known = await accounts.findById(userId);
      await deps.settings.assertOpen(async () => known?.role);
      const cookies = await sessionFor(userId, ctx);
      const account = await signedIn(userId, ctx, method);
      return { account, cookies: [...cookies, ...(await signInThrottle.rememberDevice(account.id, undefined))] };
    },

    /**
     * D45: a new password checked as registration checks one (the office's minimum, not a common
     * one) and hashed by better-auth's hasher, for an account made outside the registration form.
     */
    async newPasswordHash(password: string): Promise<string> {
      await deps.settings.assertPasswordLongEnough(password);
      if (isCommonPassword(password)) throw new BadRequestError(messages.register.weakPassword, 'WEAK_PASSWORD');
      return hashNewPassword(auth, password);
    },

    /** The account whose password this is, for a form that proves an existing account (D45). */
    async passwordOwner(email: string, password: string): Promise<string | undefined> {
      return passwordOwner(auth, email.trim().toLowerCase(), password);
    },

    /** Ends the session on the server (the old cookie is worthless afterwards) and clears it. */
    async logout(ctx: RequestContext, accountId: string | undefined): Promise<string[]> {
      const result = await auth.api.signOut({ headers: ctx.headers, returnHeaders: true });
      if (accountId) await deps.publish({ topic: 'session-check', to: [accountId] });
      if (accountId)
        await audit.record({
          ...auditFields(ctx),
          actorId: accountId,
          action: 'member.signed_out',
          subjectUserId: accountId,
        });
      return result.headers.getSetCookie();
    },

    /**
     * The account of the request's session cookie, or undefined. Deactivated accounts have none.
     * The hot path verifies the cookie's signature and reads session and account in one query, or
     * takes them from the session cache (ADR 0021). Use moves the session's end by its idle
     * timeout, now and then (D42, session-policy.ts); better-auth's own refresh is off.
     */
    async currentAccount(ctx: SessionContext): Promise<AccountRow | undefined> {
      const token = await sessionTokenOf(auth, ctx.cookie);
      if (!token) return undefined;
      const now = new Date();
      const live = await sessionCache.read(token, now, () => sessions.findLive(token, now));
      if (!live) return undefined;
      const slid = slidExpiry(live, now);
      if (slid) await sessions.slide(token, slid, now);
      return live.account.accountStatus === 'active' ? live.account : undefined;
    },

    /** The caller of the request's session (server/plugins/session.ts), or undefined. */
    async currentMember(ctx: SessionContext): Promise<Member | undefined> {
      const account = await service.currentAccount(ctx);
      // D41: what the member may use depends on the membership model in force.
      return account ? memberOf(account, await deps.settings.membershipMode()) : undefined;
    },

    ...recovery,
  };
  return service;
}
