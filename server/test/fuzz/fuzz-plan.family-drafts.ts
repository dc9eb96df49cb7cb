import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { PROFILE_FOR } from '#shared/schemas/family-drafts.ts';
import { schema } from '#server/db/schema.ts';
import { tokenHash } from '#server/modules/family/family.repository.ts';
import type { FuzzWorld, OperationPlan } from './fuzz-harness.ts';
import { acceptedEmail } from './fuzz-records.ts';

// The fuzz plan's operations of D45's profiles a relative starts, part of FUZZ_PLAN (fuzz-plan.ts).

const PASSWORD = 'Family-Fuzz-Keeps-9';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Drafts of three relatives' accounts: their ids, and their live tokens with one altered by two characters. */
async function drafts(world: FuzzWorld) {
  const relatives = await world.seedTargets(3);
  const tokens = relatives.map(() => randomBytes(32).toString('base64url'));
  const rows = await world.t.database.db
    .insert(schema.familyDrafts)
    .values(
      relatives.map((relativeId, index) => ({
        relativeId,
        relation: 'parent' as const,
        profileFor: 'Son' as const,
        email: `fuzz.draft.${randomUUID()}@family.example.org`,
        firstName: 'Fuzz',
        lastName: 'Son',
        tokenHash: tokenHash(tokens[index]!),
        expiresAt: new Date(Date.now() + DAY_MS),
      })),
    )
    .returning({ id: schema.familyDrafts.id });
  return {
    ids: rows.map((row) => row.id),
    token: fc.constantFrom(...tokens, ...tokens, `${tokens[0]!.slice(0, -2)}zz`),
  };
}

export const FAMILY_DRAFTS_PLAN: Record<string, OperationPlan> = {
  'POST /api/family/drafts': {
    actor: 'visitor',
    setup: async () => ({
      hints: {
        profileFor: fc.constantFrom(...PROFILE_FOR),
        sibling: fc.constantFrom('brother', 'sister'),
        firstName: fc.constantFrom('Ruth', 'Anna'),
        lastName: fc.constant('Mathew'),
        email: acceptedEmail,
        password: fc.constantFrom(PASSWORD, PASSWORD, PASSWORD, 'password'),
        confirmPassword: fc.constant(PASSWORD),
        memberFirstName: fc.constantFrom('Miriam', 'John'),
        memberLastName: fc.constant('Mathew'),
        memberEmail: acceptedEmail,
      },
    }),
  },
  // A relative's routes: the suite's actors are members, refused past validation (403).
  'GET /api/family/drafts': { actor: 'member' },
  'PUT /api/family/drafts/{id}/profile': {
    actor: 'dedicated',
    setup: async (world) => ({ ids: { id: (await drafts(world)).ids } }),
  },
  'POST /api/family/drafts/{id}/invitation': {
    actor: 'dedicated',
    setup: async (world) => ({ ids: { id: (await drafts(world)).ids } }),
  },
  'DELETE /api/family/drafts/{id}': {
    actor: 'dedicated',
    setup: async (world) => ({ ids: { id: (await drafts(world)).ids } }),
  },
  'POST /api/family/draft': {
    actor: 'visitor',
    setup: async (world) => ({ hints: { token: (await drafts(world)).token } }),
  },
  'POST /api/family/draft/accept': {
    actor: 'visitor',
    setup: async (world) => ({
      hints: {
        token: (await drafts(world)).token,
        password: fc.constant(PASSWORD),
        confirmPassword: fc.constant(PASSWORD),
        countryCode: fc.constant('+91'),
        phoneNumber: fc.constant('9876501234'),
      },
    }),
  },
  'POST /api/family/draft/refuse': {
    actor: 'visitor',
    setup: async (world) => ({ hints: { token: (await drafts(world)).token } }),
  },
};
