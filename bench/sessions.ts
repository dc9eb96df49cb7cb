import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

/**
 * Sessions for generated members (who have no credential), written straight into the sessions
 * table: returns each member's cookie header, signed with `secret` the way the server started
 * with AUTH_SECRET = secret signs its session cookie (better-auth's own signer).
 */
export async function signedSessions(db: Database, secret: string, userIds: string[]): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const expiresAt = new Date(Date.now() + 86_400_000);
  const rows = [];
  for (const userId of userIds) {
    const token = randomBytes(24).toString('base64url');
    const signature = await makeSignature(token, secret);
    cookies.set(userId, `dm.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
    rows.push({ id: randomBytes(12).toString('hex'), token, userId, expiresAt });
  }
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(schema.sessions).values(rows.slice(start, start + 1_000));
  return cookies;
}
