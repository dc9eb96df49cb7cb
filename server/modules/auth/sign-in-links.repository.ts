import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { verifications } = schema;
const PREFIX = 'sign-in-link:';

/** Only the hash of a link's token is stored: a copy of the table signs nobody in. */
const identifierOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('base64url')}`;

/** Single-use sign-in links (ADR 0025), kept beside better-auth's own tokens in `verifications`. */
export function createSignInLinksRepository(db: Database) {
  return {
    /** A new link's token (256 random bits) for the account, valid until `expiresAt`. */
    async create(userId: string, expiresAt: Date, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .delete(verifications)
        .where(and(like(verifications.identifier, `${PREFIX}%`), lt(verifications.expiresAt, now)));
      await db
        .insert(verifications)
        .values({ id: randomUUID(), identifier: identifierOf(token), value: userId, expiresAt });
      return token;
    },
    /** The account of an unspent, unexpired token, without spending it (D35: the code is asked first). */
    async ownerOf(token: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: verifications.value, expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(eq(verifications.identifier, identifierOf(token)));
      return row && row.expiresAt.getTime() > now.getTime() ? row.userId : undefined;
    },
    /** Spends the token in one statement (two redemptions at once: one wins); its account while unexpired. */
    async redeem(token: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(verifications)
        .where(eq(verifications.identifier, identifierOf(token)))
        .returning({ userId: verifications.value, expiresAt: verifications.expiresAt });
      return row && row.expiresAt.getTime() > now.getTime() ? row.userId : undefined;
    },
  };
}
