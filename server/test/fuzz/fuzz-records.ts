import { createECDH, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH } from '#shared/limits.ts';
import { EMAIL_PATTERN } from '#shared/rules/email.ts';
import { schema } from '#server/db/schema.ts';
import { tokenHash } from '#server/modules/endorsements/endorsements.repository.ts';
import { ringingCall } from '#server/test/calls.ts';
import { holdMembers } from '#server/test/members.ts';
import type { FuzzWorld, Identity } from './fuzz-harness.ts';
import type { Hints } from './schema-arbitraries.ts';

/** The real records fuzz cases name (fuzz-plan.ts): made in the test database before a run. */

/** Addresses the one email rule accepts (shared/rules/email.ts); fast-check's RFC addresses mostly are not. */
export const acceptedEmail = fc.stringMatching(EMAIL_PATTERN).filter((email) => email.length <= EMAIL_MAX_LENGTH);

export function requireSelf(self: Identity | undefined): Identity {
  if (!self) throw new Error('this operation needs a signed-in actor');
  return self;
}

export /** Targets of member actions, plus the actor itself and the admin (acting on oneself, on an admin). */
async function targets(world: FuzzWorld, self: Identity | undefined, count = 3) {
  return [...(await world.seedTargets(count)), ...(self ? [self.id] : []), world.admin.id];
}

export async function interestsOf(world: FuzzWorld, self: Identity, direction: 'received' | 'sent') {
  const others = await world.seedTargets(3);
  const rows = await world.t.database.db
    .insert(schema.interests)
    .values(
      others.map((other) =>
        direction === 'received' ? { senderId: other, receiverId: self.id } : { senderId: self.id, receiverId: other },
      ),
    )
    .returning({ id: schema.interests.id });
  return rows.map((row) => row.id);
}

/** Two notifications of the actor and one of another member. */
export async function notificationsOf(world: FuzzWorld, self: Identity | undefined) {
  const [other] = await world.seedTargets(1);
  const rows = await world.t.database.db
    .insert(schema.notifications)
    .values(
      [requireSelf(self).id, requireSelf(self).id, other!].map((memberId) => ({
        memberId,
        kind: 'account_changed' as const,
      })),
    )
    .returning({ id: schema.notifications.id });
  return { ids: { id: rows.map((row) => row.id) } };
}

/**
 * Browser subscriptions: real P-256 keys and auth secrets, endpoints on this machine's discard
 * port (test mode allows http://127.0.0.1), so that nothing leaves the machine.
 */
export function pushHints(): Hints {
  const keys = Array.from({ length: 3 }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  });
  return {
    endpoint: fc.integer({ min: 1, max: 1_000_000 }).map((n) => `http://127.0.0.1:9/push/fuzz-${n}`),
    p256dh: fc.constantFrom(...keys.map((key) => key.p256dh)),
    auth: fc.constantFrom(...keys.map((key) => key.auth)),
  };
}

/** Two conversations of the actor (one with messages of the other member) and one of two others. */
export async function conversationsOf(world: FuzzWorld, self: Identity | undefined) {
  const me = requireSelf(self).id;
  const db = world.t.database.db;
  const [first, second, third] = await world.seedTargets(3);
  const pairs: [string, string][] = [
    [me, first!],
    [me, second!],
    [first!, third!],
  ];
  const ids: string[] = [];
  const messageIds: string[] = [];
  for (const [x, y] of pairs) {
    await db.insert(schema.interests).values({ senderId: x, receiverId: y, status: 'accepted' });
    const [memberA, memberB] = x < y ? [x, y] : [y, x];
    const [row] = await db.insert(schema.conversations).values({ memberA, memberB }).returning();
    if (!row) throw new Error('conversation missing');
    ids.push(row.id);
    const sent = await db
      .insert(schema.messages)
      .values(
        ['Hello!', 'Could you send me $200 urgently?'].map((body) => ({ conversationId: row.id, senderId: y, body })),
      )
      .returning({ id: schema.messages.id });
    messageIds.push(...sent.map((message) => String(message.id)));
  }
  return { ids: { id: ids, messageId: messageIds } };
}

/**
 * D47: a ringing call to the actor from a matched member (each has written), and one between two
 * other members (404). `conversationId` names both conversations: the actor's line is taken, so a
 * new call there answers 409 and enqueues no ring job that would end it later, mid-case.
 */
export async function callsOf(world: FuzzWorld, self: Identity | undefined) {
  const me = requireSelf(self).id;
  const db = world.t.database.db;
  const [first, second, third] = await world.seedTargets(3);
  const ids: string[] = [];
  const conversationIds: string[] = [];
  for (const [caller, callee] of [
    [first!, me],
    [second!, third!],
  ] as const) {
    await db.insert(schema.interests).values({ senderId: caller, receiverId: callee, status: 'accepted' });
    const [memberA, memberB] = caller < callee ? [caller, callee] : [callee, caller];
    const [conversation] = await db.insert(schema.conversations).values({ memberA, memberB }).returning();
    if (!conversation) throw new Error('conversation missing');
    await db
      .insert(schema.messages)
      .values([caller, callee].map((senderId) => ({ conversationId: conversation.id, senderId, body: 'Hello!' })));
    ids.push(await ringingCall(db, { conversationId: conversation.id, callerId: caller, calleeId: callee }));
    conversationIds.push(conversation.id);
  }
  return { ids: { id: ids, conversationId: conversationIds } };
}

