import { randomUUID } from 'node:crypto';
import { schema } from '#server/db/schema.ts';
import { multipart, png } from '#server/test/images.ts';
import { seedProfile } from '#server/test/members.ts';
import { NONE, get, signedIn, type Row } from './authorization-cells.ts';
import type { World } from './world.ts';

/** D43: who works the 'Verification' queue: moderators, admins and super admins; members 403. */
const moderators = (expected: number) => signedIn(403, expected);
const POSES = ['wave', 'salute'];

/**
 * Another member's verification, made for the cell (each its own: one decision spends nothing of
 * another's): waiting for a moderator with both selfies stored, or still open.
 */
async function verificationOf(w: World, status: 'issued' | 'submitted') {
  const memberId = await seedProfile(w.app);
  const now = new Date();
  const [row] = await w.db
    .insert(schema.photoVerifications)
    .values({
      memberId,
      poseIds: POSES,
      status,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + 600_000),
      ...(status === 'submitted' ? { submittedAt: now } : {}),
    })
    .returning({ id: schema.photoVerifications.id });
  if (status === 'submitted')
    for (const pose of POSES) {
      const storageKey = `selfies/${memberId}/${row!.id}/${pose}-${randomUUID()}.webp`;
      await w.app.services.storage.put(storageKey, await png(64, 64), 'image/webp');
      await w.db
        .insert(schema.verificationSelfies)
        .values({ verificationId: row!.id, poseId: pose, storageKey, contentType: 'image/webp' });
    }
  return row!.id;
}

export const PHOTO_VERIFICATION_ROWS: Row[] = [
  { route: 'GET /api/photo-verification', targets: NONE, call: get('/api/photo-verification'), expect: signedIn(200) },
  {
    // Every signed-in actor has a profile photo: the poses are drawn (asked again, the same ones).
    route: 'POST /api/photo-verification',
    targets: NONE,
    call: async () => ({ url: '/api/photo-verification' }),
    expect: signedIn(201),
  },
  {
    // Another member's open attempt: not found for everyone (never revealed), staff included.
    route: 'POST /api/photo-verification/{id}/selfies',
    targets: NONE,
    call: async (w) => {
      const { payload, headers } = multipart(await png(), 'selfie.png', 'image/png');
      return {
        url: `/api/photo-verification/${await verificationOf(w, 'issued')}/selfies?pose=wave`,
        payload,
        headers,
      };
    },
    expect: signedIn(404),
  },
  {
    route: 'GET /api/moderation/verifications',
    targets: NONE,
    call: get('/api/moderation/verifications'),
    expect: moderators(200),
  },
  {
    route: 'GET /api/moderation/verifications/{id}/selfies/{pose}',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/verifications/${await verificationOf(w, 'submitted')}/selfies/wave` }),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/verifications/{id}/approve',
    targets: NONE,
    call: async (w) => ({ url: `/api/moderation/verifications/${await verificationOf(w, 'submitted')}/approve` }),
    expect: moderators(200),
  },
  {
    route: 'POST /api/moderation/verifications/{id}/reject',
    targets: NONE,
    call: async (w) => ({
      url: `/api/moderation/verifications/${await verificationOf(w, 'submitted')}/reject`,
      payload: { reason: 'The selfies do not show the pose.' },
    }),
    expect: moderators(200),
  },
];
