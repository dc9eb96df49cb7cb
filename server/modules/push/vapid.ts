import { createECDH, hkdfSync } from 'node:crypto';

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), URL-safe base64: the browser's applicationServerKey. */
  publicKey: string;
  /** The P-256 private scalar (32 bytes), URL-safe base64. */
  privateKey: string;
}

/**
 * The VAPID key pair (RFC 8292) derived from the auth secret: HKDF-SHA-256 gives a 32-byte
 * scalar, the P-256 curve its public point. Deterministic, so that every instance sharing
 * AUTH_SECRET signs with the same key without more setup, and a restart keeps the devices'
 * subscriptions valid. A scalar outside [1, n-1] (odds about 2^-32) moves on to the next counter.
 */
export function deriveVapidKeys(secret: string): VapidKeys {
  for (let counter = 0; ; counter++) {
    const scalar = Buffer.from(hkdfSync('sha256', secret, '', `divine-match vapid key ${counter}`, 32));
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar.toString('base64url') };
  }
}
