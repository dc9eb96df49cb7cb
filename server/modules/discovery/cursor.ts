import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { BadRequestError } from '#server/lib/errors.ts';
import type { Cursor } from './discovery.repository.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export type CursorCodec = ReturnType<typeof createCursorCodec>;

/**
 * The next-page link of discovery, sealed (AES-256-GCM under a key derived from the auth secret).
 * A keyset cursor names the last member of a page; a free member's page may end on a redacted
 * card, so a readable cursor would hand out the id that D13 withholds. Sealed, it names nobody,
 * and a forged or altered one is refused. Every instance derives the same key from AUTH_SECRET.
 */
export function createCursorCodec(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'divine-match discovery cursor', 32));
  const invalid = () =>
    new BadRequestError('This page link is not valid any more. Please search again.', 'INVALID_CURSOR');

  return {
    invalid,

    encode(cursor: Cursor): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(cursor), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },

    decode(value: string | undefined): Cursor | undefined {
      if (!value) return undefined;
      const bytes = Buffer.from(value, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) throw invalid();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const parsed = JSON.parse(text.toString('utf8')) as Partial<Cursor>;
        const place = (value: { id?: unknown; createdAt?: unknown } | undefined) =>
          typeof value?.id === 'string' &&
          typeof value.createdAt === 'string' &&
          !Number.isNaN(Date.parse(value.createdAt));
        if (
          place(parsed) &&
          (parsed.fit === undefined || Number.isInteger(parsed.fit)) &&
          (parsed.window === undefined || place(parsed.window))
        )
          return {
            id: parsed.id as string,
            createdAt: parsed.createdAt as string,
            ...(parsed.fit === undefined ? {} : { fit: parsed.fit }),
            ...(parsed.window ? { window: { id: parsed.window.id, createdAt: parsed.window.createdAt } } : {}),
          };
      } catch {
        // an altered or foreign cursor: refused below
      }
      throw invalid();
    },
  };
}
