import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '#shared/enums.ts';
import type {
  ChurchError,
  ChurchSignInPublic,
  ChurchSignInSettings,
  ChurchSignInUpdate,
} from '#shared/schemas/church-sign-in.ts';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import { auditFields, type RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { AuthService } from '#server/modules/auth/auth.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { createChurchFlow, type Claims, type Provider } from './church-sign-in.flow.ts';
import { assertComplete, ChurchSignInRefused, firstSignIn, isStaff, isUsable } from './church-sign-in.policy.ts';
import { createChurchSignInRepository, type StoredChurchSettings } from './church-sign-in.repository.ts';

export type ChurchSettingsService = ReturnType<typeof createChurchSettingsService>;
export type ChurchSignInService = ReturnType<typeof createChurchSignInService>;

/**
 * D48's settings (System Settings → Church sign-in): read per request, not cached, since only
 * sign-ins ask (rare next to ADR 0043's per-request settings). The secret is sealed before it is
 * stored and never leaves the server; changes are audited without it.
 */
export function createChurchSettingsService(deps: {
  db: Database;
  audit: AuditService;
  secret: string;
  publicUrl: string;
}) {
  const repository = createChurchSignInRepository(deps.db);
  const flow = createChurchFlow(deps.secret, deps.publicUrl);
  const present = (stored: StoredChurchSettings): ChurchSignInSettings => ({
    on: stored.on,
    issuer: stored.issuer,
    clientId: stored.clientId,
    secretSet: stored.sealedSecret !== '',
    buttonLabel: stored.buttonLabel,
    memberPasswordSignIn: stored.memberPasswordSignIn,
  });

  return {
    flow,
    stored: () => repository.read(),

    current: async () => present(await repository.read()),

    /** What the sign-in and registration pages may know: on (and usable), the button's label, and whether members use passwords. */
    async publicInfo(): Promise<ChurchSignInPublic> {
      const stored = await repository.read();
      return isUsable(stored)
        ? { on: true, label: stored.buttonLabel, memberPasswordSignIn: stored.memberPasswordSignIn }
        : { on: false, label: '', memberPasswordSignIn: true };
    },

    /**
     * D48: members may sign in (and register) with a password; staff always may. Off only while
     * church sign-in is on and usable: with it off, members would have no way in at all.
     */
    async membersPasswordSignIn() {
      const stored = await repository.read();
      return stored.memberPasswordSignIn || !isUsable(stored);
    },

    async update(admin: Member, change: ChurchSignInUpdate, context: AuditContext): Promise<ChurchSignInSettings> {
      await deps.db.transaction(async (tx) => {
        const before = await repository.read(tx);
        const after: StoredChurchSettings = {
          on: change.on,
          issuer: change.issuer.replace(/\/+$/, ''),
          clientId: change.clientId,
          sealedSecret: change.clientSecret ? flow.seal(change.clientSecret) : before.sealedSecret,
          buttonLabel: change.buttonLabel,
          memberPasswordSignIn: change.memberPasswordSignIn,
        };
        assertComplete(after);
        await repository.write(tx, after, admin.id);
        // The activity log keeps what changed: before → after, of the secret only that it changed.
        const shown = (stored: StoredChurchSettings) => {
          const { secretSet: _secret, ...rest } = present(stored);
          return rest;
        };
        const [old, next] = [shown(before), shown(after)];
        const changes = Object.fromEntries(
          (Object.keys(next) as (keyof typeof next)[])
            .filter((key) => old[key] !== next[key])
            .map((key) => [key, { before: old[key], after: next[key] }]),
        );
        await deps.audit.record(
          {
            ...context,
            actorId: admin.id,
            action: 'admin.settings_changed',
            detail: { churchSignIn: { ...next, changes, secretChanged: Boolean(change.clientSecret) } },
          },
          tx,
        );
      });
      return present(await repository.read());
    },
  };
}

/**
 * D48: church sign-in itself. Every failure, whatever its cause, ends on the sign-in page with a
 * code the page shows in the member's language (never a 500); the cause goes to the log and the
 * activity log.
 */
export function createChurchSignInService(deps: {
  db: Database;
  churchSettings: ChurchSettingsService;
  settings: Pick<SettingsService, 'assertRegistrationOpen'>;
  accounts: AccountsService;
  auth: Pick<AuthService, 'signInVerified'>;
  audit: AuditService;
  logger: FastifyBaseLogger;
}) {
  const repository = createChurchSignInRepository(deps.db);
  const { flow } = deps.churchSettings;

  async function provider(): Promise<Provider> {
    const stored = await deps.churchSettings.stored();
    if (!isUsable(stored)) throw new ChurchSignInRefused('off');
    return { issuer: stored.issuer, clientId: stored.clientId, clientSecret: flow.unseal(stored.sealedSecret) };
  }

  /** The account the person signs in to: linked before, linked now by a verified email, or new. */
  async function accountFor(person: Claims, language: Language | undefined, ctx: RequestContext): Promise<string> {
    const linked = await repository.linkedAccount(person.sub);
    if (linked) {
      // A member linked before and made staff since signs in with password and second factor (D35).
      const account = await deps.accounts.findById(linked);
      if (account && isStaff(account.role)) throw new ChurchSignInRefused('staff');
      return linked;
    }
    const existing = person.email ? await deps.accounts.findByEmail(person.email) : undefined;
    const decision = firstSignIn(person, existing);
    if ('refuse' in decision) throw new ChurchSignInRefused(decision.refuse);
    if ('link' in decision) {
      await repository.link(decision.link, person.sub, true);
      return decision.link;
    }
    try {
      await deps.settings.assertRegistrationOpen();
    } catch {
      throw new ChurchSignInRefused('registration_closed');
    }
    const id = randomUUID();
    try {
      await deps.accounts.createMember(
        {
          id,
          email: person.email ?? '',
          firstName: person.givenName,
          lastName: person.familyName,
          countryCode: '+91',
          phoneNumber: '',
          passwordHash: null,
          // D34: the sign-in page says, by the church button, that a new account accepts the terms
          // and the privacy policy, as the registration form says it.
          termsAcceptedAt: new Date(),
          ...(language ? { language } : {}),
        },
        auditFields(ctx),
      );
    } catch (error) {
      // The same email registered meanwhile: refused as an email already in use would be.
      if (isUniqueViolation(error)) throw new ChurchSignInRefused('email_unverified', 'email taken meanwhile');
      throw error;
    }
    await repository.link(id, person.sub, person.emailVerified);
    return id;
  }

  async function refused(error: unknown, ctx: RequestContext): Promise<ChurchError> {
    let code: ChurchError = 'failed';
    let reason = 'error';
    if (error instanceof ChurchSignInRefused) [code, reason] = [error.code, error.reason];
    else if (error instanceof AppError && error.code === 'ACCOUNT_DEACTIVATED') code = reason = 'deactivated';
    else if (error instanceof AppError && error.statusCode === 503) code = reason = 'maintenance';
    else deps.logger.error({ err: error }, 'church sign-in failed');
    deps.logger.warn({ code, reason }, 'church sign-in refused');
    await deps.audit.record({
      ...auditFields(ctx),
      action: 'member.sign_in_failed',
      detail: { reason: 'church', code, cause: reason.slice(0, 200) },
    });
    return code;
  }

  return {
    /** Where the start route sends the browser: the provider, or back to the sign-in page with a code. */
    async start(language: Language | undefined, ctx: RequestContext): Promise<{ location: string; cookies: string[] }> {
      try {
        const { url, cookie } = await flow.start(await provider(), language);
        return { location: url, cookies: [cookie] };
      } catch (error) {
        return { location: errorPage(await refused(error, ctx)), cookies: [] };
      }
    },

    /** The provider's redirect back: the member signed in and on the dashboard, or the sign-in page with a code. */
    async callback(url: URL, ctx: RequestContext): Promise<{ location: string; cookies: string[] }> {
      const clear = flow.clearCookie();
      try {
        const state = flow.flowOf(ctx.cookie);
        if (!state) throw new ChurchSignInRefused('expired');
        const person = await flow.finish(await provider(), url, state);
        const userId = await accountFor(person, state.language, ctx);
        const { cookies } = await deps.auth.signInVerified(userId, ctx);
        return { location: '/dashboard', cookies: [clear, ...cookies] };
      } catch (error) {
        return { location: errorPage(await refused(error, ctx)), cookies: [clear] };
      }
    },
  };
}

export const errorPage = (code: ChurchError) => `/login?church_error=${code}`;
