import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

/**
 * Sessions for generated members (who have no credential), written straight into the sessions
 * table: returns each member's cookie header, signed with `secret` the way the server started
 * with AUTH_SECRET = secret signs its session cookie.
 */
export async function signedSessions(db: Database, secret: string, userIds: string[]): Promise<Map<string, string>> {
  const cookies = new Map<string, string>();
  const expiresAt = new Date(Date.now() + 86_400_000);
  const rows = userIds.map((userId) => {
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    cookies.set(userId, `dm.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
    return { id: randomBytes(12).toString('hex'), token, userId, expiresAt };
  });
  for (let start = 0; start < rows.length; start += 1_000)
    await db.insert(schema.sessions).values(rows.slice(start, start + 1_000));
  return cookies;
}
