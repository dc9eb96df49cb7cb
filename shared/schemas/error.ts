import { z } from 'zod';

/** The one error shape every endpoint answers with (engineering guide, practice 8). */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine-readable code, e.g. NOT_FOUND.' }),
      message: z.string().meta({ description: 'A sentence for people, in the words of the spec where it has them.' }),
      requestId: z.string().meta({ description: 'Quote this to an administrator; it finds the log lines.' }),
      fields: z
        .array(z.object({ path: z.string(), message: z.string() }))
        .optional()
        .meta({ description: 'For invalid input: which field is wrong and why.' }),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
