import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLiveStream } from '#server/test/live-stream.ts';
import { signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/**
 * Slow clients cannot hold the server (issue 25): with the timeouts configured short, a request
 * head sent a line at a time is cut off within its time, a slow body within the request's, a
 * normal request is answered, and the live stream (a long response) outlives both.
 */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t?.close();
});

/** Sends `head`, then `drip` every 200 ms; resolves with what came back and when the server closed. */
function slowClient(head: string, drip: string): Promise<{ closedAfterMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    const dripping = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip);
    }, 200);
    const giveUp = setTimeout(() => {
      clearInterval(dripping);
      socket.destroy();
      reject(new Error(`still open after 8 s; received: ${answer}`));
    }, 8_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe('HTTP server timeouts (issue 25)', () => {
  it('are configured, with safe defaults', () => {
    expect(t.config.timeouts).toEqual({ headersMs: 1000, requestMs: 2000, keepAliveMs: 72_000 });
    expect(t.app.server.headersTimeout).toBe(1000);
    expect(t.app.server.requestTimeout).toBe(2000);
  });

  it('cuts off a client that sends its request head slowly, within the headers timeout', async () => {
    const { closedAfterMs, answer } = await slowClient(
      'GET /health/live HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it('cuts off a client that sends its body slowly, within the request timeout', async () => {
    const { closedAfterMs } = await slowClient(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(closedAfterMs).toBeLessThan(3_500);
  });

  it('still answers a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(response.status).toBe(200);
  });

  it('keeps the live stream open past the request timeout', async () => {
    const member = await signedInMember(t.app);
    const stream = openLiveStream(`http://127.0.0.1:${port}`, member.cookie);
    await stream.ready();
    expect(stream.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(stream.ended).toBe(false);
    // …and still delivers: another member's visit to the profile announces the dashboard (D16).
    const visitor = await signedInMember(t.app);
    const visit = await t.app.inject({
      url: `/api/profiles/${member.account.id}`,
      headers: { cookie: visitor.cookie },
    });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(await stream.waitFor('dashboard')).toBe(true);
    stream.close();
  });
});
