import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret, as a real one makes them. */
export interface Device {
  endpoint: string;
  ecdh: ECDH;
  authSecret: Buffer;
  /** PushSubscription.toJSON(), as the web app posts it. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/**
 * A push service for tests (RFC 8030), on http://127.0.0.1: it keeps every push it receives and
 * answers 201, or what `answer` says for an endpoint. `open` decrypts a push as the device would.
 */
export async function startPushService() {
  const received: PushRequest[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const queued = answers.get(path);
      response.statusCode = queued?.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    device(): Device {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${base}/push/${randomUUID()}`;
      return {
        endpoint,
        ecdh,
        authSecret,
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
    },
    /** The next answers to pushes for this device (then 201 again). */
    answer(device: Device, ...statuses: number[]) {
      answers.set(new URL(device.endpoint).pathname, statuses);
    },
    to(device: Device): PushRequest[] {
      const path = new URL(device.endpoint).pathname;
      return received.filter((push) => push.path === path);
    },
    open(device: Device, push: PushRequest): unknown {
      const plain = decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.authSecret,
      });
      return JSON.parse(plain.toString('utf8'));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
