import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#server/db/schema.ts';
import { png, multipart } from '#server/test/images.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { acceptedInterest, block, deactivateByAdmin, makePremium, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const put = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload: payload as object, headers: { cookie } });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('saving the own profile (spec §4, §5)', () => {
  it('refuses each missing required field with the spec message and changes nothing', async () => {
    const { cookie } = await signedInMember(t.app);
    const required = [
      'firstName',
      'lastName',
      'gender',
      'dob',
      'phoneNumber',
      'profileCreatedBy',
      'maritalStatus',
      'country',
      'state',
      'city',
      'postalCode',
      'degree',
      'institution',
      'educationStatus',
      'occupation',
      'designation',
      'company',
      'salary',
      'religion',
      'caste',
      'profileSummary',
      'motherTongue',
      'church',
      'pastorName',
    ] as const;
    for (const field of required) {
      const response = await put(cookie, completeProfile({ [field]: '' }));
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).message, field).toBe('Please fill in all required fields (marked with *).');
    }
    const own = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json();
    expect(own.profileStatus).toBe('incomplete');
    expect(own.church).toBe('');
  });

  it('refuses a name with a bidirectional override or an invisible character, and saves nothing', async () => {
    const { cookie } = await signedInMember(t.app);
    for (const name of [
      { firstName: 'Gracy\u202Eycarg' },
      { lastName: 'Jo\u200Bseph' },
      { firstName: 'Gra\uFEFFcy' },
    ]) {
      const response = await put(cookie, completeProfile(name));
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(response).message).toBe('Names cannot contain invisible or control characters.');
    }
    const own = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json();
    expect(own.profileStatus).toBe('incomplete');
  });

  it('refuses a name with a web address, and keeps initials (issue 43)', async () => {
    const { cookie } = await signedInMember(t.app);
    for (const name of [{ firstName: 'www.gracy.in' }, { lastName: 'Joseph http://t.me/joseph' }]) {
      const response = await put(cookie, completeProfile(name));
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(response).message).toBe('Names cannot contain web addresses.');
    }
    const initials = await put(cookie, completeProfile({ firstName: 'P.K.', lastName: 'K.Thomas' }));
    expect(initials.statusCode, initials.body).toBe(200);
  });

  it('refuses an invalid date of birth and an under-age member', async () => {
    const { cookie } = await signedInMember(t.app);
    for (const dob of ['12/04/1996', '1996-02-30', '3000-01-01']) {
      const response = await put(cookie, completeProfile({ dob }));
      expect(errorOf(response).message, dob).toBe('Invalid Date of Birth format.');
    }
    const young = new Date(Date.now() - 16 * 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(errorOf(await put(cookie, completeProfile({ dob: young }))).message).toBe(
      'You must be at least 18 years old to use Divine Match.',
    );
  });

  it("saves a phone of any country the phone-number library accepts and refuses a malformed one with that country's example (D40)", async () => {
    const { cookie } = await signedInMember(t.app);
    const german = await put(cookie, completeProfile({ countryCode: '+49', phoneNumber: '15123456789' }));
    expect(german.statusCode).toBe(200);
    expect(german.json()).toMatchObject({ countryCode: '+49', phoneNumber: '15123456789' });
    const malformed = await put(cookie, completeProfile({ countryCode: '+234', phoneNumber: '80312345' }));
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe('Please enter a valid phone number for +234. Example: 8021234567');
    const spec = await put(cookie, completeProfile({ countryCode: '+91', phoneNumber: '987654321' }));
    expect(errorOf(spec).message).toBe('Please enter a valid phone number for +91. Example: 9876543210');
  });

  it('answers a visitor with the spec message', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/profiles/me', payload: completeProfile() });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('User not authenticated. Please log in.');
  });

  it('saves every field, marks the profile complete and resets approval', async () => {
    const { cookie, account } = await signedInMember(t.app);
    await t.database.db
      .update(schema.profiles)
      .set({ reviewStatus: 'approved' })
      .where(eq(schema.profiles.userId, account.id));
    const before = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json();
    expect(before).toMatchObject({ profileStatus: 'incomplete', completion: 60 });
    const response = await put(cookie, completeProfile({ firstName: 'Gracy' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...completeProfile({ firstName: 'Gracy' }),
      profileStatus: 'complete',
      isProfileApproved: false,
      completion: 100,
    });
    const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, account.id));
    expect(row).toMatchObject({ firstName: 'Gracy', role: 'user', membershipType: 'free' });
  });

  it('changes no role, membership, approval or counters whatever the body says', async () => {
    const { cookie, account } = await signedInMember(t.app);
    for (const extra of [
      { role: 'super_admin' },
      { membershipType: 'premium' },
      { isProfileApproved: true },
      { profileViews: 50 },
      { email: 'x@example.org' },
    ]) {
      const response = await put(cookie, { ...completeProfile(), ...extra });
      expect(response.statusCode).toBe(400);
    }
    const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, account.id));
    expect(row).toMatchObject({ role: 'user', membershipType: 'free', email: account.email });
  });
});

