import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '#server/lib/errors.ts';

/** True when a string anywhere in the value (keys included) holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(entry, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a parameter, query or body string made the database
 * throw and the request answer 500 (found by the fuzz suite, ADR 0018). No legitimate input has
 * one, so every route refuses it before validation, with the one error shape.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new BadRequestError('The request contains a NUL character, which is not allowed.', 'VALIDATION_FAILED');
    }
  });
});
