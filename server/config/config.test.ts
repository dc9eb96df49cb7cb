import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('needs nothing: port 3000, the embedded database under ./data, no SMTP, no S3', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.smtp).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://match.example.org/',
      DATABASE_URL: 'postgres://app:secret@db:5432/match',
      SMTP_HOST: 'smtp.example.org',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'pw',
      S3_BUCKET: 'photos',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      AUTH_SECRET: 'x'.repeat(40),
      REDIS_URL: 'redis://redis:6379',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://match.example.org');
    expect(config.databaseUrl).toBe('postgres://app:secret@db:5432/match');
    expect(config.smtp).toMatchObject({ host: 'smtp.example.org', port: 465, secure: true, user: 'mailer' });
    expect(config.s3).toMatchObject({ bucket: 'photos', region: 'eu-west-1' });
    expect(config.authSecret).toHaveLength(40);
    expect(config.redisUrl).toBe('redis://redis:6379');
  });

  it('names a REDIS_URL that is not a Redis URL', () => {
    expect(problemsOf({ REDIS_URL: 'http://cache:6379' })).toEqual([
      'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS)',
    ]);
  });

  it('waits 300 s before sweeping photo files on PostgreSQL unless told otherwise', () => {
    expect(loadConfig({}).photoSweepGraceSeconds).toBe(300);
    expect(loadConfig({ PHOTO_SWEEP_GRACE_SECONDS: '0' }).photoSweepGraceSeconds).toBe(0);
    expect(problemsOf({ PHOTO_SWEEP_GRACE_SECONDS: '-5' })).toEqual([
      'PHOTO_SWEEP_GRACE_SECONDS must be a whole number of seconds (got "-5")',
    ]);
  });

  it('keeps 10 PostgreSQL connections per instance unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(problemsOf({ DATABASE_POOL_SIZE: '0' })).toEqual([
      'DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "0")',
    ]);
  });

  it('cuts slow clients off after 10 s for the request head and 60 s for the request unless told otherwise', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 72_000 });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '5000',
      }).timeouts,
    ).toEqual({ headersMs: 1000, requestMs: 2000, keepAliveMs: 5000 });
    expect(problemsOf({ HTTP_HEADERS_TIMEOUT_MS: '0' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 100 (got "0")',
    ]);
    expect(problemsOf({ HTTP_HEADERS_TIMEOUT_MS: '90000' })).toEqual([
      'HTTP_HEADERS_TIMEOUT_MS must not be above HTTP_REQUEST_TIMEOUT_MS',
    ]);
  });

  it('names a bad PORT', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a whole number from 0 to 65535 (got "abc")']);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT /);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://nope',
      LOG_LEVEL: 'loud',
      AUTH_SECRET: 'short',
      S3_BUCKET: 'photos',
    });
    const named = problems.map((problem) => problem.split(' ')[0]);
    expect(named).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'AUTH_SECRET', 'S3_REGION', 'S3_ACCESS_KEY_ID']),
    );
  });

  it('Web Push: VAPID keys both or neither, a matching pair, and a subject from SMTP_FROM or the public URL', async () => {
    const { default: webpush } = await import('web-push');
    const { generateVAPIDKeys } = webpush;
    const keys = generateVAPIDKeys();
    const other = generateVAPIDKeys();
    expect(loadConfig({}).push).toEqual({
      keys: undefined,
      subject: 'mailto:no-reply@localhost',
      serviceHosts: [],
      allowLoopbackHttp: false,
    });
    expect(loadConfig({ PUBLIC_URL: 'https://match.example.org' }).push.subject).toBe(
      'mailto:no-reply@match.example.org',
    );
    expect(loadConfig({ SMTP_FROM: 'Divine Match <hello@church.example>' }).push.subject).toBe(
      'mailto:hello@church.example',
    );
    const given = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://match.example.org/contact',
    }).push;
    expect(given).toMatchObject({ keys, subject: 'https://match.example.org/contact' });
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both, or neither to derive them from AUTH_SECRET',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toEqual([
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    ]);
    expect(
      problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'admin@x.org' }),
    ).toHaveLength(2);
  });

  it('Web Push: PUSH_SERVICE_HOSTS adds push services by name; the loopback test service is for the test suites only', () => {
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.net,*.push.example.com ,' }).push.serviceHosts).toEqual([
      'push.example.net',
      '*.push.example.com',
    ]);
    for (const wrong of [
      '127.0.0.1',
      'localhost',
      'push.example.net:443',
      'https://push.example.net',
      '*.com',
      '[::1]',
    ])
      expect(problemsOf({ PUSH_SERVICE_HOSTS: wrong }), wrong).toEqual([
        expect.stringMatching(/^PUSH_SERVICE_HOSTS must be host names of push services/),
      ]);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOOPBACK_HTTP: 'true' }).push.allowLoopbackHttp).toBe(true);
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }] as Record<string, string>[])
      expect(problemsOf({ ...env, PUSH_ALLOW_LOOPBACK_HTTP: 'true' })).toEqual([
        'PUSH_ALLOW_LOOPBACK_HTTP is for the test suites only (NODE_ENV=test): a server pushes to known push services only',
      ]);
  });
});
