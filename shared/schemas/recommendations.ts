import { z } from 'zod';
import { discoveryCardSchema } from './discovery.ts';

/**
 * Recommended for you (D36): the day's list (YYYY-MM-DD, UTC), best two-way fit first, as
 * discovery's cards: D13's daily reveals apply, so a free member's cards past them are redacted.
 */
export const recommendationsSchema = z
  .object({
    day: z.string(),
    cards: z.array(discoveryCardSchema),
    tier: z.enum(['free', 'premium']),
    revealsLeft: z.number().nullable(),
  })
  .meta({ id: 'Recommendations' });
export type Recommendations = z.infer<typeof recommendationsSchema>;
