import { z } from 'zod';
import { INTEREST_STATUSES, PROFILE_STATUSES } from '../enums.ts';
import { FAMILY_RELATIONS } from './family.ts';
import { profileSaveSchema } from './profile.ts';

/**
 * D45: what a linked relative sees of the member, and may change. The member's own profile fields
 * without the contact details (the phone number and its country code; the email is the account's),
 * and the member's interests received and sent (the accepted ones are the matches), naming the
 * other members by name, age and city only.
 */
const CONTACT = { countryCode: true, phoneNumber: true } as const;

/** PUT /api/family/linked/:id/profile: the member's profile as a relative edits it (when allowed). */
export const familyProfileEditSchema = profileSaveSchema.omit(CONTACT).meta({ id: 'FamilyProfileEdit' });
export type FamilyProfileEdit = z.infer<typeof familyProfileEditSchema>;

const otherMember = z.object({
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  city: z.string().nullable(),
});

/** GET /api/family/linked/:id: the member as their relative sees them. */
export const familyMemberViewSchema = z
  .object({
    linkId: z.string(),
    relation: z.enum(FAMILY_RELATIONS),
    mayEditProfile: z.boolean(),
    profile: familyProfileEditSchema.extend({ profileStatus: z.enum(PROFILE_STATUSES) }),
    received: z.array(z.object({ status: z.enum(['pending', 'accepted']), at: z.iso.datetime(), member: otherMember })),
    sent: z.array(z.object({ status: z.enum(INTEREST_STATUSES), at: z.iso.datetime(), member: otherMember })),
  })
  .meta({ id: 'FamilyMemberView' });
export type FamilyMemberView = z.infer<typeof familyMemberViewSchema>;
