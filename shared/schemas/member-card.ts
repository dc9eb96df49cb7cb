import { z } from 'zod';
import { endorsementBadgeSchema } from './endorsements.ts';
import { FAMILY_RELATIONS } from './family.ts';

/**
 * The one card of another member that every list of members draws (discovery, shortlist): name,
 * age from the birth date (never the date), place, church, occupation and the profile photo's
 * thumbnail. Each list adds its own keys around it and may leave some out (the shortlist grid shows
 * no occupation).
 */
export const memberCardSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  church: z.string().nullable(),
  occupation: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** D32: 'Endorsed by Pastor {pastorName}, {church}', or null. */
  endorsement: endorsementBadgeSchema,
  /** D43: a moderator verified the member's photos (until their profile photo changes). */
  photoVerified: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/**
 * D36: how many of the viewer's stated preferences the member meets (`meets` of `of`), and whether
 * the viewer meets every preference the member stated (null when they stated none). Never the
 * member's preferences themselves.
 */
export const fitSchema = z.object({
  meets: z.number(),
  of: z.number(),
  youFit: z.boolean().nullable(),
});
export type Fit = z.infer<typeof fitSchema>;

/**
 * D45: 'Suggested by {first name} ({relation})': a relative linked to the viewer suggested this
 * member to them. Sent only to that viewer, and only when there is such a suggestion.
 */
export const suggestedBySchema = z.array(z.object({ firstName: z.string(), relation: z.enum(FAMILY_RELATIONS) }));
export type SuggestedBy = z.infer<typeof suggestedBySchema>;
