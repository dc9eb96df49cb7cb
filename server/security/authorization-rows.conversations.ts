import { ALL_TARGETS, HIDDEN, NONE, get, signedIn, subject, type Row } from './authorization-cells.ts';
import type { Actor, Target, World } from './world.ts';

/**
 * D28: the actor's conversation with a visible member ('own'), two other members' ('other'), or
 * the actor's with a deactivated member ('hidden'). The `blocked` actor's partner is in a block
 * with them, so even their own is hidden.
 */
async function conversationWith(w: World, actor: Actor, target: Target) {
  const me = actor === 'visitor' ? await w.member(actor) : w.idOf(actor);
  const other = target === 'hidden' ? await w.hiddenMember() : await w.member(actor);
  return { id: await w.conversation(target === 'other' ? await w.member(actor) : me, other), other };
}
const conversationFor = async (w: World, actor: Actor, target: Target) => (await conversationWith(w, actor, target)).id;

/** A message of the actor's partner (or, for 'other', of one of the two) in the conversation a target names. */
async function messageFor(w: World, actor: Actor, target: Target) {
  const { id, other } = await conversationWith(w, actor, target);
  return { id, messageId: await w.message(id, other) };
}

export const CONVERSATION_ROWS: Row[] = [
  // Conversations (D28, D38): only the two members of the pair, while each may see the other.
  { route: 'GET /api/conversations', targets: NONE, call: get('/api/conversations'), expect: signedIn(200) },
  {
    route: 'GET /api/conversations/unread',
    targets: NONE,
    call: get('/api/conversations/unread'),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/conversations',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const memberId = await subject(w, actor, target);
      if (target === 'other' && actor !== 'visitor') await w.interest(w.idOf(actor), memberId, 'accepted');
      return { url: '/api/conversations', payload: { memberId } };
    },
    expect: { ...signedIn({ own: 404, other: 200, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'GET /api/conversations/{id}',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/conversations/${await conversationFor(w, actor, target)}` }),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'GET /api/conversations/{id}/messages',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: `/api/conversations/${await conversationFor(w, actor, target)}/messages`,
    }),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/conversations/{id}/messages',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: `/api/conversations/${await conversationFor(w, actor, target)}/messages`,
      payload: { body: 'Would you like to meet after the service?' },
    }),
    expect: { ...signedIn({ own: 201, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/conversations/{id}/read',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({ url: `/api/conversations/${await conversationFor(w, actor, target)}/read` }),
    expect: { ...signedIn({ own: 204, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'PUT /api/conversations/{id}/contact-sharing',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => ({
      url: `/api/conversations/${await conversationFor(w, actor, target)}/contact-sharing`,
      payload: { share: true },
    }),
    expect: { ...signedIn({ own: 200, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
  {
    route: 'POST /api/conversations/{id}/messages/{messageId}/report',
    targets: ALL_TARGETS,
    call: async (w, actor, target) => {
      const { id, messageId } = await messageFor(w, actor, target);
      return {
        url: `/api/conversations/${id}/messages/${messageId}/report`,
        payload: { reason: 'harassment', description: '' },
      };
    },
    expect: { ...signedIn({ own: 201, other: 404, hidden: 404 }), blocked: HIDDEN },
  },
];
