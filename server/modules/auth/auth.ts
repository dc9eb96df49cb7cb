import { createHmac, timingSafeEqual } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { APIError } from 'better-auth/api';
import { messages } from '#shared/messages.ts';
import type { Config } from '#server/config/config.ts';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { hashPassword, verifyPassword } from '#server/lib/passwords.ts';
import { signInStateOf, type AccountsService } from '#server/modules/accounts/accounts.service.ts';

export const SESSION_COOKIE_PREFIX = 'dm';
/** The session cookie's names: on http, and on https (better-auth's __Secure- prefix). */
export const SESSION_COOKIE_NAMES = [
  `${SESSION_COOKIE_PREFIX}.session_token`,
  `__Secure-${SESSION_COOKIE_PREFIX}.session_token`,
];
const RESET_TOKEN_SECONDS = 60 * 60;
const VERIFY_TOKEN_SECONDS = 60 * 60 * 24;

export interface AuthDependencies {
  config: Config;
  logger: FastifyBaseLogger;
  secret: string;
  db: Database;
  mailer: Mailer;
  accounts: AccountsService;
}

/**
 * The one adapter of better-auth (ADR 0009, ADR 0022): no other file imports it but for the
 * header conversion of server/lib/request-context.ts. better-auth owns sessions, password hashes
 * and single-use tokens. Its HTTP handler is
 * not mounted: our own routes (auth.routes.ts) call its server API, so every endpoint has our
 * schemas, messages, throttling and error shape, and nothing else is exposed.
 */
export function createAuth({ config, logger, secret, db, mailer, accounts }: AuthDependencies) {
  const link = (route: string, token: string) => `${config.publicUrl}${route}?token=${encodeURIComponent(token)}`;
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
          subject: 'Reset your Divine Match password',
          text: `Someone asked to reset the password of your Divine Match account.\n\nChoose a new password here (the link works once, for one hour):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
          links: [url],
        });
      },
    },
    emailVerification: {
      expiresIn: VERIFY_TOKEN_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const url = link('/verify-email', token);
        if (verificationTokenPayload(token).updateTo) {
          // D35: a change of email, confirmed at the new address (`user.email` is the new one here).
          await mailer.send({
            to: user.email,
            subject: 'Confirm your new email for Divine Match',
            text: `Someone asked to use this address for their Divine Match account.\n\nTo make it your account's email, open this link (it works for 24 hours):\n${url}\n\nIf it was not you, ignore this message: nothing changes.`,
            links: [url],
          });
          return;
        }
        await mailer.send({
          to: user.email,
          subject: 'Confirm your email for Divine Match',
          text: `Welcome to Divine Match.\n\nPlease confirm your email address (the link works for 24 hours):\n${url}`,
          links: [url],
        });
      },
    },
    // D35: a new address is confirmed through a link sent to it (account-security.service.ts).
    user: { changeEmail: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Throttling is ours (throttle module): shared by every instance through the database.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password was verified: an admin-deactivated account gets no session (D9).
          async before(session) {
            const account = await accounts.findById(session.userId);
            if (!account || signInStateOf(account) === 'admin-deactivated') {
              throw new APIError('FORBIDDEN', { message: messages.login.deactivated, code: 'ACCOUNT_DEACTIVATED' });
            }
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
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification?.value;
}

/**
 * The account whose password `password` is, without starting a session: for a sign-in that may
 * only mail a link (ADR 0025). An unknown email costs a hash too, as in better-auth's own sign-in.
 */
export async function passwordOwner(auth: Auth, email: string, password: string): Promise<string | undefined> {
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  const stored = found?.accounts.find((account) => account.providerId === 'credential')?.password;
  if (!found || !stored) {
    await context.password.hash(password);
    return undefined;
  }
  return (await context.password.verify({ hash: stored, password })) ? found.user.id : undefined;
}

/**
 * A new session for a member who proved who they are without a password form (a sign-in link,
 * ADR 0025), and its Set-Cookie, signed and shaped as better-auth's own. The session hooks run:
 * an admin-deactivated account is refused with FORBIDDEN (D9).
 */
export async function startSession(
  auth: Auth,
  userId: string,
  client: { ipAddress: string; userAgent: string },
): Promise<string[]> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, client);
  if (!session) throw new Error('The session could not be created.');
  const { name, attributes } = context.authCookies.sessionToken;
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const parts = [
    `${name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Max-Age=${Math.floor(context.sessionConfig.expiresIn)}`,
    `Path=${attributes.path ?? '/'}`,
    'HttpOnly',
  ];
  if (attributes.secure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return [parts.join('; ')];
}

/**
 * Reads better-auth's signed session cookie (`<token>.<base64 HMAC-SHA256(secret, token)>`,
 * URL-encoded) without going through its endpoint machinery: this runs on every signed-in
 * request (ADR 0009). Returns the token only when the signature is right.
 */
export function readSessionToken(
  cookieHeader: string | null | undefined,
  secret: string,
  cookieNames: string[],
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!cookieNames.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
  }
  return undefined;
}
