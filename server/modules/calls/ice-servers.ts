import { createHmac } from 'node:crypto';
import type { IceServer } from '#shared/schemas/calls.ts';

/** How long a call's TURN credentials hold: a long call keeps its relay (coturn checks on refresh too). */
export const TURN_CREDENTIAL_SECONDS = 4 * 60 * 60;

const isTurn = (server: IceServer) => [server.urls].flat().some((url) => /^turns?:/.test(url));

/**
 * D47: the ICE servers of one call. With a shared secret (coturn's `use-auth-secret`), each TURN
 * server gets credentials made for this call by the TURN REST scheme: the username is the expiry
 * time and the call, the password its HMAC-SHA1 under the secret — nothing to store, nothing that
 * outlives the call by more than a few hours. Without one, the configured entries go as they are.
 */
export function iceServersFor(
  config: { iceServers: IceServer[]; turnSecret: string | undefined },
  callId: string,
  now: Date,
): IceServer[] {
  const { turnSecret } = config;
  if (!turnSecret) return config.iceServers;
  const username = `${Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS}:${callId}`;
  const credential = createHmac('sha1', turnSecret).update(username).digest('base64');
  return config.iceServers.map((server) => (isTurn(server) ? { urls: server.urls, username, credential } : server));
}
