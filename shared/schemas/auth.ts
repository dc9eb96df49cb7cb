import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { messages } from '../messages.ts';
import { isEmailAddress } from '../rules/email.ts';
import { refuse } from './refuse.ts';

export const bounded = (max: number) => z.string().max(max);
/** Emails are compared trimmed and in lower case; the rule sees what will be stored. */
export const isEmailInput = (text: string) => isEmailAddress(text.trim().toLowerCase());

/** D10: a new password and its confirmation as registration checks them: they match, then the length. */
export function newPasswordProblem(input: { password: string; confirmPassword: string }) {
  if (input.password !== input.confirmPassword)
    return { field: 'confirmPassword' as const, message: messages.register.passwordsDoNotMatch };
  if (input.password.length < PASSWORD_MIN_LENGTH)
    return { field: 'password' as const, message: messages.register.passwordTooShort };
  return undefined;
}

/** D35: the second step of a sign-in, present once the first answered TWO_FACTOR_REQUIRED. */
export const signInCodeSchema = z.string().trim().max(32, messages.login.twoFactorWrong).optional();

export const loginRequestSchema = z
  .strictObject({
    email: bounded(EMAIL_MAX_LENGTH)
      .min(1, { message: 'Please enter your email.', abort: true })
      .refine(isEmailInput, { message: messages.login.invalidEmail, params: { code: 'INVALID_EMAIL' } }),
    password: bounded(PASSWORD_MAX_LENGTH).min(1, 'Please enter your password.'),
    /** D35: the authenticator's code (or a recovery code), once the first try answered TWO_FACTOR_REQUIRED. */
    code: signInCodeSchema,
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const passwordResetRequestSchema = z
  .strictObject({
    email: bounded(EMAIL_MAX_LENGTH).refine(isEmailInput, {
      message: messages.login.invalidEmail,
      params: { code: 'INVALID_EMAIL' },
    }),
  })
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** D10: the new password follows the registration rules (match first, then length). */
export const passwordResetConfirmSchema = z
  .strictObject({
    token: z.string().min(1).max(512),
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    const password = newPasswordProblem(input);
    if (password) return refuse(ctx, password.field, password.message);
  })
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const verifyEmailRequestSchema = z
  .strictObject({ token: z.string().min(1).max(2048) })
  .meta({ id: 'VerifyEmailRequest' });

/** ADR 0025: the token of a sign-in link (43 base64url characters when genuine). */
export const signInLinkRequestSchema = z
  .strictObject({ token: z.string().min(1).max(512), code: signInCodeSchema })
  .meta({ id: 'SignInLinkRequest' });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
