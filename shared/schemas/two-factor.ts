import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { securityMessages } from './account-security.ts';
import { bounded } from './auth.ts';

/** D35: the texts of two-factor sign-in, on the server and in the browser. */
export const twoFactorMessages = {
  codeRequired: messages.login.twoFactorRequired,
  codeWrong: messages.login.twoFactorWrong,
  setupCodeWrong: "That code is not right. Check that your phone's clock is right and enter the current code.",
  tooManyCodes: messages.login.twoFactorTooMany,
  alreadyOn: 'Two-factor sign-in is already on.',
  setupNotStarted: 'Please start the setup again.',
  notOn: 'Two-factor sign-in is not on.',
  turnedOn: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  turnedOff: 'Two-factor sign-in is off.',
  newRecoveryCodes: 'Here are your new recovery codes. The old ones no longer work.',
  superAdminKeepsIt: 'Super admins keep two-factor sign-in on.',
  setupRequired: 'Set up two-factor sign-in before you use the admin panel.',
  adminMayOnlyTurnOff: 'Only the member can turn on two-factor sign-in, in their Settings.',
} as const;

/** An authenticator's 6 digits or a recovery code (spaces and dashes are ignored when checked). */
const codeSchema = z.string().trim().min(1, twoFactorMessages.codeRequired).max(32, twoFactorMessages.codeWrong);
const currentPassword = bounded(PASSWORD_MAX_LENGTH).min(1, securityMessages.currentPasswordRequired);

export const twoFactorStatusSchema = z
  .object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Setting up, and new recovery codes, ask for the password again. */
export const passwordAgainSchema = z.strictObject({ currentPassword }).meta({ id: 'PasswordAgain' });
export type PasswordAgain = z.infer<typeof passwordAgainSchema>;

/** The new secret: as text to type in, as an otpauth:// link, and as a QR code drawn on the server (SVG). */
export const twoFactorSetupSchema = z
  .object({ secret: z.string(), uri: z.string(), qrSvg: z.string() })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeSchema = z.strictObject({ code: codeSchema }).meta({ id: 'TwoFactorCode' });
export type TwoFactorCode = z.infer<typeof twoFactorCodeSchema>;

/** Shown once, when two-factor sign-in is turned on or the codes are renewed. */
export const recoveryCodesSchema = z
  .object({ message: z.string(), recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning it off: the password and a current code (or a recovery code). */
export const twoFactorOffSchema = z.strictObject({ currentPassword, code: codeSchema }).meta({ id: 'TwoFactorOff' });
export type TwoFactorOff = z.infer<typeof twoFactorOffSchema>;
