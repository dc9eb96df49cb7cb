import { z } from 'zod';

/** A shortlisted member as the Shortlist grid shows them (spec §2), newest added first. */
export const shortlistEntrySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  church: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  addedAt: z.iso.datetime(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

export const shortlistSchema = z.object({ entries: z.array(shortlistEntrySchema) }).meta({ id: 'Shortlist' });

export const shortlistMessages = {
  loadFailed: 'Failed to load shortlist',
  removed: 'Removed from your shortlist.',
} as const;
