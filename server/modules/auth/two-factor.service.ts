import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  twoFactorMessages,
  type PasswordAgain,
  type RecoveryCodes,
  type TwoFactorOff,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#shared/schemas/two-factor.ts';
import type { Database } from '#server/db/database.ts';
import { messages } from '#shared/messages.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '#server/lib/errors.ts';
import type { Background } from '#server/lib/background.ts';
import type { Mailer } from '#server/lib/mailer.ts';
import { accountEmail } from '#server/lib/account-emails.ts';
import type { Member } from '#server/lib/member.ts';
import { auditFields, type RequestContext } from '#server/lib/request-context.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import type { Auth } from './auth.ts';
import { assertPasswordAgain } from './password-again.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

const ISSUER = 'Divine Match';
const PERIOD_S = 30;
const RECOVERY_CODES = 10;
/** Recovery codes are 10 characters of this alphabet (no 0/o, 1/l/i), shown as two groups of 5. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totpOf = (secret: Secret, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret });

/** A recovery code as typed: lower case, without spaces or dashes. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const text = [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * D35, two-factor sign-in with an authenticator app (TOTP, RFC 6238, through otpauth): set up with
 * the password again (a secret, shown as text and as a QR code drawn here with qrcode), turned on
 * by a first code (10 single-use recovery codes, shown once), checked at sign-in (auth.service.ts),
 * turned off with the password and a code. A code works once: the step of the last accepted code
 * is kept and only a later one passes. Wrong codes are counted per account wherever they are
 * entered. The secret is stored sealed (AES-256-GCM under a key from the server's secret); the
 * recovery codes only as keyed hashes.
 */
