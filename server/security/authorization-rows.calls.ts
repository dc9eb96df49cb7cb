import { ALL_TARGETS, HIDDEN, NONE, get, signedIn, type Row } from './authorization-cells.ts';
import type { Actor, Target, World } from './world.ts';

/**
 * D47: a ringing call to the actor from a visible member ('own'), between two other members
 * ('other'), or to the actor from a deactivated member ('hidden'). The `blocked` actor's caller is
 * in a block with them, so even their own call is hidden.
 */
async function callFor(w: World, actor: Actor, target: Target) {
  const me = actor === 'visitor' ? await w.member(actor) : w.idOf(actor);
  if (target === 'other') return w.call(await w.member(actor), await w.member(actor));
  return w.call(target === 'hidden' ? await w.hiddenMember() : await w.member(actor), me);
}

/** A request of the actor about a call the target names. */
const onCall = (path: string, payload?: object) => async (w: World, actor: Actor, target: Target) => ({
  url: `/api/calls/${(await callFor(w, actor, target)).callId}${path}`,
  ...(payload ? { payload } : {}),
});

export const CALL_ROWS: Row[] = [
  // Calls (D47): only the two members of a live call, while each may see the other; staff call nobody.
  {
    route: 'POST /api/calls',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const me = actor === 'visitor' ? await w.member(actor) : w.idOf(actor);
      const other = target === 'hidden' ? await w.hiddenMember() : await w.member(actor);
      const conversationId = await w.conversation(target === 'other' ? await w.member(actor) : me, other);
      await w.message(conversationId, other);
      if (target !== 'other') await w.message(conversationId, me);
      await w.hangUp(me);
      return { url: '/api/calls', payload: { conversationId, kind: 'video' } };
    },
    expect: { ...signedIn({ own: 201, other: 404, hidden: 404 }, HIDDEN), blocked: HIDDEN },
  },
  { route: 'GET /api/calls/current', targets: NONE, call: get('/api/calls/current'), expect: signedIn(200) },
  { route: 'GET /api/calls/settings', targets: NONE, call: get('/api/calls/settings'), expect: signedIn(200) },
  {
    route: 'PUT /api/calls/settings',
    targets: NONE,
    call: async () => ({ url: '/api/calls/settings', payload: { incoming: true } }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/calls/{id}/accept',
    targets: ALL_TARGETS,
    call: onCall('/accept'),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/calls/{id}/decline',
    targets: ALL_TARGETS,
    call: onCall('/decline'),
    expect: { ...signedIn({ own: 204, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/calls/{id}/end',
    targets: ALL_TARGETS,
    call: onCall('/end'),
    expect: { ...signedIn({ own: 204, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/calls/{id}/signals',
    targets: ALL_TARGETS,
    call: onCall('/signals', {
      type: 'candidate',
      data: '{"candidate":"candidate:1 1 udp 1 192.0.2.1 5000 typ host"}',
    }),
    expect: { ...signedIn({ own: 204, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'GET /api/calls/{id}/signals',
    targets: ALL_TARGETS,
    call: onCall('/signals'),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'GET /api/calls/{id}/ice-servers',
    targets: ALL_TARGETS,
    call: onCall('/ice-servers'),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
];
