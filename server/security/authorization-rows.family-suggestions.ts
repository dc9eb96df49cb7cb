import { randomUUID } from 'node:crypto';
import { schema } from '#server/db/schema.ts';
import { markRelative, seedProfile } from '#server/test/members.ts';
import { signedIn, type Expected, type Row } from './authorization-cells.ts';
import type { Actor, Target, World } from './world.ts';

/** An accepted link of a member to a relative's account ('own': the actor is the relative or the member). */
async function link(w: World, memberId: string, relativeId?: string) {
  const relative = relativeId ?? (await seedProfile(w.app));
  if (!relativeId) await markRelative(w.db, relative);
  const [row] = await w.db
    .insert(schema.familyLinks)
    .values({
      memberId,
      relativeId: relative,
      email: `suggesting.${randomUUID()}@family.example.org`,
      relation: 'parent',
      status: 'active',
      acceptedAt: new Date(),
    })
    .returning({ id: schema.familyLinks.id });
  return row!.id;
}

/** The relative's side: a link to the actor's own account ('own'), or between two others ('other'). */
async function relativeLink(w: World, actor: Actor, target: Target) {
  const own = target === 'own' && actor !== 'visitor';
  return link(w, await seedProfile(w.app), own ? w.idOf(actor) : undefined);
}

/** The member's side: a suggestion to the actor ('own') or between two others ('other'). */
async function suggestion(w: World, actor: Actor, target: Target) {
  const memberId = target === 'own' && actor !== 'visitor' ? w.idOf(actor) : await seedProfile(w.app);
  const linkId = await link(w, memberId);
  const [row] = await w.db
    .insert(schema.familySuggestions)
    .values({ linkId, memberId, suggestedId: await seedProfile(w.app, { firstName: 'Suggested' }) })
    .returning({ id: schema.familySuggestions.id });
  return row!.id;
}

const relativesOnly = (expected: Expected) => ({ ...signedIn(403), relative: expected });

/** D45's suggestions: a linked relative searches and suggests; the member dismisses. */
export const FAMILY_SUGGESTION_ROWS: Row[] = [
  {
    route: 'GET /api/family/linked/{id}/members',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({
      url: `/api/family/linked/${await relativeLink(w, actor, target)}/members?q=Su`,
    }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'GET /api/family/linked/{id}/suggestions',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({
      url: `/api/family/linked/${await relativeLink(w, actor, target)}/suggestions`,
    }),
    expect: relativesOnly({ own: 200, other: 404 }),
  },
  {
    route: 'POST /api/family/linked/{id}/suggestions',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({
      url: `/api/family/linked/${await relativeLink(w, actor, target)}/suggestions`,
      payload: { memberId: await seedProfile(w.app, { firstName: 'Suggested' }) },
    }),
    expect: relativesOnly({ own: 201, other: 404 }),
  },
  {
    route: 'DELETE /api/family/suggestions/{id}',
    targets: ['own', 'other'],
    call: async (w, actor, target) => ({ url: `/api/family/suggestions/${await suggestion(w, actor, target)}` }),
    expect: signedIn({ own: 200, other: 404 }),
  },
];