export async function reports(world: FuzzWorld) {
  // One open report per reporter and reported member (issue 25): three reporters of one member.
  const [reported, ...reporters] = await world.seedTargets(4);
  const rows = await world.t.database.db
    .insert(schema.reports)
    .values(
      ['fake_profile', 'harassment', 'other'].map((reason, index) => ({
        reporterId: reporters[index],
        reportedUserId: reported,
        reason: reason as 'other',
      })),
    )
    .returning({ id: schema.reports.id });
  return rows.map((row) => row.id);
}

/** Churches of the directory (D32), one of them retired: real ids for the edit, retire and reinstate cases. */
export async function churchesOf(world: FuzzWorld) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const rows = await world.t.database.db
    .insert(schema.churches)
    .values(
      ['Listed', 'Other', 'Retired'].map((word, index) => ({
        name: `${word} Chapel ${suffix}`,
        nameKey: `${word.toLowerCase()} chapel ${suffix}`,
        city: 'Kochi',
        country: 'India',
        retiredAt: index === 2 ? new Date() : null,
      })),
    )
    .returning({ id: schema.churches.id });
  return rows.map((row) => row.id);
}

/**
 * Pastors' links (D32): the tokens of real requests (or, `confirmed`, of real withdrawal links) of
 * three members, and an altered one; most cases name a real link, which the first use spends.
 */
export async function pastorLinks(world: FuzzWorld, confirmed = false): Promise<Hints> {
  const [churchId] = await churchesOf(world);
  const members = await world.seedTargets(3);
  const tokens = members.map(() => randomBytes(32).toString('base64url'));
  await world.t.database.db.insert(schema.endorsements).values(
    members.map((memberId, index) => ({
      memberId,
      churchId: churchId!,
      pastorName: 'Rev. Fuzz',
      status: confirmed ? 'confirmed' : 'requested',
      requestTokenHash: confirmed ? null : tokenHash(tokens[index]!),
      withdrawTokenHash: confirmed ? tokenHash(tokens[index]!) : null,
      linkExpiresAt: new Date(Date.now() + 86_400_000),
      decidedAt: confirmed ? new Date() : null,
    })),
  );
  const altered = `${tokens[0]!.slice(0, -2)}zz`;
  return { token: fc.constantFrom(...tokens, ...tokens, altered) };
}

/** D44: pending pastor proposals of three members for a church with no pastor's email (the first decision of each is a 200). */
export async function pastorProposalsOf(world: FuzzWorld) {
  const [churchId] = await churchesOf(world);
  const members = await world.seedTargets(3);
  const rows = await world.t.database.db
    .insert(schema.pastorProposals)
    .values(
      members.map((memberId) => ({
        memberId,
        churchId: churchId!,
        pastorName: 'Rev. Fuzz',
        pastorEmail: 'rev.fuzz@example.org',
      })),
    )
    .returning({ id: schema.pastorProposals.id });
  return rows.map((row) => row.id);
}

/** D31: members on hold after reports, for the release cases (the first release of each is a 200). */
export async function heldMembers(world: FuzzWorld) {
  const ids = await world.seedTargets(3);
  await holdMembers(world.t.database.db, ids);
  return ids;
}

/** D41: pending Premium requests of fresh members, for the church office's grant and decline. */
export async function premiumRequestsOf(world: FuzzWorld) {
  const members = await world.seedTargets(3);
  const rows = await world.t.database.db
    .insert(schema.premiumRequests)
    .values(members.map((memberId) => ({ memberId, message: 'Fuzz' })))
    .returning({ id: schema.premiumRequests.id });
  return rows.map((row) => row.id);
}

/**
 * D43: photo verifications drawn for `memberIds` (fresh members by default), open or waiting for
 * a moderator with both selfies stored (the first decision of each is a 200).
 */
export async function verificationsOf(world: FuzzWorld, status: 'issued' | 'submitted', memberIds?: string[]) {
  const members = memberIds ?? (await world.seedTargets(3));
  const now = new Date();
  const ids: string[] = [];
  for (const memberId of members) {
    const [row] = await world.t.database.db
      .insert(schema.photoVerifications)
      .values({
        memberId,
        poseIds: ['wave', 'salute'],
        status,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        ...(status === 'submitted' ? { submittedAt: now } : {}),
      })
      .returning({ id: schema.photoVerifications.id });
    ids.push(row!.id);
    if (status === 'issued') continue;
    for (const pose of ['wave', 'salute']) {
      const storageKey = `selfies/${memberId}/${row!.id}/${pose}.webp`;
      await world.t.app.services.storage.put(storageKey, world.samples.png, 'image/webp');
      await world.t.database.db
        .insert(schema.verificationSelfies)
        .values({ verificationId: row!.id, poseId: pose, storageKey, contentType: 'image/webp' });
    }
  }
  return ids;
}
