import fc from 'fast-check';
import { schema } from '#server/db/schema.ts';
import type { FuzzWorld, Identity, OperationPlan } from './fuzz-harness.ts';
import { familyLinksOf, linkRowsOf } from './fuzz-plan.family.ts';

// The fuzz plan's operations of D45's suggestions, part of FUZZ_PLAN (fuzz-plan.ts).

/** Suggestions to the actor (two) and to another member (one): ids for the dismissal. */
async function suggestionsOf(world: FuzzWorld, self: Identity | undefined) {
  const links = await linkRowsOf(world, self);
  const suggested = await world.seedTargets(links.length);
  const rows = await world.t.database.db
    .insert(schema.familySuggestions)
    .values(links.map((link, index) => ({ linkId: link.id, memberId: link.memberId, suggestedId: suggested[index]! })))
    .returning({ id: schema.familySuggestions.id });
  return rows.map((row) => row.id);
}

export const FAMILY_SUGGESTIONS_PLAN: Record<string, OperationPlan> = {
  // A relative's routes: the suite's actors are members, refused past validation (403).
  'GET /api/family/linked/{id}/members': {
    actor: 'dedicated',
    setup: async (world, self) => ({
      ids: { id: await familyLinksOf(world, self) },
      hints: { q: fc.constantFrom('Ru', 'Subject', 'an', 'Member Jo') },
    }),
  },
  'GET /api/family/linked/{id}/suggestions': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await familyLinksOf(world, self) } }),
  },
  'POST /api/family/linked/{id}/suggestions': {
    actor: 'dedicated',
    setup: async (world, self) => ({
      ids: { id: await familyLinksOf(world, self) },
      hints: { memberId: fc.constantFrom(...(await world.seedTargets(2))) },
    }),
  },
  'DELETE /api/family/suggestions/{id}': {
    actor: 'dedicated',
    setup: async (world, self) => ({ ids: { id: await suggestionsOf(world, self) } }),
  },
};
