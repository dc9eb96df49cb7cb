import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const NO_BODY_MESSAGE = 'This request takes no body.';

/** A write to a route that declares neither a body schema nor what it consumes. */
function takesNoBody(request: FastifyRequest): boolean {
  if (request.is404 || !METHODS_WITH_BODY.has(request.method)) return false;
  const schema = request.routeOptions.schema;
  return schema?.body === undefined && schema?.consumes === undefined;
}

const isJson = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/** No body: nothing, JSON's `null`, or an empty plain object. */
const isEmptyJson = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a parameter, query or body string made the database
 * throw and the request answer 500 (found by the fuzz suite, ADR 0018). No legitimate input has
 * one, so every route refuses it before validation, with the one error shape.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Issue 43: a route without a body schema takes no body. It took any (text, multipart, JSON) and
  // ignored it; now one is refused. A route that reads a body without a schema says what it takes
  // in `consumes` (the photo upload's multipart, the one-click unsubscribe's form). An empty body
  // (no length or 0, what the web app sends) is no body, and so is JSON's empty `{}` or `null`,
  // which many HTTP clients send with every POST: JSON is parsed and judged in preValidation,
  // every other type is refused before it is read.
  app.addHook('preParsing', async (request) => {
    if (!takesNoBody(request) || !carriesBody(request.headers) || isJson(request.headers['content-type'])) return;
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NO_BODY_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (takesNoBody(request) && !isEmptyJson(request.body)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', NO_BODY_MESSAGE);
    }
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new BadRequestError('The request contains a NUL character, which is not allowed.', 'VALIDATION_FAILED');
    }
  });
});
