import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Reads better-auth's signed session cookie (`<token>.<base64 HMAC-SHA256(secret, token)>`,
 * URL-encoded) without going through its endpoint machinery: this runs on every signed-in
 * request (ADR 0009). Returns the token only when the signature is right.
 */
export function readSessionToken(
  cookieHeader: string | null | undefined,
  secret: string,
  cookieNames: string[],
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!cookieNames.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
  }
  return undefined;
}
