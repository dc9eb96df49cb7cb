import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a service needs to know of a request besides its caller: for audit, throttles and the session layer. */
export interface RequestContext {
  ip: string;
  requestId: string;
  /** The request's Cookie header: the session cookie is read from it. */
  cookie: string | undefined;
  /** The request's headers as web Headers, for better-auth; built the first time they are read. */
  readonly headers: Headers;
}

/** What the session layer reads of a request: the cookie, and the headers for better-auth. */
export type SessionContext = Pick<RequestContext, 'cookie' | 'headers'>;

export function requestContext(request: FastifyRequest): RequestContext {
  let headers: Headers | undefined;
  return {
    ip: request.ip,
    requestId: String(request.id),
    cookie: request.headers.cookie,
    // Most requests only need the cookie: the session's hot path does without web Headers.
    get headers() {
      return (headers ??= fromNodeHeaders(request.headers));
    },
  };
}

/** The audit fields of a request (D21): where it came from and which request it was. */
export function auditFields(ctx: Pick<RequestContext, 'ip' | 'requestId'>) {
  return { ipAddress: ctx.ip, requestId: ctx.requestId };
}

export const auditContextOf = (request: FastifyRequest) =>
  auditFields({ ip: request.ip, requestId: String(request.id) });

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
