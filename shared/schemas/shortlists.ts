import { z } from 'zod';
import { memberCardSchema } from './member-card.ts';

/** A shortlisted member as the Shortlist grid shows them (spec §2), newest added first. */
export const shortlistEntrySchema = z.object({
  userId: z.string(),
  ...memberCardSchema.omit({ occupation: true }).shape,
  addedAt: z.iso.datetime(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

export const shortlistSchema = z.object({ entries: z.array(shortlistEntrySchema) }).meta({ id: 'Shortlist' });

export const shortlistMessages = {
  loadFailed: 'Failed to load shortlist',
  removed: 'Removed from your shortlist.',
} as const;
