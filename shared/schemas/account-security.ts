import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { bounded, isEmailInput, newPasswordProblem } from './auth.ts';
import { refuse } from './refuse.ts';

/** D35: the texts of Settings → Security, on the server and in the browser. */
export const securityMessages = {
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  samePassword: 'Please choose a password different from your current one.',
  tooManyAttempts: 'Too many wrong current passwords. Please try again later.',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
  deviceSignedOut: 'That device has been signed out.',
  othersSignedOut: (count: number) =>
    count === 1 ? 'You have been signed out on 1 other device.' : `You have been signed out on ${count} other devices.`,
  deviceNotFound: 'That device is not signed in any more.',
  notThisDevice: 'To sign out on this device, use Logout.',
  sameEmail: 'That is already your email address.',
  emailChangeSent: (email: string) =>
    `We have sent a link to ${email}. Your email address changes when you open it (within 24 hours).`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailChangeInvalid: 'This link is invalid or has expired. Please ask for a new one in Settings.',
} as const;

/**
 * D35: the new address (confirmed through a link sent to it), with the password again, and with
 * two-factor sign-in on a current code or a recovery code too (the server asks for it then).
 */
export const emailChangeSchema = z
  .strictObject({
    email: bounded(EMAIL_MAX_LENGTH)
      .min(1, { message: 'Please enter your new email address.', abort: true })
      .refine(isEmailInput, { message: messages.login.invalidEmail, params: { code: 'INVALID_EMAIL' } }),
    currentPassword: bounded(PASSWORD_MAX_LENGTH).min(1, securityMessages.currentPasswordRequired),
    code: z.string().trim().max(32, messages.login.twoFactorWrong).optional(),
  })
  .meta({ id: 'EmailChange' });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** D35: the current password, then a new one by the registration rules (match, length). */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: bounded(PASSWORD_MAX_LENGTH),
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    if (input.currentPassword.length === 0)
      return refuse(ctx, 'currentPassword', securityMessages.currentPasswordRequired);
    const password = newPasswordProblem(input);
    if (password) return refuse(ctx, password.field, password.message);
    if (input.password === input.currentPassword) refuse(ctx, 'password', securityMessages.samePassword);
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** How the server names a device (D35): 'Firefox on Windows', or 'Unknown browser' without a user agent. */
export const UNKNOWN_BROWSER = 'Unknown browser';
export const deviceName = (browser: string, os?: string) => (os ? `${browser} on ${os}` : browser);
/** A device's name in its parts again, for the web app to say it in the member's language. */
export function deviceNameParts(name: string): { browser: string; os?: string } {
  const at = name.indexOf(' on ');
  return at < 0 ? { browser: name } : { browser: name.slice(0, at), os: name.slice(at + ' on '.length) };
}

/** A signed-in device (a session): no token, no address, only what the member needs to recognise it. */
export const deviceSchema = z
  .object({
    id: z.string(),
    /** 'Firefox on Windows', from the browser's user agent; 'Unknown browser' when there is none. */
    browser: z.string(),
    signedInAt: z.iso.datetime(),
    /** When it was last used (to the day: the session is refreshed once a day). */
    lastActiveAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof deviceSchema>;

export const devicesSchema = z.object({ devices: z.array(deviceSchema) }).meta({ id: 'Devices' });
export type Devices = z.infer<typeof devicesSchema>;

export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
