import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { firstUnfinishedStep } from '#shared/first-profile.ts';
import type { OwnProfile, ProfileDraft } from '#shared/schemas/profile.ts';

/** Issue 44: the guided first profile (D40) keeps every answer as the member leaves each step. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const draft = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/me/draft', payload, headers: { cookie } });
const complete = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload, headers: { cookie } });
const own = async (cookie: string) =>
  (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json() as OwnProfile;
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

let churchCount = 0;
const aChurch = () => `Draft Chapel ${++churchCount} ${Math.random().toString(36).slice(2, 8)}`;

/** Step 2 of the guided first profile, Basic & Contact, as a member fills it. */
const basicStep = (church: string): ProfileDraft => ({
  firstName: 'Miriam',
  lastName: 'Varghese',
  countryCode: '+91',
  phoneNumber: '9876543210',
  gender: 'Female',
  lookingFor: '',
  dob: '1995-06-20',
  profileCreatedBy: 'Self',
  maritalStatus: 'Never Married',
  motherTongue: 'Malayalam',
  church,
  pastorName: 'Rev. Abraham',
});

describe('a draft of the guided first profile (issue 44, D40)', () => {
  it('keeps each step, leaves the profile incomplete, and resumes at the first unfinished step', async () => {
    const { cookie } = await signedInMember(t.app);
    expect(firstUnfinishedStep(await own(cookie))).toBe('photo');

    const church = aChurch();
    const saved = await draft(cookie, basicStep(church));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...basicStep(church), profileStatus: 'incomplete' });

    // Another device reads the same answers and opens the step after them: Present Address.
    const again = await own(cookie);
    expect(again).toMatchObject({ ...basicStep(church), profileStatus: 'incomplete', country: '' });
    expect(firstUnfinishedStep(again)).toBe('address');

    // The next step's draft leaves the answers it does not carry as they are.
    const address = { country: 'India', state: 'Kerala', city: 'Kottayam', postalCode: '686001' };
    expect((await draft(cookie, address)).statusCode).toBe(200);
    const later = await own(cookie);
    expect(later).toMatchObject({ ...basicStep(church), ...address, profileStatus: 'incomplete' });
    expect(firstUnfinishedStep(later)).toBe('appearance');
  });

  it('refuses a draft with a bad value with a clear message and changes nothing', async () => {
    const { cookie } = await signedInMember(t.app);
    const church = aChurch();
    expect((await draft(cookie, basicStep(church))).statusCode).toBe(200);
    const before = await own(cookie);
    const refused: [object, string][] = [
      [{ ...basicStep('Elsewhere'), dob: '1996-02-30' }, 'Invalid Date of Birth format.'],
      [{ dob: '2020-01-01' }, 'You must be at least 18 years old to use Divine Match.'],
      [{ church: 'Elsewhere', firstName: 'www.miriam.in' }, 'Names cannot contain web addresses.'],
      [{ church: 'Elsewhere', phoneNumber: '12345' }, 'Please enter a valid phone number for +91. Example: 9876543210'],
      [{ church: 'Elsewhere', weightKg: 900 }, 'Enter at most 400 kg.'],
      [
        { church: 'Elsewhere', partnerAgeMin: 40, partnerAgeMax: 30 },
        'The oldest partner age must not be below the youngest.',
      ],
    ];
    for (const [payload, message] of refused) {
      const response = await draft(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).message, JSON.stringify(payload)).toBe(message);
    }
    // A value outside a closed set, and a field no member edits, are refused by the schema.
    for (const payload of [
      { gender: 'Robot' },
      { church: 'Elsewhere', profileStatus: 'complete' },
      { role: 'admin' },
    ]) {
      const response = await draft(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await own(cookie)).toEqual(before);
  });

  it('keeps the completing rules as they are: every required field, with the spec sentence', async () => {
    const { cookie } = await signedInMember(t.app);
    const church = aChurch();
    // Everything but the summary, step by step as drafts.
    const { profileSummary: _summary, ...rest } = completeProfile({ church });
    expect((await draft(cookie, rest)).statusCode).toBe(200);
    expect(firstUnfinishedStep(await own(cookie))).toBe('about');

    const missing = await complete(cookie, completeProfile({ church, profileSummary: '' }));
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe('Please fill in all required fields (marked with *).');
    expect((await own(cookie)).profileStatus).toBe('incomplete');

    const done = await complete(cookie, completeProfile({ church }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ profileStatus: 'complete', completion: 100 });
  });

  it('is for a profile not yet complete: a complete profile is edited on My Profile', async () => {
    const { cookie } = await signedInMember(t.app);
    expect((await complete(cookie, completeProfile({ church: aChurch() }))).statusCode).toBe(200);
    const before = await own(cookie);
    const response = await draft(cookie, { city: 'Elsewhere' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'PROFILE_COMPLETE',
      message: 'Your profile is complete: change it on My Profile.',
    });
    expect(await own(cookie)).toEqual(before);
  });

  it('puts what a draft changed before the moderators when the profile is completed (D31)', async () => {
    const { cookie, account } = await signedInMember(t.app);
    const church = aChurch();
    expect((await draft(cookie, basicStep(church))).statusCode).toBe(200);
    expect((await complete(cookie, completeProfile({ ...basicStep(church) }))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ changes: schema.profiles.reviewChanges, status: schema.profiles.reviewStatus })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, account.id));
    expect(row?.status).toBe('pending');
    expect(row?.changes).toEqual(expect.arrayContaining(['church', 'gender', 'dob', 'pastorName', 'city']));
  });
});