describe("another member's profile (D11–D14, D16)", () => {
  async function subjectWithPhotos() {
    const subject = await signedInMember(t.app);
    await put(subject.cookie, completeProfile({ firstName: 'Sarah', lastName: 'George' }));
    for (const kind of ['profile', 'gallery'] as const) {
      const { payload, headers } = multipart(await png(), 'p.png', 'image/png');
      await t.app.inject({
        method: 'POST',
        url: `/api/photos?kind=${kind}`,
        payload,
        headers: { ...headers, cookie: subject.cookie },
      });
    }
    return subject;
  }

  it('shows a free viewer the limited details only', async () => {
    const subject = await subjectWithPhotos();
    const viewer = await signedInMember(t.app);
    const response = await t.app.inject({
      url: `/api/profiles/${subject.account.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view).toMatchObject({
      detail: 'limited',
      firstName: 'Sarah',
      lastName: 'George',
      gender: 'Female',
      city: 'Kochi',
      state: 'Kerala',
      country: 'India',
      church: "St. Mary's Orthodox Church",
      profileCreatedBy: 'Self',
      profileSummary: expect.any(String),
    });
    expect(view.age).toBeGreaterThanOrEqual(18);
    expect(view.profilePhoto).not.toBeNull();
    for (const hidden of [
      'occupation',
      'company',
      'salary',
      'heightCm',
      'caste',
      'hobbies',
      'galleryPhotos',
      'contact',
      'dob',
      'phoneNumber',
      'email',
    ]) {
      expect(view, hidden).not.toHaveProperty(hidden);
    }
  });

  it('shows a premium viewer every section, but no contact details', async () => {
    const subject = await subjectWithPhotos();
    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    const view = (
      await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: viewer.cookie } })
    ).json();
    expect(view).toMatchObject({
      detail: 'full',
      occupation: 'Nurse',
      company: 'City Hospital',
      salary: '6 Lakhs',
      heightCm: 165,
      caste: 'Syrian Christian',
      timeOfBirth: '06:30',
    });
    expect(view.galleryPhotos).toHaveLength(1);
    expect(view).not.toHaveProperty('contact');
    expect(view).not.toHaveProperty('bodyArt'); // empty values are left out
    expect(JSON.stringify(view)).not.toContain(subject.body.email);
  });

  it('shows contact details only once the member shares them in their conversation (D38)', async () => {
    const subject = await subjectWithPhotos();
    const viewer = await signedInMember(t.app);
    await acceptedInterest(t.database.db, subject.account.id, viewer.account.id);
    const view = async () =>
      (await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: viewer.cookie } })).json();
    expect(await view()).toMatchObject({ canMessage: true });
    expect((await view()).contact).toBeUndefined();
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: subject.cookie },
      payload: { memberId: viewer.account.id },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/conversations/${opened.json().id}/contact-sharing`,
      headers: { cookie: subject.cookie },
      payload: { share: true },
    });
    expect((await view()).contact).toEqual({ email: subject.body.email, phone: '+91 9876543210' });
  });

  it("tells the viewer their own interest and shortlist state, and nobody else's", async () => {
    const subject = await subjectWithPhotos();
    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    const other = await signedInMember(t.app);
    const relation = async (who: { cookie: string }, id = subject.account.id) => {
      const view = (await t.app.inject({ url: `/api/profiles/${id}`, headers: { cookie: who.cookie } })).json();
      return { interestSent: view.interestSent, shortlisted: view.shortlisted };
    };
    expect(await relation(viewer)).toEqual({ interestSent: false, shortlisted: false });

    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: viewer.cookie } });
    expect((await call('POST', '/api/interests', { receiverId: subject.account.id })).statusCode).toBe(201);
    expect((await call('PUT', `/api/shortlists/${subject.account.id}`)).statusCode).toBe(204);
    expect(await relation(viewer)).toEqual({ interestSent: true, shortlisted: true });
    // Another viewer sees only their own (none); the receiver did not send one back.
    expect(await relation(other)).toEqual({ interestSent: false, shortlisted: false });
    expect(await relation(subject, viewer.account.id)).toEqual({ interestSent: false, shortlisted: false });

    // A rejected interest is no longer open, and a removed entry is no longer listed.
    const [interest] = await t.database.db
      .select({ id: schema.interests.id })
      .from(schema.interests)
      .where(eq(schema.interests.senderId, viewer.account.id));
    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/api/interests/${interest!.id}`,
      payload: { status: 'rejected' },
      headers: { cookie: subject.cookie },
    });
    expect(declined.statusCode).toBe(200);
    expect((await call('DELETE', `/api/shortlists/${subject.account.id}`)).statusCode).toBe(204);
    expect(await relation(viewer)).toEqual({ interestSent: false, shortlisted: false });
  });

  it("answers 'Profile not found' for a blocked pair (both ways), a deactivated member, oneself and an admin", async () => {
    const subject = await subjectWithPhotos();
    const blocker = await signedInMember(t.app);
    const blockedOne = await signedInMember(t.app);
    await block(t.database.db, blocker.account.id, subject.account.id);
    await block(t.database.db, subject.account.id, blockedOne.account.id);
    for (const viewer of [blocker, blockedOne]) {
      const response = await t.app.inject({
        url: `/api/profiles/${subject.account.id}`,
        headers: { cookie: viewer.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Profile not found');
    }
    expect(
      (await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: subject.cookie } }))
        .statusCode,
    ).toBe(404);
    const admin = await signedInMember(t.app);
    await t.database.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, admin.account.id));
    const other = await signedInMember(t.app);
    expect(
      (await t.app.inject({ url: `/api/profiles/${admin.account.id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    await deactivateByAdmin(t.database.db, subject.account.id);
    const after = await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: other.cookie } });
    expect(after.statusCode).toBe(404);
    expect(errorOf(after).message).toBe('Profile not found');
  });

  it('counts a view once per viewer per day and never for oneself (D16)', async () => {
    const subject = await subjectWithPhotos();
    const first = await signedInMember(t.app);
    const second = await signedInMember(t.app);
    for (let i = 0; i < 3; i++)
      await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: first.cookie } });
    await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: second.cookie } });
    await t.app.inject({ url: `/api/profiles/${subject.account.id}`, headers: { cookie: subject.cookie } });
    expect(await t.app.services.profiles.countViews(subject.account.id)).toBe(2);
  });
});
