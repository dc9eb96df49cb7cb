import { describe, expect, it } from 'vitest';
import { familyMessages } from '#shared/schemas/family.ts';
import { familyTestApp, relativeEmail } from '#server/test/family.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';

/** D45, the relative's side: the member's profile, interests and matches; edits when allowed. */
const { call, member, man, invited, accepted } = familyTestApp();

/** Hannah with her mother linked; the link's id on the mother's side. */
async function linkedFamily() {
  const hannah = await member('Hannah');
  const mother = await accepted(await invited(hannah.cookie, relativeEmail()), 'Ruth');
  const [link] = (await call(mother, 'GET', '/api/family/linked')).json().members;
  const [own] = (await call(hannah.cookie, 'GET', '/api/family')).json().links;
  return { hannah, mother, linkId: link.linkId as string, memberLinkId: own.id as string };
}

const view = async (cookie: string, linkId: string) => call(cookie, 'GET', `/api/family/linked/${linkId}`);
const ownProfile = async (cookie: string) => (await call(cookie, 'GET', '/api/profiles/me')).json();
/** A profile as a relative sends it: without the member's contact details. */
const edit = (profile: Record<string, unknown>) => {
  const { countryCode: _code, phoneNumber: _phone, ...rest } = profile;
  return rest;
};

describe('what a relative sees of the member (D45)', () => {
  it('the profile without contact details, the interests received and sent, the matches by name, age and city', async () => {
    const { hannah, mother, linkId } = await linkedFamily();
    const boaz = await man('Boaz');
    const caleb = await man('Caleb');
    expect((await call(boaz.cookie, 'POST', '/api/interests', { receiverId: hannah.account.id })).statusCode).toBe(201);
    expect((await call(hannah.cookie, 'POST', '/api/interests', { receiverId: caleb.account.id })).statusCode).toBe(
      201,
    );
    const [fromHannah] = (await call(caleb.cookie, 'GET', '/api/interests/received')).json().interests;
    const answered = await call(caleb.cookie, 'PATCH', `/api/interests/${fromHannah.id}`, { status: 'accepted' });
    expect(answered.statusCode, answered.body).toBe(200);

    const seen = await view(mother, linkId);
    expect(seen.statusCode, seen.body).toBe(200);
    const body = seen.json();
    expect(body).toMatchObject({ linkId, relation: 'parent', mayEditProfile: false });
    expect(body.profile).toMatchObject({ firstName: 'Hannah', city: 'Kochi', profileStatus: 'complete' });
    expect(body.profile).not.toHaveProperty('phoneNumber');
    expect(body.profile).not.toHaveProperty('countryCode');
    expect(body.received).toEqual([
      {
        status: 'pending',
        at: expect.any(String),
        member: { firstName: 'Boaz', lastName: 'Levi', age: expect.any(Number), city: 'Thrissur' },
      },
    ]);
    expect(body.sent).toEqual([
      { status: 'accepted', at: expect.any(String), member: expect.objectContaining({ firstName: 'Caleb' }) },
    ]);
    // Never the member's contact details, nor who the other members are beyond their names.
    for (const secret of [hannah.body.email, hannah.body.phoneNumber, boaz.account.id, caleb.account.id])
      expect(seen.body).not.toContain(secret);
  });

  it('refuses another relative’s link, an ended link, and members', async () => {
    const { hannah, mother, linkId, memberLinkId } = await linkedFamily();
    const other = await linkedFamily();
    expect((await view(other.mother, linkId)).statusCode).toBe(404);
    expect((await view(hannah.cookie, linkId)).statusCode).toBe(403);
    expect((await call(hannah.cookie, 'DELETE', `/api/family/links/${memberLinkId}`)).statusCode).toBe(200);
    const ended = await view(mother, linkId);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().error.message).toBe(familyMessages.linkNotFound);
  });
});

describe('a relative edits the profile only when the member allows it (D45)', () => {
  it('refused, then allowed: saved by the member’s rules with the contact details kept, and logged; stopped again', async () => {
    const { hannah, mother, linkId, memberLinkId } = await linkedFamily();
    const before = await ownProfile(hannah.cookie);
    const changed = {
      ...edit(completeProfile({ firstName: 'Hannah' })),
      profileSummary: 'Hannah loves the church choir and long walks by the sea.',
    };

    const refused = await call(mother, 'PUT', `/api/family/linked/${linkId}/profile`, changed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FAMILY_EDIT_NOT_ALLOWED',
      message: familyMessages.editNotAllowed,
    });
    expect((await ownProfile(hannah.cookie)).profileSummary).toBe(before.profileSummary);

    const allow = await call(hannah.cookie, 'PATCH', `/api/family/links/${memberLinkId}`, { mayEditProfile: true });
    expect(allow.statusCode).toBe(200);
    // The contact details are the member's: a body carrying them is refused, and nothing changes.
    const withPhone = await call(mother, 'PUT', `/api/family/linked/${linkId}/profile`, {
      ...changed,
      phoneNumber: '9000000001',
    });
    expect(withPhone.statusCode).toBe(400);
    expect((await ownProfile(hannah.cookie)).profileSummary).toBe(before.profileSummary);

    const saved = await call(mother, 'PUT', `/api/family/linked/${linkId}/profile`, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(familyMessages.profileEdited);
    const after = await ownProfile(hannah.cookie);
    expect(after).toMatchObject({ profileSummary: changed.profileSummary, phoneNumber: before.phoneNumber });
    const { log } = (await call(hannah.cookie, 'GET', '/api/family')).json();
    expect(log[0]).toMatchObject({ action: 'profile_edited', relative: 'Ruth', relation: 'parent' });
    const [told] = (await call(hannah.cookie, 'GET', '/api/notifications')).json().notifications;
    expect(told).toMatchObject({
      kind: 'family_profile_edited',
      title: 'Ruth edited your profile',
      path: '/my-profile',
    });

    // The member's rules apply to the relative's save as to the member's own (spec §5).
    const invalid = await call(mother, 'PUT', `/api/family/linked/${linkId}/profile`, { ...changed, firstName: '' });
    expect(invalid.statusCode).toBe(400);

    await call(hannah.cookie, 'PATCH', `/api/family/links/${memberLinkId}`, { mayEditProfile: false });
    const stopped = await call(mother, 'PUT', `/api/family/linked/${linkId}/profile`, changed);
    expect(stopped.statusCode).toBe(403);
  });
});
