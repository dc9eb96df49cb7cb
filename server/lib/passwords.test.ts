import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config/config.ts';
import { schema } from '#server/db/schema.ts';
import { cookieHeader, registerMember, signIn } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** OWASP's argon2id parameters (ASVS 2.4.1), written out here so that no constant can move them. */
const PRODUCTION_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
const TEST_HASH = /^\$argon2id\$v=19\$m=64,t=1,p=1\$/;

describe('password hashing cost (ADR 0040)', () => {
  it('is the production cost for every configuration but the test suites’ own', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env).passwordHashCost, JSON.stringify(env)).toBe('production');
    }
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
  });

  it('refuses the test cost outside NODE_ENV=test', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }]) {
      expect(() => loadConfig({ ...env, PASSWORD_HASH_COST: 'test' })).toThrow(ConfigError);
      try {
        loadConfig({ ...env, PASSWORD_HASH_COST: 'test' });
      } catch (error) {
        expect((error as ConfigError).problems).toContain(
          'PASSWORD_HASH_COST=test is for the test suites only (NODE_ENV=test): a server hashes at full cost',
        );
      }
    }
  });

  it('hashes with OWASP’s parameters unless the test cost is asked for, and verifies either', async () => {
    const production = await hashPassword('Faithful-Heart-42');
    expect(production).toMatch(PRODUCTION_HASH);
    expect(await hashPassword('Faithful-Heart-42', 'production')).toMatch(PRODUCTION_HASH);
    const cheap = await hashPassword('Faithful-Heart-42', 'test');
    expect(cheap).toMatch(TEST_HASH);
    for (const stored of [production, cheap]) {
      expect(await verifyPassword({ hash: stored, password: 'Faithful-Heart-42' })).toBe(true);
      expect(await verifyPassword({ hash: stored, password: 'Faithful-Heart-43' })).toBe(false);
    }
  });
});

describe.each([
  ['production', PRODUCTION_HASH],
  ['test', TEST_HASH],
] as const)('an app configured with PASSWORD_HASH_COST=%s', (cost, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_HASH_COST: cost });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores the hashes of sign-up and of a password change at that cost', async () => {
    const { body, account } = await registerMember(t.app);
    const storedHash = async () => {
      const [row] = await t.database.db
        .select({ password: schema.credentials.password })
        .from(schema.credentials)
        .where(eq(schema.credentials.userId, account.id));
      return row?.password ?? '';
    };
    expect(await storedHash()).toMatch(expected);
    const login = await signIn(t.app, body.email, body.password);
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie },
      payload: {
        currentPassword: body.password,
        password: 'Another-Faithful-Heart-7',
        confirmPassword: 'Another-Faithful-Heart-7',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await storedHash()).toMatch(expected);
    expect((await signIn(t.app, body.email, 'Another-Faithful-Heart-7')).statusCode).toBe(200);
  });
});
