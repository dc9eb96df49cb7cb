import { CALL_RING_SECONDS, type Call } from '#shared/schemas/calls.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';

interface LiveCallRow {
  id: string;
  conversationId: string;
  callerId: string;
  kind: 'voice' | 'video';
  status: 'ringing' | 'active' | 'ended';
  startedAt: Date;
  answeredAt: Date | null;
  otherId: string;
  firstName: string;
  photoId: string | null;
}

/** The member's live call: the other member by first name and photo, nothing of their account. */
export function presentCall(row: LiveCallRow, viewerId: string): Call {
  return {
    id: row.id,
    conversationId: row.conversationId,
    kind: row.kind,
    state: row.status === 'active' ? 'active' : 'ringing',
    direction: row.callerId === viewerId ? 'outgoing' : 'incoming',
    member: { id: row.otherId, firstName: row.firstName, photoUrl: photoUrl(row.photoId, 'thumbnail') },
    startedAt: row.startedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    ringEndsAt: new Date(row.startedAt.getTime() + CALL_RING_SECONDS * 1000).toISOString(),
  };
}
