import { z } from 'zod';
import { MEMBERSHIP_TYPES, ROLES } from '../enums.ts';

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
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OwnAccount' });
export type OwnAccount = z.infer<typeof ownAccountSchema>;

export const sessionResponseSchema = z.object({ account: ownAccountSchema.nullable() }).meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
