import type { z } from 'zod';

/**
 * Adds the rule's one issue to a schema's `superRefine`. `code` is the API's error code for it:
 * server/plugins/error-handler.ts answers a refused body with the first issue's message and code.
 */
export function refuse(ctx: z.RefinementCtx, field: string, message: string, code = 'VALIDATION_FAILED') {
  ctx.addIssue({ code: 'custom', path: [field], message, params: { code } });
}
