import { z } from 'zod';
import { discoveryCardSchema } from './discovery.ts';

/**
 * Recommended for you (D36): the day's list (YYYY-MM-DD, UTC), best two-way fit first, as
 * discovery's cards: D13's daily reveals apply, so a free member's cards past them are redacted.
 */
export const recommendationsSchema = z
  .object({
    day: z.string(),
    /** D36: no list until the member says whom they are looking for (the dashboard asks). */
    needsLookingFor: z.boolean(),
    cards: z.array(discoveryCardSchema),
    tier: z.enum(['free', 'premium']),
    revealsLeft: z.number().nullable(),
  })
  .meta({ id: 'Recommendations' });
export type Recommendations = z.infer<typeof recommendationsSchema>;

/**
 * How many of the day's list to send (the dashboard shows the first 4): a free member's reveals
 * (D13) are spent only on the cards sent.
 */
export const recommendationsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(10).default(10),
  /** D43: only members whose photos a moderator verified. */
  verified: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
