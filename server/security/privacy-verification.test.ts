import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationAttempt } from '#shared/schemas/photo-verification.ts';
import { jpegWithGps, multipart, png } from '#server/test/images.ts';
import { signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { SCREEN } from './privacy-screens.ts';

/**
 * D43: a selfie leaves the server for the moderators only. The queue names the member and the
 * poses with authorised URLs (never a storage key, an email address or a phone number); another
 * member learns only the yes/no of 'Photo verified', never a selfie or its URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keys = (value: object) => Object.keys(value).sort();
const inject = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('photo verification selfies (D43)', () => {
  it('reach the moderators with the queue’s fields only, and no other member', async () => {
    const phone = '9123456780';
    const member = await signedInMember(t.app, { firstName: 'Selfina', phoneNumber: phone });
    const church = `Privacy Selfie Chapel ${Date.now()}`;
    await inject(
      member.cookie,
      'PUT',
      '/api/profiles/me',
      completeProfile({ gender: 'Female', lookingFor: 'Male', church }),
    );
    const photo = multipart(await png(), 'me.png', 'image/png');
    await t.app.inject({
      method: 'POST',
      url: '/api/photos?kind=profile',
      payload: photo.payload,
      headers: { ...photo.headers, cookie: member.cookie },
    });
    const attempt = (await inject(member.cookie, 'POST', '/api/photo-verification')).json<VerificationAttempt>();
    for (const pose of attempt.poses) {
      const selfie = multipart(await jpegWithGps(), 'selfie.jpg');
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/photo-verification/${attempt.id}/selfies?pose=${pose}`,
        payload: selfie.payload,
        headers: { ...selfie.headers, cookie: member.cookie },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.body).not.toContain('selfies/');
    }

    const moderator = await signedInMember(t.app);
    await t.app.services.accounts.setRole(moderator.account.id, 'moderator');
    const queue = await inject(moderator.cookie, 'GET', '/api/moderation/verifications');
    const item = (queue.json().items as { userId: string }[]).find((entry) => entry.userId === member.account.id)!;
    expect(keys(item)).toEqual([...SCREEN.verificationReview].sort());
    for (const value of [member.body.email, phone, `selfies/${member.account.id}`, '.webp'])
      expect(queue.body).not.toContain(value);

    // Another member: the card and the profile say nothing of the attempt; the selfies are refused.
    const other = await signedInMember(t.app);
    await inject(other.cookie, 'PUT', '/api/profiles/me', completeProfile({ gender: 'Male', lookingFor: 'Female' }));
    const found = await inject(other.cookie, 'GET', `/api/discovery?church=${encodeURIComponent(church)}`);
    const profile = await inject(other.cookie, 'GET', `/api/profiles/${member.account.id}`);
    for (const body of [found.body, profile.body]) {
      expect(body).not.toContain(attempt.id);
      expect(body).not.toContain('/api/moderation/verifications');
    }
    expect(found.json().cards[0].photoVerified).toBe(false);
    for (const pose of attempt.poses)
      expect(
        (await inject(other.cookie, 'GET', `/api/moderation/verifications/${attempt.id}/selfies/${pose}`)).statusCode,
      ).toBe(403);
  });
});
