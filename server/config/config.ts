import { createECDH } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { iceServerSchema, type IceServer } from '#shared/schemas/calls.ts';
import type { PasswordHashCost } from '#server/lib/passwords.ts';

/**
 * The one place that reads the environment (engineering guide, practice 2).
 * Everything else receives a parsed `Config`.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true' || value === '1'));

/** A whole number within [min, max], or the fallback when unset; `range` words the refusal. */
const wholeNumber = (fallback: number, min: number, max: number, range: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number ${range} (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

const port = (fallback: number) => wholeNumber(fallback, 0, 65535, 'from 0 to 65535');

/** A whole number of milliseconds from `min`, or the fallback when unset. */
const milliseconds = (fallback: number, min: number) =>
  wholeNumber(fallback, min, Number.MAX_SAFE_INTEGER, `of milliseconds from ${min}`);

const postgresUrl = optionalText.refine(
  (value) => value === undefined || /^postgres(ql)?:\/\/.+/.test(value),
  'must be a PostgreSQL connection URL such as postgres://user:password@host:5432/database',
);

const redisUrl = optionalText.refine(
  (value) => value === undefined || /^rediss?:\/\/.+/.test(value),
  'must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS)',
);

const httpUrl = optionalText.refine(
  (value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value),
  'must be an http:// or https:// URL such as https://match.example.org',
);

/** A VAPID key (RFC 8292) as web-push writes it: URL-safe base64 without padding, of `bytes` bytes. */
const vapidKey = (bytes: number, what: string) =>
  optionalText.refine(
    (value) =>
      value === undefined || (/^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes),
    `must be a VAPID ${what} in URL-safe base64 (${bytes} bytes), as "npx web-push generate-vapid-keys" prints it`,
  );

/**
 * Push services besides the browsers' own (shared/schemas/push.ts): comma-separated host names,
 * `*.` before one for every name under it; never an address, a port or a name without a dot.
 */
/**
 * D47: ICE_SERVERS, a JSON array of RTCIceServer ({ urls, username?, credential? }) with stun:,
 * stuns:, turn: or turns: addresses. Unset: none — calls then connect only where the two browsers
 * reach each other directly (one network); docs/deploy.md says why a TURN server is needed behind NAT.
 */
const iceServersVariable = z
  .string()
  .optional()
  .transform((value, ctx): IceServer[] => {
    if (value === undefined || value.trim() === '') return [];
    const wrong = 'must be a JSON array of ICE servers such as [{"urls":"stun:stun.example.org:3478"}]';
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: wrong });
      return z.NEVER;
    }
    const result = z.array(iceServerSchema).safeParse(parsed);
    const urls = result.success ? result.data.flatMap((server) => [server.urls].flat()) : [];
    if (!result.success || urls.length === 0 || urls.some((url) => !/^(stuns?|turns?):[^\s]+$/.test(url))) {
      ctx.addIssue({ code: 'custom', message: wrong });
      return z.NEVER;
    }
    return result.data;
  });

