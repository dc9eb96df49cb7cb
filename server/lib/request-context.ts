import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a service needs to know of a request besides its caller: for audit, throttles and the session layer. */
export interface RequestContext {
  ip: string;
  requestId: string;
  /** The request's headers as web Headers (the session layer reads the cookie from them). */
  headers: Headers;
}

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: String(request.id), headers: fromNodeHeaders(request.headers) };
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
