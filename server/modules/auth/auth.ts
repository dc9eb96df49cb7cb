import { createHmac } from 'node:crypto';
import { betterAuth, HIDE_METADATA, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getSessionCookie, setSessionCookie } from 'better-auth/cookies';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import type { Config } from '#server/config/config.ts';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { accountEmail } from '#server/lib/account-emails.ts';
import { memberOf } from '#server/lib/member.ts';
import type { Language } from '#shared/enums.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { signInStateOf, type AccountsService } from '#server/modules/accounts/accounts.service.ts';
import { termsOfNewSession, type SessionRules } from './session-policy.ts';

export const SESSION_COOKIE_PREFIX = 'dm';
const RESET_TOKEN_SECONDS = 60 * 60;
/** ADR 0025: the device cookie (`dm.device`, `__Secure-dm.device` behind HTTPS) lasts a year. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
const VERIFY_TOKEN_SECONDS = 60 * 60 * 24;

/** A device the request's device cookie names (ADR 0025). */
export interface Device {
  accountId: string;
  deviceId: string;
}

/**
 * The one place that reaches into better-auth beyond its public API: a server-only plugin of ours
 * (better-auth's documented plugin API; `HIDE_METADATA` keeps its endpoints off any HTTP handler,
 * and none is mounted anyway). Each endpoint covers something no public endpoint does:
 * - `startSessionFor`: a session for a member who proved who they are without the password form
 *   (a sign-in link, ADR 0025; the second factor, D35). better-auth has no public endpoint that
 *   starts a session for a user id; its magic-link plugin would replace our sign-in links.
 * - `passwordOwner`: checks a password without starting a session (ADR 0025, D35, the password
 *   again). `verifyPassword` needs a session, `signInEmail` starts one.
 * - `resetTokenOwner`: the member a reset token was issued to, read before `resetPassword`
 *   spends it (the audit names them); `resetPassword` answers only `{ status }`.
 * - `hashPassword`: the configured hasher, for the accounts we create ourselves (registration).
 * Cookies are better-auth's own: the session cookie is set by `setSessionCookie` and read by
 * `getSignedCookie` (the very code of its sign-in and `getSession`), the device cookie is a signed
 * cookie of better-auth's `createAuthCookie` (same prefix, attributes and `__Secure-` rule).
 */
function divineMatchPlugin(deviceSecret: string) {
  return {
    id: 'divine-match',
    endpoints: {
      startSessionFor: createAuthEndpoint(
        '/divine-match/start-session',
        {
          method: 'POST',
          body: z.object({ userId: z.string(), ipAddress: z.string(), userAgent: z.string() }),
          metadata: HIDE_METADATA,
        },
        async (ctx) => {
          const { userId, ipAddress, userAgent } = ctx.body;
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such user.' });
          const session = await ctx.context.internalAdapter.createSession(userId, false, { ipAddress, userAgent });
          if (!session) throw new Error('The session could not be created.');
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ sessionId: session.id });
        },
      ),
      sessionTokenOf: createAuthEndpoint(
        '/divine-match/session-token',
        { method: 'GET', metadata: HIDE_METADATA },
        async (ctx) => {
          const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
          return ctx.json({ token: token || null });
        },
      ),
      passwordOwner: createAuthEndpoint(
        '/divine-match/password-owner',
        { method: 'POST', body: z.object({ email: z.string(), password: z.string() }), metadata: HIDE_METADATA },
        async (ctx) => {
          const { email, password } = ctx.body;
          const found = await ctx.context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
          const stored = found?.accounts.find((account) => account.providerId === 'credential')?.password;
          if (!found || !stored) {
            // An unknown email costs a hash too, as in better-auth's own sign-in.
            await ctx.context.password.hash(password);
            return ctx.json({ userId: null });
          }
          const right = await ctx.context.password.verify({ hash: stored, password });
          return ctx.json({ userId: right ? found.user.id : null });
        },
      ),
      resetTokenOwner: createAuthEndpoint(
        '/divine-match/reset-token-owner',
        { method: 'POST', body: z.object({ token: z.string() }), metadata: HIDE_METADATA },
        async (ctx) => {
          const verification = await ctx.context.internalAdapter.findVerificationValue(
            `reset-password:${ctx.body.token}`,
          );
          return ctx.json({ userId: verification?.value ?? null });
        },
      ),
      hashPassword: createAuthEndpoint(
        '/divine-match/hash-password',
        { method: 'POST', body: z.object({ password: z.string() }), metadata: HIDE_METADATA },
        async (ctx) => ctx.json({ hash: await ctx.context.password.hash(ctx.body.password) }),
      ),
      rememberDevice: createAuthEndpoint(
        '/divine-match/device',
        {
          method: 'POST',
          body: z.object({ accountId: z.string(), deviceId: z.string() }),
          metadata: HIDE_METADATA,
        },
        async (ctx) => {
          const cookie = ctx.context.createAuthCookie('device', { maxAge: DEVICE_COOKIE_SECONDS });
          await ctx.setSignedCookie(
            cookie.name,
            `${ctx.body.accountId}.${ctx.body.deviceId}`,
            deviceSecret,
            cookie.attributes,
          );
          return ctx.json({ ok: true });
        },
      ),
      deviceOf: createAuthEndpoint('/divine-match/device', { method: 'GET', metadata: HIDE_METADATA }, async (ctx) => {
        const value = await ctx.getSignedCookie(ctx.context.createAuthCookie('device').name, deviceSecret);
        const [accountId, deviceId, ...rest] = value ? value.split('.') : [];
        const device: Device | null =
          accountId && deviceId && rest.length === 0 && accountId.length <= 64 && deviceId.length <= 64
            ? { accountId, deviceId }
            : null;
        return ctx.json({ device });
      }),
    },
  } satisfies BetterAuthPlugin;
}