const pushServiceHosts = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const hosts = (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== '');
    // Labels of letters, digits and hyphens; the last one starts with a letter (no IP address).
    const hostName = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
    const wrong = hosts.filter((host) => !hostName.test(host));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be host names of push services, comma-separated, *. before one for the names under it (got "${wrong.join('", "')}")`,
      });
      return z.NEVER;
    }
    return hosts;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('localhost'),
  PORT: port(3000),
  PUBLIC_URL: httpUrl,
  TRUST_PROXY: booleanFlag(false),
  DEMO_DATA: booleanFlag(true),
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 100, 'from 1 to 100'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  REDIS_URL: redisUrl,
  RATE_LIMIT_SCALE: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 1;
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a number above 0 (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    }),
  PHOTO_SWEEP_GRACE_SECONDS: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 300;
      const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(parsed)) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number of seconds (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    }),
  // Slow clients (slowloris) cannot hold a connection: the request head within HTTP_HEADERS_TIMEOUT_MS,
  // the whole request (a 5 MB photo on a slow uplink included) within HTTP_REQUEST_TIMEOUT_MS.
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000, 100),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(60_000, 100),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000, 100),
  /** The job queue (ADR 0026): how often an idle instance looks for due jobs, and a job's lease. */
  JOBS_POLL_MS: milliseconds(2_000, 10),
  JOBS_LEASE_MS: milliseconds(60_000, 100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The test suites' cheap password hashes (server/lib/passwords.ts); refused unless NODE_ENV=test. */
  PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
  AUTH_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters long (or leave it unset to generate one under DATA_DIR)',
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: port(587),
  SMTP_SECURE: booleanFlag(false),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  SMTP_FROM: optionalText.refine(
    (value) => value === undefined || /@/.test(value),
    'must be an email address, optionally with a name: Divine Match <no-reply@example.org>',
  ),
  VAPID_PUBLIC_KEY: vapidKey(65, 'public key'),
  VAPID_PRIVATE_KEY: vapidKey(32, 'private key'),
  VAPID_SUBJECT: optionalText.refine(
    (value) => value === undefined || /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^/\s]+/.test(value),
    'must be a mailto: address or an https: URL, such as mailto:admin@example.org',
  ),
  PUSH_SERVICE_HOSTS: pushServiceHosts,
  /** The test suites' own push service on http://127.0.0.1 (server/test/push-service.ts); refused unless NODE_ENV=test. */
  PUSH_ALLOW_LOOPBACK_HTTP: booleanFlag(false),
  S3_ENDPOINT: httpUrl,
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  /** D47: the STUN/TURN servers calls use, as RTCIceServer JSON (server/modules/calls/ice-servers.ts). */
  ICE_SERVERS: iceServersVariable,
  /** D47: coturn's `static-auth-secret`: TURN credentials are then made per call (the TURN REST scheme). */
  TURN_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'must be at least 16 characters long (the same as coturn static-auth-secret)',
  ),
  /** GET /metrics (issue 49): unset, it answers 404; set, only to `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 24,
    'must be at least 24 characters long (or leave it unset: /metrics is then off)',
  ),
});

