import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signedInMember } from '#server/test/members.ts';
import { startSmtpCatcher } from '#server/test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** Issue 49: GET /metrics, off without METRICS_TOKEN, to its bearer only, its figures moving with traffic. */
const TOKEN = 'metrics-token-for-the-tests-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let off: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  [t, off] = await Promise.all([
    createTestApp({ ...smtp.env, METRICS_TOKEN: TOKEN, JOBS_POLL_MS: '50' }),
    createTestApp(),
  ]);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await smtp?.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: BEARER });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The sample of `name` whose labels include every one of `labels` (0 when there is none yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) => (match[2] ?? '').includes(`${key}="${value}"`));
    if (has) return Number(match[3]);
  }
  return 0;
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the figure did not move within 5 s');
};

describe('GET /metrics (issue 49)', () => {
  it('is off without METRICS_TOKEN: 404 in the one error shape', async () => {
    const response = await off.app.inject({ url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a request without the token, or with another, and says how to bring it', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ error: { code: 'METRICS_TOKEN_REQUIRED' } });
      expect(response.body).not.toContain('divine_match_');
    }
  });

  it('counts requests by method, route pattern and status, with their durations', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/profiles/:userId' };
    const member = await signedInMember(t.app);
    for (let i = 0; i < 3; i += 1)
      await t.app.inject({ url: `/api/profiles/${crypto.randomUUID()}`, headers: { cookie: member.cookie } });
    const after = await scrape();
    const notFound = { ...route, status: '404' };
    expect(sample(after, 'divine_match_http_requests_total', notFound)).toBe(
      sample(before, 'divine_match_http_requests_total', notFound) + 3,
    );
    expect(sample(after, 'divine_match_http_request_duration_seconds_count', route)).toBeGreaterThanOrEqual(3);
    // The pattern, never the id a request named.
    expect(after).not.toMatch(/route="\/api\/profiles\/[0-9a-f]{8}-/);
    // And the process's own figures.
    expect(sample(after, 'divine_match_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts sign-in failures by reason and emails sent', async () => {
    const before = await scrape();
    const { body } = await registerMember(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'Not-The-Password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    // Registration's verification mail goes out after the answer (through the SMTP catcher).
    await smtp.linkTo(body.email, '/verify-email');
    await until(
      async () =>
        sample(await scrape(), 'divine_match_emails_total', { outcome: 'sent' }) >
        sample(before, 'divine_match_emails_total', { outcome: 'sent' }),
    );
    const after = await scrape();
    const credentials = { reason: 'credentials' };
    expect(sample(after, 'divine_match_sign_in_failures_total', credentials)).toBe(
      sample(before, 'divine_match_sign_in_failures_total', credentials) + 1,
    );
  });

  it('counts a mail the relay refused as failed', async () => {
    // A relay that is not there: the port of a server that was started and closed again.
    const gone = await startSmtpCatcher();
    const { SMTP_PORT } = gone.env;
    await gone.close();
    const unreachable = await createTestApp({ ...smtp.env, SMTP_PORT, METRICS_TOKEN: TOKEN });
    try {
      const failed = async () => {
        const response = await unreachable.app.inject({ url: '/metrics', headers: BEARER });
        return sample(response.body, 'divine_match_emails_total', { outcome: 'failed' });
      };
      expect(await failed()).toBe(0);
      // Registration answers first; its verification mail then fails in the background.
      await registerMember(unreachable.app);
      await until(async () => (await failed()) === 1);
    } finally {
      await unreachable.close();
    }
  });

  it("shows the job queue's depth and counts a job's failed runs by queue", async () => {
    // No handler takes this queue: each run fails and is retried later.
    await t.app.services.jobs.enqueue({ queue: 'metrics-check', payload: {} });
    await until(async () => sample(await scrape(), 'divine_match_job_failures_total', { queue: 'metrics-check' }) >= 1);
    const text = await scrape();
    expect(sample(text, 'divine_match_jobs', { queue: 'metrics-check', state: 'waiting' })).toBe(1);
    expect(sample(text, 'divine_match_jobs', { queue: 'metrics-check', state: 'failed' })).toBe(0);
  });

  it('shows the live streams open on this instance', async () => {
    const member = await signedInMember(t.app);
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const before = sample(await scrape(), 'divine_match_live_streams');
    const stream = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
      headers: { cookie: member.cookie },
      signal: stream.signal,
    });
    expect(response.status).toBe(200);
    expect(sample(await scrape(), 'divine_match_live_streams')).toBe(before + 1);
    stream.abort();
    await until(async () => sample(await scrape(), 'divine_match_live_streams') === before);
  });
});
