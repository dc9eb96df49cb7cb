import { adminMessages } from '#shared/schemas/admin.ts';
import { shortId } from './format.ts';

export const statusTone = { pending: 'warning', resolved: 'success', dismissed: 'neutral' } as const;

/** Spec §2: a report's member, as the first 8 characters of the id (D22: or 'Deleted user'). */
export const memberLabel = (id: string | null) => (id === null ? adminMessages.deletedUser : shortId(id));