/** Rules across variables; checked on the raw values so they are listed with every other problem. */
function crossVariableProblems(source: Record<string, string | undefined>): string[] {
  const given = (key: string) => (source[key] ?? '').trim() !== '';
  const problems: string[] = [];
  const s3Keys = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  if (s3Keys.some(given)) {
    for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (!given(key)) problems.push(`${key} is required when any S3_* setting is given`);
    }
  }
  if (given('VAPID_PUBLIC_KEY') !== given('VAPID_PRIVATE_KEY'))
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both, or neither to derive them from AUTH_SECRET',
    );
  else if (given('VAPID_PUBLIC_KEY') && !vapidPairMatches(source['VAPID_PUBLIC_KEY'], source['VAPID_PRIVATE_KEY']))
    problems.push('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  if (given('SMTP_USER') && !given('SMTP_PASS')) problems.push('SMTP_PASS is required when SMTP_USER is given');
  if (source['PASSWORD_HASH_COST']?.trim() === 'test' && source['NODE_ENV'] !== 'test')
    problems.push('PASSWORD_HASH_COST=test is for the test suites only (NODE_ENV=test): a server hashes at full cost');
  if (/^(true|1)$/.test(source['PUSH_ALLOW_LOOPBACK_HTTP']?.trim() ?? '') && source['NODE_ENV'] !== 'test')
    problems.push(
      'PUSH_ALLOW_LOOPBACK_HTTP is for the test suites only (NODE_ENV=test): a server pushes to known push services only',
    );
  const headers = Number(source['HTTP_HEADERS_TIMEOUT_MS'] || 10_000);
  const request = Number(source['HTTP_REQUEST_TIMEOUT_MS'] || 60_000);
  if (headers > request) problems.push('HTTP_HEADERS_TIMEOUT_MS must not be above HTTP_REQUEST_TIMEOUT_MS');
  return problems;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  trustProxy: boolean;
  /** Seed demo members on the first start of an empty embedded database. */
  demoData: boolean;
  /** Multiplies every sign-in/sign-up/reset limit (1 in production; browser tests raise it). */
  rateLimitScale: number;
  /**
   * The argon2id cost of new password hashes: 'production' (OWASP's parameters) everywhere but the
   * test suites, which ask for 'test' with NODE_ENV=test (server/lib/passwords.ts, ADR 0040).
   */
  passwordHashCost: PasswordHashCost;
  /**
   * On PostgreSQL, photo files without a row are swept at start-up only once this old: another
   * instance may be between writing an upload's files and its row (ADR 0019). PGlite: no wait.
   */
  photoSweepGraceSeconds: number;
  /**
   * The HTTP server's limits on slow clients (server/app.ts): the request head, the whole request
   * (not the response: a live stream stays open), and an idle kept-alive connection.
   */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** The job queue (ADR 0026): the idle poll and a claimed job's lease before another instance may take it. */
  jobs: { pollMs: number; leaseMs: number };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  dataDir: string;
  /** Set: run on this PostgreSQL server. Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /**
   * How many PostgreSQL connections each instance keeps (10 unless DATABASE_POOL_SIZE says): on a
   * small machine shared with PostgreSQL fewer answer faster (ADR 0038); unused with PGlite.
   */
  databasePoolSize: number;
  /**
   * Set: the general request budget is counted in this Redis, shared by every instance. Unset:
   * counted in each process (the sign-in/sign-up/reset/contact throttles are in the database anyway).
   */
  redisUrl: string | undefined;
  /** Unset: generated and kept under dataDir (see auth-secret.ts). */
  authSecret: string | undefined;
  /** Issue 49: the bearer token GET /metrics asks for; unset, /metrics is off (404). */
  metricsToken: string | undefined;
  /** D47: the calls' STUN/TURN servers; `turnSecret` makes their TURN credentials per call. */
  calls: { iceServers: IceServer[]; turnSecret: string | undefined };
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string } | undefined;
  /**
   * Web Push (D30). `keys`: the VAPID key pair when given; unset, it is derived from the auth
   * secret (server/modules/push/vapid.ts), so that instances sharing AUTH_SECRET share it.
   * `subject`: the contact the push services may write to (VAPID_SUBJECT, else the SMTP_FROM
   * address, else no-reply at the public URL's host). `serviceHosts`: push services besides the
   * browsers' own (PUSH_SERVICE_HOSTS; `*.` for the names under one). `allowLoopbackHttp`: the test
   * suites' push service on http://127.0.0.1 (PUSH_ALLOW_LOOPBACK_HTTP, NODE_ENV=test only).
   */
  push: {
    keys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    serviceHosts: string[];
    allowLoopbackHttp: boolean;
  };
  s3:
    | {
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError that lists every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)),
    ...crossVariableProblems(source),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const env = result.data;
  const localHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://${localHost}:${env.PORT}`).replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY,
    demoData: env.DEMO_DATA,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    passwordHashCost: env.PASSWORD_HASH_COST,
    photoSweepGraceSeconds: env.PHOTO_SWEEP_GRACE_SECONDS,
    timeouts: {
      headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    jobs: { pollMs: env.JOBS_POLL_MS, leaseMs: env.JOBS_LEASE_MS },
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET,
    metricsToken: env.METRICS_TOKEN,
    calls: { iceServers: env.ICE_SERVERS, turnSecret: env.TURN_SECRET },
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
          from: env.SMTP_FROM ?? 'Divine Match <no-reply@localhost>',
        }
      : undefined,
    push: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject:
        env.VAPID_SUBJECT ?? `mailto:${fromAddress(env.SMTP_FROM) ?? `no-reply@${hostOf(env.PUBLIC_URL, localHost)}`}`,
      serviceHosts: env.PUSH_SERVICE_HOSTS,
      allowLoopbackHttp: env.PUSH_ALLOW_LOOPBACK_HTTP,
    },
    s3: env.S3_BUCKET
      ? {
          ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          region: env.S3_REGION ?? '',
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

function vapidPairMatches(publicKey = '', privateKey = ''): boolean {
  const [pub, priv] = [Buffer.from(publicKey.trim(), 'base64url'), Buffer.from(privateKey.trim(), 'base64url')];
  if (pub.length !== 65 || priv.length !== 32) return true; // each key's own rule names that
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().equals(pub);
  } catch {
    return false;
  }
}

/** The address of "Name <address>" or of a bare address. */
function fromAddress(from: string | undefined): string | undefined {
  if (!from) return undefined;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
  return /^[^@\s<>]+@[^@\s<>]+$/.test(address) ? address : undefined;
}

function hostOf(publicUrl: string | undefined, fallback: string): string {
  try {
    return publicUrl ? new URL(publicUrl).hostname : fallback;
  } catch {
    return fallback;
  }
}
