import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '#server/lib/errors.ts';
import type { AccountRow } from '#server/modules/accounts/accounts.repository.ts';
import type { RequestContext } from './auth.service.ts';

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, requestId: String(request.id), headers: fromNodeHeaders(request.headers) };
}

/** The signed-in, active account of the request, or a 401 ('User not authenticated. Please log in.'). */
export async function requireAccount(request: FastifyRequest): Promise<AccountRow> {
  const account = await request.server.services.auth.currentAccount(fromNodeHeaders(request.headers));
  if (!account) throw new UnauthorizedError();
  return account;
}

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
