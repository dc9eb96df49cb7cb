import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
} from '../limits.ts';
import { LANGUAGES } from '../enums.ts';
import { messages, registrationFailed } from '../messages.ts';
import {
  hasHiddenCharacters,
  hasWebAddress,
  NAME_HIDDEN_CHARACTERS_MESSAGE,
  NAME_WEB_ADDRESS_MESSAGE,
} from '../rules/names.ts';
import { isKnownCallingCode, isValidPhoneNumber, phoneExampleFor } from '../rules/phone-numbers.ts';
import { COUNTRY_CODE_MESSAGE } from '../rules/phone.ts';
import { bounded, isEmailInput } from './auth.ts';
import { refuse } from './refuse.ts';

// Its own module, apart from the other auth schemas, because it brings the phone-number library:
// only the register page and the server load it (ADR 0028).

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
    const disguised = (['firstName', 'lastName'] as const).find((field) => hasHiddenCharacters(input[field]));
    if (disguised) return refuse(ctx, disguised, NAME_HIDDEN_CHARACTERS_MESSAGE);
    const linked = (['firstName', 'lastName'] as const).find((field) => hasWebAddress(input[field]));
    if (linked) return refuse(ctx, linked, NAME_WEB_ADDRESS_MESSAGE);
    const digits = input.phoneNumber.trim();
    if (!digits) return refuse(ctx, 'phoneNumber', messages.register.phoneRequired);
    if (!isValidPhoneNumber(input.countryCode, digits)) {
      const example = phoneExampleFor(input.countryCode);
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
