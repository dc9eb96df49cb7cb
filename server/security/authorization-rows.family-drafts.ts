import { randomBytes, randomUUID } from 'node:crypto';
import { schema } from '#server/db/schema.ts';
import { tokenHash } from '#server/modules/family/family.repository.ts';
import { markRelative, seedProfile } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { NONE, everyone, signedIn, type Expected, type Row } from './authorization-cells.ts';
import type { Actor, Target, World } from './world.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Matrix-Mother-Walks-8';

/** A profile started by the actor's relative's account ('own'), or by another one ('other'); its token. */
async function draft(w: World, actor: Actor = 'visitor', target: Target = 'other') {
  let relativeId: string;
  if (target === 'own' && actor !== 'visitor') relativeId = w.idOf(actor);
  else {
    relativeId = await seedProfile(w.app);
    await markRelative(w.db, relativeId);
  }
  const token = randomBytes(32).toString('base64url');
  const [row] = await w.db
    .insert(schema.familyDrafts)
    .values({
      relativeId,
      relation: 'parent',
      profileFor: 'Daughter',
      email: `draft.${randomUUID()}@family.example.org`,
      firstName: 'Matrix',
      lastName: 'Daughter',
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + DAY_MS),
    })
    .returning({ id: schema.familyDrafts.id });
  return { id: row!.id, token };
}

/** A relative's own routes: only a relative's account; members and staff 403, visitors 401. */
const relativesOnly = (expected: Expected) => ({ ...signedIn(403), relative: expected });

/** D45: a profile someone starts at registration; the member's invitation is public (its token is the proof). */
export const FAMILY_DRAFT_ROWS: Row[] = [
  {
    route: 'POST /api/family/drafts',
    targets: NONE,
    call: async () => ({
      url: '/api/family/drafts',
      payload: {
        profileFor: 'Son',
        firstName: 'Matrix',
        lastName: 'Mother',
        email: `mother.${randomUUID()}@family.example.org`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        memberFirstName: 'Matrix',
        memberLastName: 'Son',
        memberEmail: `son.${randomUUID()}@family.example.org`,
      },
    }),
    expect: everyone(201),
  },
  {
    route: 'GET /api/family/drafts',
    targets: NONE,
    call: async () => ({ url: '/api/family/drafts' }),
    expect: relativesOnly(200),
  },
  {
    route: 'PUT /api/family/drafts/{id}/profile',
    targets: ['own', 'other'],
    call: async (w, actor, target) => {
      const { countryCode: _code, phoneNumber: _phone, ...profile } = completeProfile();
      return { url: `/api/family/drafts/${(await draft(w, actor, target)).id}/profile`, payload: profile };
    },
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'POST /api/family/drafts/{id}/invitation',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/family/drafts/${(await draft(w, actor, target)).id}/invitation` }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'DELETE /api/family/drafts/{id}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/family/drafts/${(await draft(w, actor, target)).id}` }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'POST /api/family/draft',
    targets: NONE,
    call: async (w) => ({ url: '/api/family/draft', payload: { token: (await draft(w)).token } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/family/draft/accept',
    targets: NONE,
    call: async (w) => ({
      url: '/api/family/draft/accept',
      payload: {
        token: (await draft(w)).token,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        countryCode: '+91',
        phoneNumber: '9876501234',
      },
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/family/draft/refuse',
    targets: NONE,
    call: async (w) => ({ url: '/api/family/draft/refuse', payload: { token: (await draft(w)).token } }),
    expect: everyone(200),
  },
];
