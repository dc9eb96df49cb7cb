import { z } from 'zod';
import { PHOTO_VISIBILITIES } from '../enums.ts';

/** D33: the texts of Settings → Privacy, on the server and in the browser. */
export const photoPrivacyMessages = {
  saved: 'Your photo privacy has been saved.',
  choose: 'Please choose who can see your photos.',
} as const;

/** D33: who sees the member's photos: every member, or only members they have accepted or who accepted them. */
export const photoPrivacySchema = z
  .strictObject({
    photosVisibleTo: z.enum(PHOTO_VISIBILITIES, { error: photoPrivacyMessages.choose }),
  })
  .meta({ id: 'PhotoPrivacy' });
export type PhotoPrivacy = z.infer<typeof photoPrivacySchema>;
