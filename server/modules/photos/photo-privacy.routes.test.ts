import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoPrivacyMessages } from '#shared/schemas/photo-privacy.ts';
import { memberOf } from '#server/lib/member.ts';
import { multipart, png } from '#server/test/images.ts';
import { acceptedInterest, makePremium, signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D33: "Who can see my photos" — everyone else gets a blurred image, on every path that serves one. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const put = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/photos/privacy', headers: { cookie }, payload });

/** A member with a profile, a profile photo and a gallery photo. */
async function ownerWithPhotos() {
  const owner = await signedInMember(t.app);
  const account = await t.app.services.accounts.findById(owner.account.id);
  await t.app.services.profiles.save(memberOf(account!), completeProfile());
  const ids: string[] = [];
  for (const kind of ['profile', 'gallery'] as const) {
    const { payload, headers } = multipart(await png(800, 800), 'photo.png', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/photos?kind=${kind}`,
      payload,
      headers: { ...headers, cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids.push((response.json() as { id: string }).id);
  }
  return { ...owner, photoIds: ids };
}

/** The stored files of these photos: what must never reach a viewer the owner does not show them to. */
function storedFilesOf(photoIds: string[]): Buffer[] {
  const dir = path.join(t.config.dataDir, 'photos');
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && photoIds.some((id) => e.parentPath.includes(id)))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name)));
}

const photoUrlsIn = (body: string) => [...new Set(body.match(/\/api\/photos\/[0-9a-f-]{36}\/(?:display|thumbnail)/g))];

async function isBlurred(bytes: Buffer, originals: Buffer[]) {
  const { width, height } = await sharp(bytes).metadata();
  return width === 240 && height === 240 && originals.every((original) => !original.equals(bytes));
}

describe('photo privacy (D33)', () => {
  it('is every member by default, and the member can choose and read back their choice', async () => {
    const { cookie } = await signedInMember(t.app);
    expect((await get('/api/photos/privacy', cookie)).json()).toEqual({ photosVisibleTo: 'members' });
    const saved = await put(cookie, { photosVisibleTo: 'accepted' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: photoPrivacyMessages.saved });
    expect((await get('/api/photos/privacy', cookie)).json()).toEqual({ photosVisibleTo: 'accepted' });
    const wrong = await put(cookie, { photosVisibleTo: 'friends' });
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/photos/privacy', cookie)).json()).toEqual({ photosVisibleTo: 'accepted' });
  });

  it('"only accepted": another member gets a blurred image on the profile page, the shortlist and every direct URL; the original never', async () => {
    const owner = await ownerWithPhotos();
    const viewer = await signedInMember(t.app);
    await makePremium(t.database.db, viewer.account.id);
    const originals = storedFilesOf(owner.photoIds);
    expect(originals).toHaveLength(4);
    expect((await put(owner.cookie, { photosVisibleTo: 'accepted' })).statusCode).toBe(200);

    const profilePage = await get(`/api/profiles/${owner.account.id}`, viewer.cookie);
    expect(profilePage.statusCode, profilePage.body).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/shortlists/${owner.account.id}`,
          headers: { cookie: viewer.cookie },
        })
      ).statusCode,
    ).toBeLessThan(300);
    const shortlist = await get('/api/shortlists', viewer.cookie);
    const direct = owner.photoIds.flatMap((id) => [`/api/photos/${id}/display`, `/api/photos/${id}/thumbnail`]);
    const urls = new Set([...photoUrlsIn(profilePage.body), ...photoUrlsIn(shortlist.body), ...direct]);
    expect(photoUrlsIn(profilePage.body).length).toBeGreaterThanOrEqual(2);
    expect(photoUrlsIn(shortlist.body).length).toBeGreaterThanOrEqual(1);
    for (const url of urls) {
      const served = await get(url, viewer.cookie);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await isBlurred(served.rawPayload, originals), url).toBe(true);
    }
    // The owner sees their own photos as they are.
    const own = await get(direct[0]!, owner.cookie);
    expect(originals.some((original) => original.equals(own.rawPayload))).toBe(true);

    // Once one accepted the other's interest, the originals.
    await acceptedInterest(t.database.db, viewer.account.id, owner.account.id);
    for (const url of direct) {
      const served = await get(url, viewer.cookie);
      expect(
        originals.some((original) => original.equals(served.rawPayload)),
        url,
      ).toBe(true);
    }
  });

  it('"every member" (the default) serves the originals to a member who may see them', async () => {
    const owner = await ownerWithPhotos();
    const viewer = await signedInMember(t.app);
    const originals = storedFilesOf(owner.photoIds);
    const served = await get(`/api/photos/${owner.photoIds[0]}/display`, viewer.cookie);
    expect(served.statusCode).toBe(200);
    expect(originals.some((original) => original.equals(served.rawPayload))).toBe(true);
    // A free member still gets no gallery photo at all (D13): privacy adds a blur, never access.
    expect((await get(`/api/photos/${owner.photoIds[1]}/display`, viewer.cookie)).statusCode).toBe(404);
  });
});
