import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
} from '../limits.ts';
import { messages, registrationFailed } from '../messages.ts';
import { isEmailAddress } from '../rules/email.ts';
import { hasHiddenCharacters, NAME_HIDDEN_CHARACTERS_MESSAGE } from '../rules/names.ts';
import { isValidPhoneNumber, phoneRuleFor } from '../rules/phone.ts';
import { refuse } from './refuse.ts';

const bounded = (max: number) => z.string().max(max);
/** Emails are compared trimmed and in lower case; the rule sees what will be stored. */
const isEmailInput = (text: string) => isEmailAddress(text.trim().toLowerCase());

/**
 * The request body of registration: an explicit allow-list (no role, membership or counters).
 * Spec §5 and §8 in the order the form checks them: only the first failing rule is reported, with
 * its message; the server then adds what only it can know (duplicates, weak passwords).
 */
export const registerRequestSchema = z
  .strictObject({
    firstName: bounded(NAME_MAX_LENGTH),
    lastName: bounded(NAME_MAX_LENGTH),
    email: bounded(EMAIL_MAX_LENGTH),
    countryCode: z.string().regex(/^\+\d{1,4}$/, 'Choose a country code such as +91.'),
    phoneNumber: bounded(PHONE_MAX_DIGITS + 10),
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
  })
  .superRefine((input, ctx) => {
    const missing = (['firstName', 'lastName', 'email'] as const).find((field) => !input[field].trim());
    if (missing) return refuse(ctx, missing, messages.register.requiredFields);
    const disguised = (['firstName', 'lastName'] as const).find((field) => hasHiddenCharacters(input[field]));
    if (disguised) return refuse(ctx, disguised, NAME_HIDDEN_CHARACTERS_MESSAGE);
    const digits = input.phoneNumber.trim();
    if (!digits) return refuse(ctx, 'phoneNumber', messages.register.phoneRequired);
    if (!isValidPhoneNumber(input.countryCode, digits)) {
      const { example } = phoneRuleFor(input.countryCode);
      return refuse(ctx, 'phoneNumber', messages.register.invalidPhone(input.countryCode, example));
    }
    if (input.password !== input.confirmPassword)
      return refuse(ctx, 'confirmPassword', messages.register.passwordsDoNotMatch);
    if (input.password.length < PASSWORD_MIN_LENGTH) return refuse(ctx, 'password', messages.register.passwordTooShort);
    if (!isEmailInput(input.email))
      refuse(ctx, 'email', registrationFailed(messages.register.invalidEmail), 'INVALID_EMAIL');
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z
  .strictObject({
    email: bounded(EMAIL_MAX_LENGTH)
      .min(1, { message: 'Please enter your email.', abort: true })
      .refine(isEmailInput, { message: messages.login.invalidEmail, params: { code: 'INVALID_EMAIL' } }),
    password: bounded(PASSWORD_MAX_LENGTH).min(1, 'Please enter your password.'),
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
    if (input.password !== input.confirmPassword)
      return refuse(ctx, 'confirmPassword', messages.register.passwordsDoNotMatch);
    if (input.password.length < PASSWORD_MIN_LENGTH) refuse(ctx, 'password', messages.register.passwordTooShort);
  })
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const verifyEmailRequestSchema = z
  .strictObject({ token: z.string().min(1).max(2048) })
  .meta({ id: 'VerifyEmailRequest' });

/** ADR 0025: the token of a sign-in link (43 base64url characters when genuine). */
export const signInLinkRequestSchema = z
  .strictObject({ token: z.string().min(1).max(512) })
  .meta({ id: 'SignInLinkRequest' });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
