import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from './auth.service.ts';

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: String(request.id), headers: fromNodeHeaders(request.headers) };
}

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