export function createTwoFactorService(deps: {
  auth: Auth;
  db: Database;
  secret: string;
  accounts: AccountsService;
  audit: AuditService;
  throttle: ThrottleService;
  mailer: Mailer;
  background: Background;
}) {
  const repository = createTwoFactorRepository(deps.db);
  const sealKey = createHash('sha256').update(`${deps.secret}:two-factor-secret`).digest();
  const codeHash = (code: string) =>
    createHmac('sha256', deps.secret)
      .update(`recovery:${normalised(code)}`)
      .digest('base64url');

  function seal(secret: Secret): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const sealed = Buffer.concat([cipher.update(secret.base32, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  function unseal(sealed: string): Secret {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const base32 = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return Secret.fromBase32(base32);
  }

  /** The authenticator's code for the sealed secret, once: the step before, now or after, later than the last one. */
  async function acceptTotp(userId: string, sealedSecret: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const timestamp = Date.now();
    const delta = totpOf(unseal(sealedSecret)).validate({ token: code, timestamp, window: 1 });
    if (delta === null) return false;
    const step = TOTP.counter({ period: PERIOD_S, timestamp }) + delta;
    return repository.acceptStep(userId, step);
  }

  /** Wrong codes per account: refused before checking once there were too many. */
  async function assertMayTry(userId: string) {
    if (await deps.throttle.isExhausted(THROTTLE_RULES.twoFactorCodesPerMember, userId)) {
      throw new TooManyRequestsError(twoFactorMessages.tooManyCodes, 'TOO_MANY_ATTEMPTS');
    }
  }

  /** A current code or an unused recovery code of an account whose two-factor sign-in is on. */
  async function accept(userId: string, rawCode: string): Promise<boolean> {
    await assertMayTry(userId);
    const row = await repository.find(userId);
    if (!row?.enabledAt) return false;
    const code = rawCode.trim();
    const accepted = /^\d{6}$/.test(code)
      ? await acceptTotp(userId, row.sealedSecret, code)
      : await repository.spendRecoveryCode(userId, codeHash(code));
    if (!accepted) await deps.throttle.consume(THROTTLE_RULES.twoFactorCodesPerMember, userId);
    return accepted;
  }

  function newCodes(): { codes: string[]; hashes: string[] } {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    return { codes, hashes: codes.map(codeHash) };
  }

  /** D37: in the member's saved language. */
  function tell(member: Member, email: string, kind: 'twoFactorOn' | 'twoFactorOff') {
    deps.background.run('could not send the two-factor email', async () => {
      const language = await deps.accounts.language(member);
      await deps.mailer.send({ to: email, ...accountEmail(language, kind), links: [] });
    });
  }

  return {
    async status(member: Member): Promise<TwoFactorStatus> {
      const row = await repository.find(member.id);
      const enabled = Boolean(row?.enabledAt);
      return { enabled, recoveryCodesLeft: enabled ? await repository.recoveryCodesLeft(member.id) : 0 };
    },

    /** A new secret (replacing an unfinished setup); nothing changes at sign-in until a code turns it on. */
    async setup(member: Member, input: PasswordAgain): Promise<TwoFactorSetup> {
      const account = await assertPasswordAgain(deps, member.id, input.currentPassword);
      const secret = new Secret({ size: 20 });
      if (!(await repository.startSetup(member.id, seal(secret)))) {
        throw new ConflictError(twoFactorMessages.alreadyOn, 'TWO_FACTOR_ON');
      }
      const uri = totpOf(secret, account.email).toString();
      const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return { secret: secret.base32, uri, qrSvg };
    },

    /** The first code from the app turns it on; the recovery codes are answered once, never again. */
    async enable(member: Member, code: string, ctx: RequestContext): Promise<RecoveryCodes> {
      await assertMayTry(member.id);
      const row = await repository.find(member.id);
      if (row?.enabledAt) throw new ConflictError(twoFactorMessages.alreadyOn, 'TWO_FACTOR_ON');
      if (!row) throw new BadRequestError(twoFactorMessages.setupNotStarted, 'TWO_FACTOR_NOT_STARTED');
      if (!(await acceptTotp(member.id, row.sealedSecret, code.trim()))) {
        await deps.throttle.consume(THROTTLE_RULES.twoFactorCodesPerMember, member.id);
        throw new BadRequestError(twoFactorMessages.setupCodeWrong, 'INVALID_TWO_FACTOR_CODE');
      }
      const { codes, hashes } = newCodes();
      if (!(await repository.enable(member.id, hashes))) {
        throw new ConflictError(twoFactorMessages.alreadyOn, 'TWO_FACTOR_ON');
      }
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: member.id,
        action: 'member.two_factor_enabled',
        subjectUserId: member.id,
      });
      const account = await deps.accounts.findById(member.id);
      if (account) tell(member, account.email, 'twoFactorOn');
      return { message: twoFactorMessages.turnedOn, recoveryCodes: codes };
    },

    /** Off with the password and a code; super admins keep it (D35). */
    async disable(member: Member, input: TwoFactorOff, ctx: RequestContext) {
      if (member.role === 'super_admin') throw new ForbiddenError(twoFactorMessages.superAdminKeepsIt, 'SUPER_ADMIN');
      const account = await assertPasswordAgain(deps, member.id, input.currentPassword);
      const row = await repository.find(member.id);
      if (!row?.enabledAt) throw new BadRequestError(twoFactorMessages.notOn, 'TWO_FACTOR_OFF');
      if (!(await accept(member.id, input.code))) {
        throw new BadRequestError(twoFactorMessages.codeWrong, 'INVALID_TWO_FACTOR_CODE');
      }
      await repository.remove(member.id);
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: member.id,
        action: 'member.two_factor_disabled',
        subjectUserId: member.id,
      });
      tell(member, account.email, 'twoFactorOff');
      return { message: twoFactorMessages.turnedOff };
    },

    /** Ten new recovery codes (the password again); the old ones stop working. */
    async renewRecoveryCodes(member: Member, input: PasswordAgain, ctx: RequestContext): Promise<RecoveryCodes> {
      await assertPasswordAgain(deps, member.id, input.currentPassword);
      const row = await repository.find(member.id);
      if (!row?.enabledAt) throw new BadRequestError(twoFactorMessages.notOn, 'TWO_FACTOR_OFF');
      const { codes, hashes } = newCodes();
      await repository.replaceRecoveryCodes(member.id, hashes);
      await deps.audit.record({
        ...auditFields(ctx),
        actorId: member.id,
        action: 'member.recovery_codes_renewed',
        subjectUserId: member.id,
      });
      return { message: twoFactorMessages.newRecoveryCodes, recoveryCodes: codes };
    },

    /**
     * Sign-in (auth.service.ts), once the password is right: the code is asked for, then checked
     * (a current code or an unused recovery code); a wrong one is counted against the account, and
     * by `onWrong` against the sign-in throttle, and recorded.
     */
    async assertSignInCode(
      userId: string,
      code: string | undefined,
      ctx: RequestContext,
      onWrong: () => Promise<void>,
    ) {
      if (!code) throw new UnauthorizedError(messages.login.twoFactorRequired, 'TWO_FACTOR_REQUIRED');
      if (await accept(userId, code)) return;
      await onWrong();
      await deps.audit.record({
        ...auditFields(ctx),
        action: 'member.sign_in_failed',
        subjectUserId: userId,
        detail: { reason: 'two_factor' },
      });
      throw new UnauthorizedError(messages.login.twoFactorWrong, 'INVALID_TWO_FACTOR_CODE');
    },

    /**
     * A change to the account's security (a new email, D35): with two-factor sign-in on, a current
     * code or an unused recovery code besides the password, counted like any other; nothing is
     * asked when it is off.
     */
    async assertCodeIfOn(userId: string, code: string | undefined) {
      if (!(await repository.find(userId))?.enabledAt) return;
      if (!code?.trim()) throw new BadRequestError(twoFactorMessages.codeRequired, 'TWO_FACTOR_REQUIRED');
      if (!(await accept(userId, code))) {
        throw new BadRequestError(twoFactorMessages.codeWrong, 'INVALID_TWO_FACTOR_CODE');
      }
    },

    /** The admin's Manage modal turned it off for a member who lost their authenticator (D35). */
    async removeByAdmin(userId: string) {
      await repository.remove(userId);
    },
  };
}
