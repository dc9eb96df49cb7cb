import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VERIFICATION_ATTEMPTS_PER_WEEK,
  VERIFICATION_POSE_IDS,
  verificationMessages,
  type MyVerification,
  type VerificationAttempt,
  type VerificationQueue,
} from '#shared/schemas/photo-verification.ts';
import { schema } from '#server/db/schema.ts';
import { jpegWithGps, multipart, png } from '#server/test/images.ts';
import { signedInMember } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

/** D43: photo verification — poses from the server, live selfies, the moderator's decision, the badge. */
let t: TestApp;
/** The app's clock runs this far ahead of the wall clock (expiry and the weekly limit). */
let ahead = 0;
let moderator: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(Date.now() + ahead) });
  moderator = await signedInMember(t.app);
  await t.app.services.accounts.setRole(moderator.account.id, 'moderator');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

let serial = 0;
/** A man with a complete profile at a church of his own (so searches find only him), with a profile photo unless not. */
async function member(withPhoto = true) {
  serial += 1;
  const church = `Verifying Chapel ${serial} ${Math.random().toString(36).slice(2, 7)}`;
  const signed = await signedInMember(t.app, { firstName: 'Barnabas' });
  const saved = await call(
    signed.cookie,
    'PUT',
    '/api/profiles/me',
    completeProfile({ firstName: 'Barnabas', gender: 'Male', lookingFor: 'Female', church }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  if (withPhoto) expect((await uploadPhoto(signed.cookie)).statusCode).toBe(201);
  return { ...signed, church };
}

async function uploadPhoto(cookie: string) {
  const { payload, headers } = multipart(await png(), 'me.png', 'image/png');
  return t.app.inject({ method: 'POST', url: '/api/photos?kind=profile', payload, headers: { ...headers, cookie } });
}

const start = (cookie: string) => call(cookie, 'POST', '/api/photo-verification');
const mine = async (cookie: string) => (await call(cookie, 'GET', '/api/photo-verification')).json<MyVerification>();

async function selfie(cookie: string, id: string, pose: string, file?: Buffer) {
  const { payload, headers } = multipart(file ?? (await jpegWithGps(480, 640)), 'selfie.jpg');
  return t.app.inject({
    method: 'POST',
    url: `/api/photo-verification/${id}/selfies?pose=${pose}`,
    payload,
    headers: { ...headers, cookie },
  });
}

/** Starts an attempt and answers both poses: it waits for a moderator. */
async function submitted(cookie: string) {
  const attempt = (await start(cookie)).json<VerificationAttempt>();
  for (const pose of attempt.poses) expect((await selfie(cookie, attempt.id, pose)).statusCode).toBe(200);
  return attempt;
}

const queue = async () =>
  (await call(moderator.cookie, 'GET', '/api/moderation/verifications')).json<VerificationQueue>();
const selfieFiles = (memberId: string) => {
  const folder = path.join(t.config.dataDir, 'photos', 'selfies', memberId);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
};
const selfieRows = async (verificationId: string) =>
  t.database.db
    .select()
    .from(schema.verificationSelfies)
    .where(eq(schema.verificationSelfies.verificationId, verificationId));

describe('photo verification (D43)', () => {
  it('asks for a profile photo first, then draws two different poses on the server and keeps them while open', async () => {
    const without = await member(false);
    const refused = await start(without.cookie);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'NEEDS_PROFILE_PHOTO', message: verificationMessages.needsPhoto });

    const barnabas = await member();
    const first = await start(barnabas.cookie);
    expect(first.statusCode, first.body).toBe(201);
    const attempt = first.json<VerificationAttempt>();
    expect(attempt.poses).toHaveLength(2);
    expect(new Set(attempt.poses).size).toBe(2);
    for (const pose of attempt.poses) expect(VERIFICATION_POSE_IDS).toContain(pose);
    expect(new Date(attempt.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    // Asking again gives the same poses back: reloading the page draws nothing new.
    expect((await start(barnabas.cookie)).json()).toEqual(attempt);
    expect((await mine(barnabas.cookie)).open).toEqual(attempt);
  });

  it('takes one selfie per pose drawn: a pose not issued, a replay, another member and a non-image are refused', async () => {
    const barnabas = await member();
    const attempt = (await start(barnabas.cookie)).json<VerificationAttempt>();
    const [one, two] = attempt.poses as [string, string];
    const other = VERIFICATION_POSE_IDS.find((pose) => !attempt.poses.includes(pose))!;

    const notIssued = await selfie(barnabas.cookie, attempt.id, other);
    expect(notIssued.statusCode).toBe(400);
    expect(errorOf(notIssued).code).toBe('POSE_NOT_ASKED');
    const unknownPose = await selfie(barnabas.cookie, attempt.id, 'cartwheel');
    expect(unknownPose.statusCode).toBe(400);
    const stranger = await member();
    expect((await selfie(stranger.cookie, attempt.id, one)).statusCode).toBe(404);
    const text = await selfie(barnabas.cookie, attempt.id, one, Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).code).toBe('INVALID_IMAGE');

    const answered = await selfie(barnabas.cookie, attempt.id, one);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ answered: [one], submitted: false, message: verificationMessages.selfieSaved });
    const replay = await selfie(barnabas.cookie, attempt.id, one);
    expect(replay.statusCode).toBe(409);
    expect(errorOf(replay).code).toBe('SELFIE_ALREADY_SENT');

    const last = await selfie(barnabas.cookie, attempt.id, two);
    expect(last.json()).toEqual({ answered: [one, two], submitted: true, message: verificationMessages.submitted });
    expect((await selfie(barnabas.cookie, attempt.id, two)).statusCode).toBe(409);
    // Stored re-encoded, with no EXIF (the GPS of the camera's JPEG is gone).
    const rows = await selfieRows(attempt.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const stored = fs.readFileSync(path.join(t.config.dataDir, 'photos', row.storageKey));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
    const state = await mine(barnabas.cookie);
    expect(state.latest?.status).toBe('submitted');
    expect(state.open).toBeNull();
    expect(errorOf(await start(barnabas.cookie)).code).toBe('VERIFICATION_WAITING');
  });

  it('refuses a selfie after the ten minutes', async () => {
    const barnabas = await member();
    const attempt = (await start(barnabas.cookie)).json<VerificationAttempt>();
    ahead += 11 * 60_000;
    const late = await selfie(barnabas.cookie, attempt.id, attempt.poses[0]!);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late)).toMatchObject({ code: 'VERIFICATION_EXPIRED', message: verificationMessages.expired });
    expect((await mine(barnabas.cookie)).open).toBeNull();
  });

  it('shows the selfies to moderators only; approval deletes them (rows and files) and shows the badge', async () => {
    const barnabas = await member();
    const attempt = await submitted(barnabas.cookie);
    const item = (await queue()).items.find((entry) => entry.userId === barnabas.account.id)!;
    expect(item).toMatchObject({ id: attempt.id, firstName: 'Barnabas', poses: attempt.poses });
    expect(item.selfies.map((entry) => entry.pose)).toEqual(attempt.poses);
    expect(item.photoUrls).toHaveLength(1);
    const url = item.selfies[0]!.url;
    const seen = await call(moderator.cookie, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toBe('no-store');
    // Not the member themself, not another member, not anonymous: the moderators' route only.
    expect((await call(barnabas.cookie, 'GET', url)).statusCode).toBe(403);
    expect((await call((await member()).cookie, 'GET', '/api/moderation/verifications')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    expect(selfieFiles(barnabas.account.id)).toHaveLength(2);

    const approved = await call(moderator.cookie, 'POST', `/api/moderation/verifications/${attempt.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ message: verificationMessages.approved });
    expect(await selfieRows(attempt.id)).toEqual([]);
    expect(selfieFiles(barnabas.account.id)).toEqual([]);
    expect((await call(moderator.cookie, 'GET', url)).statusCode).toBe(404);
    const again = await call(moderator.cookie, 'POST', `/api/moderation/verifications/${attempt.id}/approve`);
    expect(again.statusCode).toBe(409);

    // The record keeps who, when, the poses and the outcome.
    const [record] = await t.database.db
      .select()
      .from(schema.photoVerifications)
      .where(eq(schema.photoVerifications.id, attempt.id));
    expect(record).toMatchObject({ status: 'approved', decidedById: moderator.account.id, poseIds: attempt.poses });
    const [audit] = await t.database.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(
          eq(schema.auditEvents.action, 'moderation.verification_approved'),
          eq(schema.auditEvents.subjectUserId, barnabas.account.id),
        ),
      )
      .orderBy(desc(schema.auditEvents.createdAt));
    expect(audit?.actorId).toBe(moderator.account.id);
    const state = await mine(barnabas.cookie);
    expect(state).toMatchObject({ verified: true, latest: { status: 'approved', reason: null } });
    expect(errorOf(await start(barnabas.cookie)).code).toBe('ALREADY_VERIFIED');
    const bell = (await call(barnabas.cookie, 'GET', '/api/notifications')).json().notifications as { kind: string }[];
    expect(bell.map((entry) => entry.kind)).toContain('moderation');

    // Another member sees the badge on the card and the profile, and finds him with 'Verified members only'.
    const viewer = await signedInMember(t.app);
    await call(viewer.cookie, 'PUT', '/api/profiles/me', completeProfile({ gender: 'Female', lookingFor: 'Male' }));
    const church = encodeURIComponent(barnabas.church);
    const found = (await call(viewer.cookie, 'GET', `/api/discovery?church=${church}&verified=true`)).json();
    expect(found.cards).toEqual([expect.objectContaining({ id: barnabas.account.id, photoVerified: true })]);
    const profile = (await call(viewer.cookie, 'GET', `/api/profiles/${barnabas.account.id}`)).json();
    expect(profile.photoVerified).toBe(true);

    // A new profile photo ends it: ask again.
    expect((await uploadPhoto(barnabas.cookie)).statusCode).toBe(201);
    expect((await mine(barnabas.cookie)).verified).toBe(false);
    expect((await call(viewer.cookie, 'GET', `/api/discovery?church=${church}&verified=true`)).json().cards).toEqual(
      [],
    );
    const unfiltered = (await call(viewer.cookie, 'GET', `/api/discovery?church=${church}`)).json();
    expect(unfiltered.cards).toEqual([expect.objectContaining({ id: barnabas.account.id, photoVerified: false })]);
  });

  it('ends with the profile photo removed, and a gallery photo changes nothing', async () => {
    const barnabas = await member();
    const attempt = await submitted(barnabas.cookie);
    await call(moderator.cookie, 'POST', `/api/moderation/verifications/${attempt.id}/approve`);
    const { payload, headers } = multipart(await png(), 'g.png', 'image/png');
    const gallery = await t.app.inject({
      method: 'POST',
      url: '/api/photos?kind=gallery',
      payload,
      headers: { ...headers, cookie: barnabas.cookie },
    });
    expect(gallery.statusCode).toBe(201);
    expect((await mine(barnabas.cookie)).verified).toBe(true);
    const own = (await call(barnabas.cookie, 'GET', '/api/profiles/me')).json();
    expect((await call(barnabas.cookie, 'DELETE', `/api/photos/${own.profilePhoto.id}`)).statusCode).toBe(204);
    expect(await mine(barnabas.cookie)).toMatchObject({ verified: false, hasProfilePhoto: false });
  });

  it('tells the member the reason of a rejection, deletes the selfies, and lets them try again', async () => {
    const barnabas = await member();
    const attempt = await submitted(barnabas.cookie);
    const empty = await call(moderator.cookie, 'POST', `/api/moderation/verifications/${attempt.id}/reject`, {
      reason: '',
    });
    expect(empty.statusCode).toBe(400);
    const reason = 'Your face is not visible in the second selfie.';
    const rejected = await call(moderator.cookie, 'POST', `/api/moderation/verifications/${attempt.id}/reject`, {
      reason,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await selfieRows(attempt.id)).toEqual([]);
    expect(selfieFiles(barnabas.account.id)).toEqual([]);
    const state = await mine(barnabas.cookie);
    expect(state).toMatchObject({ verified: false, latest: { status: 'rejected', reason } });
    expect(state.attemptsLeft).toBe(VERIFICATION_ATTEMPTS_PER_WEEK - 1);
    expect((await start(barnabas.cookie)).statusCode).toBe(201);
    expect((await queue()).items.find((entry) => entry.id === attempt.id)).toBeUndefined();
  });

  it('allows three attempts a week', async () => {
    const barnabas = await member();
    for (let attempt = 0; attempt < VERIFICATION_ATTEMPTS_PER_WEEK; attempt += 1) {
      expect((await start(barnabas.cookie)).statusCode).toBe(201);
      ahead += 11 * 60_000; // each left to expire
    }
    const fourth = await start(barnabas.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(errorOf(fourth)).toMatchObject({ code: 'TOO_MANY_VERIFICATIONS', message: verificationMessages.tooMany });
    expect((await mine(barnabas.cookie)).attemptsLeft).toBe(0);
    ahead += 7 * 86_400_000;
    expect((await start(barnabas.cookie)).statusCode).toBe(201);
  });

  it('drops the half-sent selfie of an attempt that expired when the next one starts', async () => {
    const barnabas = await member();
    const attempt = (await start(barnabas.cookie)).json<VerificationAttempt>();
    expect((await selfie(barnabas.cookie, attempt.id, attempt.poses[0]!)).statusCode).toBe(200);
    expect(selfieFiles(barnabas.account.id)).toHaveLength(1);
    ahead += 11 * 60_000;
    expect((await start(barnabas.cookie)).statusCode).toBe(201);
    expect(await selfieRows(attempt.id)).toEqual([]);
    expect(selfieFiles(barnabas.account.id)).toEqual([]);
  });
});
