import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '#shared/messages.ts';
import { jpegWithGps, multipart, pixelFloodPng, png } from '#server/test/images.ts';
import { block, makePremium, signedInMember } from '#server/test/members.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const photoDir = () => path.join(t.config.dataDir, 'photos');
function storedFiles(): string[] {
  if (!fs.existsSync(photoDir())) return [];
  return fs
    .readdirSync(photoDir(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function upload(cookie: string, kind: 'profile' | 'gallery', file: Buffer, filename = 'photo.jpg') {
  const { payload, headers } = multipart(file, filename);
  return t.app.inject({ method: 'POST', url: `/api/photos?kind=${kind}`, payload, headers: { ...headers, cookie } });
}
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('photo uploads (D17)', () => {
  it('stores a JPEG carrying GPS EXIF with no metadata at all, in every stored size', async () => {
    const { cookie } = await signedInMember(t.app);
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(cookie, 'profile', original);
    expect(response.statusCode).toBe(201);
    const photo = response.json();
    expect(photo.url).toBe(`/api/photos/${photo.id}/display`);
    const files = storedFiles().filter((file) => file.includes(photo.id));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const stored = fs.readFileSync(file);
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
      expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    }
    // The owner reads it back through the authorised route.
    const served = await t.app.inject({ url: photo.url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, number, string][] = [
    [
      'an executable renamed .jpg',
      () => Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(2048, 7)]),
      400,
      'Please select a valid image file',
    ],
    [
      'an ELF binary',
      () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(4096, 1)]),
      400,
      'Please select a valid image file',
    ],
    [
      'a truncated JPEG',
      async () => (await jpegWithGps(1200, 900)).subarray(0, 4000),
      400,
      'Please select a valid image file',
    ],
    [
      'a 6 MB file',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 3)]),
      413,
      'Image size should be less than 5MB',
    ],
    ['a 20000×20000 PNG', () => pixelFloodPng(), 400, 'This image is too large in dimensions (at most 40 megapixels).'],
  ];
  it.each(refusals)('refuses %s with a clear message and stores nothing', async (_name, make, status, message) => {
    const { cookie, account } = await signedInMember(t.app);
    const before = storedFiles().length;
    const response = await upload(cookie, 'gallery', await make());
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).message).toBe(message);
    expect(storedFiles()).toHaveLength(before);
    const own = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json();
    expect(own.galleryPhotos).toEqual([]);
    expect(own.id).toBe(account.id);
  });

  it('refuses the sixth gallery photo with the spec message', async () => {
    const { cookie } = await signedInMember(t.app);
    const image = await png(200, 200);
    for (let i = 0; i < 5; i++) expect((await upload(cookie, 'gallery', image, 'p.png')).statusCode).toBe(201);
    const before = storedFiles().length;
    const sixth = await upload(cookie, 'gallery', image, 'p.png');
    expect(sixth.statusCode).toBe(400);
    expect(errorOf(sixth).message).toBe('You can only upload 0 more photos. Maximum 5 photos allowed.');
    expect(storedFiles()).toHaveLength(before);
  });

  it('keeps the gallery at five under parallel uploads', async () => {
    const { cookie } = await signedInMember(t.app);
    const image = await png(120, 120);
    const results = await Promise.all(Array.from({ length: 7 }, () => upload(cookie, 'gallery', image, 'p.png')));
    expect(results.filter((response) => response.statusCode === 201)).toHaveLength(5);
    const own = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json();
    expect(own.galleryPhotos).toHaveLength(5);
  });

  it('removing a photo or replacing the profile photo deletes the files', async () => {
    const { cookie } = await signedInMember(t.app);
    const first = (await upload(cookie, 'profile', await png())).json();
    const second = (await upload(cookie, 'profile', await png(300, 200))).json();
    expect(storedFiles().some((file) => file.includes(first.id))).toBe(false);
    expect(storedFiles().filter((file) => file.includes(second.id))).toHaveLength(2);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/photos/${second.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    expect(storedFiles().some((file) => file.includes(second.id))).toBe(false);
    const own = (await t.app.inject({ url: '/api/profiles/me', headers: { cookie } })).json();
    expect(own.profilePhoto).toBeNull();
  });

  it('answers a multipart body the parser cannot read with 400, not 500 (found by the fuzz suite)', async () => {
    const { cookie } = await signedInMember(t.app);
    const { payload } = multipart(await png(40, 40), 'p.png', 'image/png');
    const broken: [string, string | Buffer][] = [
      ['multipart/form-data', payload], // no boundary
      ['multipart/form-data; boundary=other', payload], // a boundary the body does not use
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\n'], // ends early
    ];
    const before = storedFiles().length;
    for (const [contentType, body] of broken) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/photos?kind=gallery',
        payload: body,
        headers: { cookie, 'content-type': contentType },
      });
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
      expect(errorOf(response).message).toBe(photoMessages.invalidImage);
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it("cannot remove someone else's photo", async () => {
    const owner = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const photo = (await upload(owner.cookie, 'gallery', await png())).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(storedFiles().filter((file) => file.includes(photo.id))).toHaveLength(2);
  });
});

describe('who may see a photo (D11, D12, D13, D17)', () => {
  it('refuses a visitor and a blocked member; serves a member who may see the profile', async () => {
    const owner = await signedInMember(t.app);
    const viewer = await signedInMember(t.app);
    const blocked = await signedInMember(t.app);
    const profilePhoto = (await upload(owner.cookie, 'profile', await png())).json();
    const galleryPhoto = (await upload(owner.cookie, 'gallery', await png())).json();

    expect((await t.app.inject({ url: profilePhoto.url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: profilePhoto.thumbnailUrl, headers: { cookie: viewer.cookie } })).statusCode,
    ).toBe(200);
    // D13: the gallery belongs to the full profile, which a free member does not see.
    expect((await t.app.inject({ url: galleryPhoto.url, headers: { cookie: viewer.cookie } })).statusCode).toBe(404);
    await makePremium(t.database.db, viewer.account.id);
    const premium = await t.app.inject({ url: galleryPhoto.url, headers: { cookie: viewer.cookie } });
    expect(premium.statusCode).toBe(200);
    expect(premium.headers['cache-control']).toBe('no-store');

    await block(t.database.db, owner.account.id, blocked.account.id);
    expect((await t.app.inject({ url: profilePhoto.url, headers: { cookie: blocked.cookie } })).statusCode).toBe(404);
    await block(t.database.db, viewer.account.id, owner.account.id);
    expect((await t.app.inject({ url: profilePhoto.url, headers: { cookie: viewer.cookie } })).statusCode).toBe(404);
  });
});
