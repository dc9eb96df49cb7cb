import { randomBytes, randomUUID } from 'node:crypto';
import { schema } from '#server/db/schema.ts';
import { orderedPair } from '#server/modules/conversations/conversations.repository.ts';
import { tokenHash } from '#server/modules/family/family.repository.ts';
import { markRelative, seedProfile } from '#server/test/members.ts';
import { completeProfile } from '#server/test/profile-fixture.ts';
import { NONE, everyone, signedIn, type Expected, type Row } from './authorization-cells.ts';
import type { Actor, Target, World } from './world.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A relative's account of the cell's own (a member's account, flagged). */
async function relativeAccount(w: World) {
  const id = await seedProfile(w.app);
  await markRelative(w.db, id);
  return id;
}

/** An accepted link between a member and a relative (who may edit the member's profile). */
async function activeLink(w: World, memberId: string, relativeId: string, chaperoneSince: Date | null = null) {
  const [row] = await w.db
    .insert(schema.familyLinks)
    .values({
      memberId,
      relativeId,
      email: `relative.${randomUUID()}@family.example.org`,
      relation: 'parent',
      status: 'active',
      mayEditProfile: true,
      acceptedAt: new Date(),
      chaperoneSince,
    })
    .returning({ id: schema.familyLinks.id });
  return row!.id;
}

/** An invitation of a member of the cell's own, and its token. */
async function invitation(w: World) {
  const token = randomBytes(32).toString('base64url');
  await w.db.insert(schema.familyLinks).values({
    memberId: await seedProfile(w.app),
    email: `invited.${randomUUID()}@family.example.org`,
    relation: 'sister',
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return token;
}

/** The member's side: a link of the actor's own ('own'), or of two others ('other'). */
async function memberLink(w: World, actor: Actor, target: Target) {
  const memberId = target === 'own' && actor !== 'visitor' ? w.idOf(actor) : await seedProfile(w.app);
  return activeLink(w, memberId, await relativeAccount(w));
}

/** The relative's side: a link to the actor's own account ('own'), or between two others ('other'). */
async function relativeLink(w: World, actor: Actor, target: Target) {
  const relativeId = target === 'own' && actor !== 'visitor' ? w.idOf(actor) : await relativeAccount(w);
  return activeLink(w, await seedProfile(w.app), relativeId);
}

/**
 * D46: a chaperone's link to a member of the actor's own ('own') or between two others ('other'),
 * and a conversation of that member with another member, holding a message of the other's.
 */
async function chaperoneLink(w: World, actor: Actor, target: Target) {
  const relativeId = target === 'own' && actor !== 'visitor' ? w.idOf(actor) : await relativeAccount(w);
  const memberId = await seedProfile(w.app);
  const linkId = await activeLink(w, memberId, relativeId, new Date(Date.now() - DAY_MS));
  const otherId = await seedProfile(w.app);
  const [memberA, memberB] = orderedPair(memberId, otherId);
  const [conversation] = await w.db
    .insert(schema.conversations)
    .values({ memberA, memberB })
    .returning({ id: schema.conversations.id });
  const [message] = await w.db
    .insert(schema.messages)
    .values({ conversationId: conversation!.id, senderId: otherId, body: 'Matrix message' })
    .returning({ id: schema.messages.id });
  return { linkId, conversationId: conversation!.id, messageId: message!.id };
}

/** A relative's own routes: only a relative's account; members and staff 403, visitors 401. */
const relativesOnly = (expected: Expected) => ({ ...signedIn(403), relative: expected });

/** D45: members link relatives; relatives' accounts see their links; the invitation is public. */
export const FAMILY_ROWS: Row[] = [
  { route: 'GET /api/family', targets: NONE, call: async () => ({ url: '/api/family' }), expect: signedIn(200) },
  {
    route: 'POST /api/family/invitations',
    targets: NONE,
    call: async () => ({
      url: '/api/family/invitations',
      payload: { email: `matrix.${randomUUID()}@family.example.org`, relation: 'brother' },
    }),
    expect: signedIn(201),
  },
  {
    route: 'PATCH /api/family/links/{id}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({
      url: `/api/family/links/${await memberLink(w, actor, target)}`,
      payload: { mayEditProfile: true },
    }),
    expect: signedIn({ own: 200, other: 404 }),
  },
  {
    route: 'DELETE /api/family/links/{id}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/family/links/${await memberLink(w, actor, target)}` }),
    expect: signedIn({ own: 200, other: 404 }),
  },
  {
    route: 'PUT /api/family/chaperone',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({
      url: '/api/family/chaperone',
      payload: { linkId: await memberLink(w, actor, target) },
    }),
    expect: signedIn({ own: 200, other: 404 }),
  },
  {
    route: 'DELETE /api/family/chaperone',
    targets: NONE,
    call: async () => ({ url: '/api/family/chaperone' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/family/linked/{id}/conversations',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({
      url: `/api/family/linked/${(await chaperoneLink(w, actor, target)).linkId}/conversations`,
    }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'GET /api/family/linked/{id}/conversations/{conversationId}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => {
      const { linkId, conversationId } = await chaperoneLink(w, actor, target);
      return { url: `/api/family/linked/${linkId}/conversations/${conversationId}` };
    },
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'POST /api/family/linked/{id}/conversations/{conversationId}/messages/{messageId}/report',
    targets: ['own', 'other'],
    call: async (w, actor, target) => {
      const { linkId, conversationId, messageId } = await chaperoneLink(w, actor, target);
      return {
        url: `/api/family/linked/${linkId}/conversations/${conversationId}/messages/${messageId}/report`,
        payload: { reason: 'harassment', description: '' },
      };
    },
    expect: relativesOnly({ own: 201, other: 404 }),
  },
  {
    route: 'GET /api/family/linked',
    targets: NONE,
    call: async () => ({ url: '/api/family/linked' }),
    expect: relativesOnly(200),
  },
  {
    route: 'GET /api/family/linked/{id}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/family/linked/${await relativeLink(w, actor, target)}` }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'PUT /api/family/linked/{id}/profile',
    targets: ['own', 'other'],
    call: async (w, actor, target) => {
      const { countryCode: _code, phoneNumber: _phone, ...profile } = completeProfile();
      return { url: `/api/family/linked/${await relativeLink(w, actor, target)}/profile`, payload: profile };
    },
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'DELETE /api/family/linked/{id}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/family/linked/${await relativeLink(w, actor, target)}` }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'POST /api/family/invitation',
    targets: NONE,
    call: async (w) => ({ url: '/api/family/invitation', payload: { token: await invitation(w) } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/family/accept',
    targets: NONE,
    call: async (w) => ({
      url: '/api/family/accept',
      payload: {
        token: await invitation(w),
        firstName: 'Matrix',
        lastName: 'Relative',
        password: 'Matrix-Relative-Walks-8',
        confirmPassword: 'Matrix-Relative-Walks-8',
      },
    }),
    expect: everyone(201),
  },
];
