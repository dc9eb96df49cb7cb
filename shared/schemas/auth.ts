import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_DIGITS } from '../limits.ts';
import { messages } from '../messages.ts';
import { isValidPhoneNumber, phoneRuleFor } from '../rules/phone.ts';

const bounded = (max: number) => z.string().max(max);

/** The request body of registration: an explicit allow-list (no role, membership or counters). */
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
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A plain email check, the same in the browser and on the server. */
export const emailSchema = z.email();

/**
 * Spec §5, in the order the form checks them; the first failing rule's message, or undefined.
 * The server runs the very same function (then adds what only it can know: duplicates, weak passwords).
 */
export function firstRegistrationProblem(input: RegisterRequest): string | undefined {
  if (!input.firstName.trim() || !input.lastName.trim() || !input.email.trim()) return messages.register.requiredFields;
  const digits = input.phoneNumber.trim();
  if (!digits) return messages.register.phoneRequired;
  if (!isValidPhoneNumber(input.countryCode, digits)) {
    return messages.register.invalidPhone(input.countryCode, phoneRuleFor(input.countryCode).example);
  }
  if (input.password !== input.confirmPassword) return messages.register.passwordsDoNotMatch;
  if (input.password.length < 6) return messages.register.passwordTooShort;
  return undefined;
}

export const loginRequestSchema = z
  .strictObject({
    email: bounded(EMAIL_MAX_LENGTH).min(1, 'Please enter your email.'),
    password: bounded(PASSWORD_MAX_LENGTH).min(1, 'Please enter your password.'),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const passwordResetRequestSchema = z
  .strictObject({ email: bounded(EMAIL_MAX_LENGTH) })
  .meta({ id: 'PasswordResetRequest' });

export const passwordResetConfirmSchema = z
  .strictObject({
    token: z.string().min(1).max(512),
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: 'PasswordResetConfirm' });

export const verifyEmailRequestSchema = z
  .strictObject({ token: z.string().min(1).max(2048) })
  .meta({ id: 'VerifyEmailRequest' });

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
