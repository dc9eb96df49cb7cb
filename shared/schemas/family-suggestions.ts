import { z } from 'zod';
import { familyMessages } from './family.ts';

/**
 * D45: a linked relative suggests members to the member ('Suggested by {first name} ({relation})'
 * on the member's dashboard and on the suggested member's card); the member decides. The relative
 * finds members by name among those the member could see, by name, age and city only.
 */

/** A name search's fewest letters, and its most results. */
export const FAMILY_SEARCH_MIN = 2;
export const FAMILY_SEARCH_MAX = 20;
/** Suggestions one link may make in 24 hours (a business limit, security-bar 11.1.3). */
export const FAMILY_SUGGESTIONS_PER_DAY = 20;

/** GET /api/family/linked/:id/members?q=: a part of a first or last name. */
export const familyMemberSearchSchema = z.strictObject({
  q: z
    .string(familyMessages.searchTooShort)
    .trim()
    .min(FAMILY_SEARCH_MIN, familyMessages.searchTooShort)
    .max(100, familyMessages.searchTooShort),
});

/** Another member as the relative's search and list show them: name, age and city, never a photo or contact. */
const candidate = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  city: z.string().nullable(),
});

export const familyCandidatesSchema = z.object({ members: z.array(candidate) }).meta({ id: 'FamilyCandidates' });
export type FamilyCandidates = z.infer<typeof familyCandidatesSchema>;

/** POST /api/family/linked/:id/suggestions: the member to suggest (one of the search's ids). */
export const familySuggestionFormSchema = z
  .strictObject({ memberId: z.string().min(1).max(64) })
  .meta({ id: 'FamilySuggestionForm' });

/**
 * GET /api/family/linked/:id/suggestions: what this relative suggested to the member, newest
 * first, while the suggested member is visible to the member (whether the member dismissed one is
 * the member's own business: not sent).
 */
export const familySuggestionsSentSchema = z
  .object({
    suggestions: z.array(
      z.object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        age: z.number().nullable(),
        city: z.string().nullable(),
        at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'FamilySuggestionsSent' });
export type FamilySuggestionsSent = z.infer<typeof familySuggestionsSentSchema>;

export const familySuggestionIdSchema = z.strictObject({ id: z.uuid() });
