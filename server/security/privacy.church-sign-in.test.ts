import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSuperAdmin } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { SCREEN } from './privacy-screens.ts';

/** D48's answers in the privacy table (privacy-screens.ts): exactly their fields, never the client secret. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keys = (value: object) => Object.keys(value).sort();
const SECRET = 'privacy-church-client-secret';

describe('church sign-in (D48)', () => {
  it('the sign-in page learns whether it is on and the label; the super admin never the secret', async () => {
    const admin = await signedInSuperAdmin(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/church-sign-in',
      headers: { cookie: admin.cookie },
      payload: {
        on: true,
        issuer: 'https://church.example.org',
        clientId: 'divine-match',
        clientSecret: SECRET,
        buttonLabel: 'Grace Church',
        memberPasswordSignIn: true,
      },
    });
    expect(put.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/church-sign-in',
      headers: { cookie: admin.cookie },
    });
    for (const answer of [put, read]) {
      expect(keys(answer.json())).toEqual([...SCREEN.churchSignInSettings].sort());
      expect(answer.body).not.toContain(SECRET);
    }
    const visible = await t.app.inject({ method: 'GET', url: '/api/auth/church' });
    expect(keys(visible.json())).toEqual([...SCREEN.churchSignInPublic].sort());
    expect(visible.body).not.toContain('church.example.org');
    expect(visible.body).not.toContain('divine-match');
  });
});