export interface AuthDependencies {
  config: Config;
  logger: FastifyBaseLogger;
  secret: string;
  db: Database;
  mailer: Mailer;
  accounts: AccountsService;
  /** D42: the session policy a session beginning now takes (System Settings). */
  sessionRules: () => Promise<SessionRules>;
}

/**
 * The one adapter of better-auth (ADR 0009, ADR 0022): no other file imports it but for the
 * header conversion of server/lib/request-context.ts. better-auth owns sessions, password hashes
 * and single-use tokens. Its HTTP handler is
 * not mounted: our own routes (auth.routes.ts) call its server API, so every endpoint has our
 * schemas, messages, throttling and error shape, and nothing else is exposed.
 */
export function createAuth({ config, logger, secret, db, mailer, accounts, sessionRules }: AuthDependencies) {
  const link = (route: string, token: string) => `${config.publicUrl}${route}?token=${encodeURIComponent(token)}`;
  /** D37: account emails are written in the member's saved language. */
  const languageOf = async (userId: string): Promise<Language> => {
    const account = await accounts.findById(userId);
    return account ? accounts.language(memberOf(account)) : 'en';
  };
  return betterAuth({
    appName: 'Divine Match',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Its warnings (unknown user, wrong password) are expected events: our audit log records them.
    logger: {
      log(level, message, ...args) {
        if (level === 'error') logger.error({ args }, `better-auth: ${message}`);
        else logger.debug({ args }, `better-auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.credentials,
        verification: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      // The one hasher of the server: sign-up (auth.service.ts) and password changes use it too.
      password: { hash: (password) => hashPassword(password, config.passwordHashCost), verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = link('/reset-password', token);
        await mailer.send({
          to: user.email,
          ...accountEmail(await languageOf(user.id), 'resetPassword', { url }),
          links: [url],
        });
      },
    },
    emailVerification: {
      expiresIn: VERIFY_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const url = link('/verify-email', token);
        const language = await languageOf(user.id);
        if (verificationTokenPayload(token).updateTo) {
          // D35: a change of email, confirmed at the new address (`user.email` is the new one here).
          await mailer.send({ to: user.email, ...accountEmail(language, 'newEmail', { url }), links: [url] });
          return;
        }
        await mailer.send({ to: user.email, ...accountEmail(language, 'verifyEmail', { url }), links: [url] });
      },
    },
    // D35: a new address is confirmed through a link sent to it (account-security.service.ts).
    user: { changeEmail: { enabled: true } },
    // D42: a session's end is ours (session-policy.ts): set when it begins, moved on use by
    // auth.service.ts:currentAccount, never by better-auth's refresh.
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      disableSessionRefresh: true,
      additionalFields: {
        idleMinutes: { type: 'number', required: false, input: false },
        endsAt: { type: 'date', required: false, input: false },
      },
    },
    // Throttling is ours (throttle module): shared by every instance through the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Domain-separated from the session cookie's signature, which uses the secret itself.
    plugins: [divineMatchPlugin(createHmac('sha256', secret).update('device-cookie:v1').digest('base64url'))],
    databaseHooks: {
      session: {
        create: {
          // Runs after the password was verified: an admin-deactivated account gets no session (D9).
          async before(session) {
            const account = await accounts.findById(session.userId);
            if (!account || signInStateOf(account) === 'admin-deactivated') {
              throw new APIError('FORBIDDEN', { message: messages.login.deactivated, code: 'ACCOUNT_DEACTIVATED' });
            }
            // D42: the session keeps the policy in force now.
            return { data: { ...session, ...termsOfNewSession(await sessionRules(), new Date()) } };
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The HTTP status better-auth's server API refused with ('UNAUTHORIZED', 'FORBIDDEN', …), if it did. */
export function authErrorStatus(error: unknown): string | undefined {
  return error instanceof APIError ? String(error.status) : undefined;
}

/**
 * What an email-verification token (a JWT better-auth signs) says, read without checking it (its
 * signature and expiry are checked where it is spent): `updateTo` marks a change of email (D35).
 */
export function verificationTokenPayload(token: string): { email?: string; updateTo?: string; userId?: string } {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return {};
    const text = (key: string) => {
      const value = (payload as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : undefined;
    };
    return { email: text('email'), updateTo: text('updateTo'), userId: text('userId') };
  } catch {
    return {};
  }
}

/** The member a password-reset token was issued to, read before better-auth spends the token. */
export async function resetTokenOwner(auth: Auth, token: string): Promise<string | undefined> {
  return (await auth.api.resetTokenOwner({ body: { token } })).userId ?? undefined;
}

/**
 * The account whose password `password` is, without starting a session: for a sign-in that may
 * only mail a link (ADR 0025). An unknown email costs a hash too, as in better-auth's own sign-in.
 */
export async function passwordOwner(auth: Auth, email: string, password: string): Promise<string | undefined> {
  return (await auth.api.passwordOwner({ body: { email, password } })).userId ?? undefined;
}

/** A password hashed by better-auth's configured hasher (hashPassword at the configured cost). */
export async function hashNewPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.api.hashPassword({ body: { password } })).hash;
}

/**
 * A new session for a member who proved who they are without a password form (a sign-in link,
 * ADR 0025), and its Set-Cookie, written by better-auth as for its own sign-in. The session hooks
 * run: an admin-deactivated account is refused with FORBIDDEN (D9).
 */
export async function startSession(
  auth: Auth,
  userId: string,
  client: { ipAddress: string; userAgent: string },
): Promise<string[]> {
  const { headers } = await auth.api.startSessionFor({ body: { userId, ...client }, returnHeaders: true });
  return headers.getSetCookie();
}

/**
 * Whether the request carries a session cookie at all (either name), signature unchecked, read by
 * better-auth's `getSessionCookie`: enough to choose a page, never to trust a caller.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (
    Boolean(cookieHeader) &&
    getSessionCookie(new Headers({ cookie: cookieHeader ?? '' }), { cookiePrefix: SESSION_COOKIE_PREFIX }) !== null
  );
}

/** Cookie headers whose session cookie better-auth verified, per auth instance: see sessionTokenOf. */
const verifiedCookies = new WeakMap<Auth, LRUCache<string, string>>();

/**
 * The session token of the request's session cookie, read by better-auth (its signed cookie, read
 * by `getSignedCookie` as `getSession` reads it): only when the signature is right. This runs on
 * every signed-in request (ADR 0009) and better-auth's endpoint and WebCrypto cost a few hundred
 * microseconds, so a Cookie header once verified is remembered (a valid signature stays valid:
 * whether the session is live is asked of the session cache and the database after this). A
 * forged or altered cookie is never remembered.
 */
export async function sessionTokenOf(auth: Auth, cookieHeader: string | null | undefined): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  let verified = verifiedCookies.get(auth);
  if (!verified) verifiedCookies.set(auth, (verified = new LRUCache({ max: 10_000 })));
  const known = verified.get(cookieHeader);
  if (known) return known;
  const { token } = await auth.api.sessionTokenOf({ headers: new Headers({ cookie: cookieHeader }) });
  if (token) verified.set(cookieHeader, token);
  return token ?? undefined;
}
