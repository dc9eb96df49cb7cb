import { z } from 'zod';

/** A member this member blocked (D11: only the blocker sees the entry). */
export const blockedMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  blockedAt: z.iso.datetime(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const blockedMembersSchema = z.object({ entries: z.array(blockedMemberSchema) }).meta({ id: 'BlockedMembers' });

/** Spec §8 "Shortlist, blocked…", and ours. */
export const blockMessages = {
  loadFailed: 'Failed to load blocked users',
  unblockFailed: 'Failed to unblock',
  unblocked: 'User unblocked.',
  notBlocked: 'This member is not in your blocked list.',
} as const;
