import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { REPORT_REASONS } from '#shared/enums.ts';
import { schema } from '#server/db/schema.ts';
import { tokenHash } from '#server/modules/family/family.repository.ts';
import type { FuzzWorld, Identity, OperationPlan } from './fuzz-harness.ts';
import { acceptedEmail, requireSelf } from './fuzz-records.ts';

// The fuzz plan's operations of D45's family links, part of FUZZ_PLAN (fuzz-plan.ts).

const PASSWORD = 'Family-Fuzz-Keeps-9';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Accepted links of the actor's (two) and of another member (one), each with a relative: ids for the link routes. */
export async function familyLinksOf(world: FuzzWorld, self: Identity | undefined) {
  return (await linkRowsOf(world, self)).map((row) => row.id);
}

/** The same links, with whose each is. */
export async function linkRowsOf(world: FuzzWorld, self: Identity | undefined) {
  const me = requireSelf(self).id;
  const [other] = await world.seedTargets(1);
  const kin = await world.seedTargets(3);
  const rows = await world.t.database.db
    .insert(schema.familyLinks)
    .values(
      [me, me, other!].map((memberId, index) => ({
        memberId,
        relativeId: kin[index]!,
        email: `fuzz.kin.${randomUUID()}@family.example.org`,
        relation: 'parent' as const,
        status: 'active' as const,
        acceptedAt: new Date(),
      })),
    )
    .returning({ id: schema.familyLinks.id, memberId: schema.familyLinks.memberId });
  return rows;
}

/** Live invitations of three members, and a token altered by two characters. */
async function invitationTokens(world: FuzzWorld) {
  const members = await world.seedTargets(3);
  const tokens = members.map(() => randomBytes(32).toString('base64url'));
  await world.t.database.db.insert(schema.familyLinks).values(
    members.map((memberId, index) => ({
      memberId,
      email: `fuzz.invited.${randomUUID()}@family.example.org`,
      relation: 'sister' as const,
      tokenHash: tokenHash(tokens[index]!),
      expiresAt: new Date(Date.now() + DAY_MS),
    })),
  );
  return fc.constantFrom(...tokens, ...tokens, `${tokens[0]!.slice(0, -2)}zz`);
}

export const FAMILY_PLAN: Record<string, OperationPlan> = {
  'GET /api/family': { actor: 'member' },
  'POST /api/family/invitations': { actor: 'dedicated', setup: async () => ({ hints: { email: acceptedEmail } }) },
  'PATCH /api/family/links/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'DELETE /api/family/links/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'PUT /api/family/chaperone': {
    actor: 'dedicated',
    setup: async (world, self) => ({ hints: { linkId: fc.constantFrom(...(await familyLinksOf(world, self))) } }),
  },
  'DELETE /api/family/chaperone': { actor: 'dedicated' },
  // A relative's routes: the suite's actors are members, refused past validation (403).
  'GET /api/family/linked': { actor: 'member' },
  'GET /api/family/linked/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'GET /api/family/linked/{id}/conversations': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'GET /api/family/linked/{id}/conversations/{conversationId}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self), conversationId: [randomUUID()] } }),
  },
  'POST /api/family/linked/{id}/conversations/{conversationId}/messages/{messageId}/report': {
    actor: 'dedicated',
    setup: async (world, self) => ({
      ids: { id: await familyLinksOf(world, self), conversationId: [randomUUID()], messageId: ['1', '2'] },
      hints: { reason: fc.constantFrom(...REPORT_REASONS), description: fc.constantFrom('', 'Asks for money') },
    }),
  },
  'PUT /api/family/linked/{id}/profile': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'DELETE /api/family/linked/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'POST /api/family/invitation': {
    actor: 'visitor',
    setup: async (world) => ({ hints: { token: await invitationTokens(world) } }),
  },
  'POST /api/family/accept': {
    actor: 'visitor',
    setup: async (world) => ({
      hints: {
        token: await invitationTokens(world),
        firstName: fc.constantFrom('Elizabeth', 'Ruth'),
        lastName: fc.constant('Joseph'),
        password: fc.constantFrom(PASSWORD, PASSWORD, PASSWORD, PASSWORD, PASSWORD, 'password'),
        confirmPassword: fc.constant(PASSWORD),
      },
    }),
  },
};
