import { z } from 'zod';
import { LANGUAGES, MEMBERSHIP_TYPES, ROLES } from '../enums.ts';

/** What a signed-in member receives about their own account. Never a hash or a token. */
export const ownAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    countryCode: z.string(),
    phoneNumber: z.string(),
    role: z.enum(ROLES),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    /** D35: two-factor sign-in is on (a super admin without it sees only its setup). */
    twoFactorEnabled: z.boolean(),
    /** D45: a relative's account (it has the family screens, not a member's). */
    relative: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnAccount' });
export type OwnAccount = z.infer<typeof ownAccountSchema>;

export const sessionResponseSchema = z.object({ account: ownAccountSchema.nullable() }).meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * D37: the member's language (the admin record's `language`): the web app's language once they are
 * signed in, and the language of their emails and push notifications.
 */
export const languageChoiceSchema = z
  .strictObject({ language: z.enum(LANGUAGES, { error: 'Please choose one of the listed languages.' }) })
  .meta({ id: 'LanguageChoice' });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
