import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_MAX_DIGITS } from '../limits.ts';
import { LANGUAGES } from '../enums.ts';
import { messages, registrationFailed } from '../messages.ts';
import { nameProblem } from '../rules/names.ts';
import { isKnownCallingCode, isValidPhoneNumber, phoneExampleFor } from '../rules/phone-numbers.ts';
import { COUNTRY_CODE_MESSAGE } from '../rules/phone.ts';
import { bounded, isEmailInput, newPasswordProblem } from './auth.ts';
import { refuse } from './refuse.ts';

// Its own module, apart from the other auth schemas, because it brings the phone-number library:
// only the register page and the server load it (ADR 0028).

/** Spec §5: the phone number registration asks for, given and valid for its country code. */
export function phoneProblem(countryCode: string, phoneNumber: string): string | undefined {
  const digits = phoneNumber.trim();
  if (!digits) return messages.register.phoneRequired;
  if (!isValidPhoneNumber(countryCode, digits))
    return messages.register.invalidPhone(countryCode, phoneExampleFor(countryCode));
  return undefined;
}

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
    countryCode: z
      .string()
      .regex(/^\+\d{1,4}$/, COUNTRY_CODE_MESSAGE)
      .refine(isKnownCallingCode, COUNTRY_CODE_MESSAGE),
    phoneNumber: bounded(PHONE_MAX_DIGITS + 10),
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmPassword: bounded(PASSWORD_MAX_LENGTH),
    /** D37: the page's language, which becomes the member's (their verification email is in it). */
    language: z.enum(LANGUAGES, { error: 'Please choose one of the listed languages.' }).optional(),
  })
  .superRefine((input, ctx) => {
    const missing = (['firstName', 'lastName', 'email'] as const).find((field) => !input[field].trim());
    if (missing) return refuse(ctx, missing, messages.register.requiredFields);
    const badName = nameProblem(input, ['firstName', 'lastName']);
    if (badName) return refuse(ctx, badName.field, badName.message);
    const phone = phoneProblem(input.countryCode, input.phoneNumber);
    if (phone) return refuse(ctx, 'phoneNumber', phone);
    const password = newPasswordProblem(input);
    if (password) return refuse(ctx, password.field, password.message);
    if (!isEmailInput(input.email))
      refuse(ctx, 'email', registrationFailed(messages.register.invalidEmail), 'INVALID_EMAIL');
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
