import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { photoMessages } from '#shared/messages.ts';
import type { ApiError } from '#shared/schemas/error.ts';
import { AppError, ServiceUnavailableError } from '#server/lib/errors.ts';

type ErrorBody = ApiError['error'];

/** Fastify's own 4xx codes that deserve a clearer sentence than its default. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty; JSON was expected.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  // Uploads are photos (D17): the spec's message for a file over the limit.
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: photoMessages.tooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'INVALID_IMAGE', message: photoMessages.invalidImage },
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: Omit<ErrorBody, 'requestId'>) {
  const error: ErrorBody = { ...body, requestId: String(request.id) };
  return reply.status(status).header('cache-control', 'no-store').send({ error });
}

/** A shared schema's rule may name its own error code (shared/schemas/refuse.ts); others are VALIDATION_FAILED. */
function codeOfIssue(params: Record<string, unknown> | undefined): string {
  const code = (params?.params as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'VALIDATION_FAILED';
}

function toClientError(error: FastifyError): { status: number; body: Omit<ErrorBody, 'requestId'> } | undefined {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { code: error.code, message: error.message } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'is not valid',
    }));
    return {
      status: 400,
      body: {
        code: codeOfIssue(error.validation[0]?.params),
        message: fields[0]?.message ?? 'The request is not valid.',
        fields,
      },
    };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (known) return { status, body: known };
  if (status === 429)
    return { status, body: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } };
  if (status >= 400 && status < 500) return { status, body: { code: 'BAD_REQUEST', message: error.message } };
  return undefined;
}

/**
 * One handler for every error: client errors keep their message, everything else is logged with
 * its context and answered with a generic sentence and the request id (ASVS 7.4.1).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const clientError = toClientError(error);
    if (clientError) {
      if (clientError.status === 401 || clientError.status === 403) {
        request.log.warn({ code: clientError.body.code, url: request.url }, 'access refused');
      }
      if (error instanceof ServiceUnavailableError) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, request, clientError.status, clientError.body);
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return send(reply, request, 500, {
      code: 'INTERNAL_ERROR',
      message: `Something went wrong on our side. Please try again later. (Request id: ${request.id})`,
    });
  });
});

/**
 * Fastify answers a URL it cannot decode (FST_ERR_BAD_URL: `/api/blocks/%zz`) or a path parameter
 * over its length limit (FST_ERR_MAX_PARAM_LENGTH) before any route or hook runs, in a body of its
 * own. `frameworkErrors` (app.ts) sends them through here instead: the one error shape, a request
 * id, and the headers every other answer has.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.headers(FRAMEWORK_ERROR_HEADERS).header('x-request-id', String(request.id));
  return send(reply, request, tooLong ? 414 : 400, {
    code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
    message: tooLong ? 'The address of this request is too long.' : 'The address of this request is not valid.',
  });
}

/**
 * What the security plugin's helmet hook would have set: its onRequest hook does not run for a
 * request Fastify refuses before routing.
 */
const FRAMEWORK_ERROR_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, {
    code: 'NOT_FOUND',
    message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
  });
}
