import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, BadRequestError } from '#server/lib/errors.ts';

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

/** The methods whose requests Fastify reads a body of (it ignores one on GET, HEAD and OPTIONS). */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Any content at all: a length above zero, or chunks of unknown length. */
const carriesBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a parameter, query or body string made the database
 * throw and the request answer 500 (found by the fuzz suite, ADR 0018). No legitimate input has
 * one, so every route refuses it before validation, with the one error shape.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Issue 43: a route without a body schema takes no body. It took any (text, multipart, JSON) and
  // ignored it; now one is refused before it is read. A route that reads a body without a schema
  // says what it takes in `consumes` (the photo upload's multipart, the one-click unsubscribe's
  // form). An empty body (no length or 0, what the web app sends) is no body.
  app.addHook('preParsing', async (request) => {
    if (request.is404 || !METHODS_WITH_BODY.has(request.method)) return;
    const schema = request.routeOptions.schema;
    if (schema?.body !== undefined || schema?.consumes !== undefined || !carriesBody(request.headers)) return;
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This request takes no body.');
  });
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new BadRequestError('The request contains a NUL character, which is not allowed.', 'VALIDATION_FAILED');
    }
  });
});
