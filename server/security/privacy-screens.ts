import { profileDetailsFields } from '#shared/profile-fields.ts';

/**
 * What the screens show of another member (web/features/…/components), field by field: the
 * privacy suite's expectations. Profile Details reads its fields from the field table
 * (shared/profile-fields.ts), and so do these lists: a field the table gives a viewer is expected,
 * and none else.
 */
export const SCREEN = {
  // discovery/profile-card.tsx: name, age, city/state/country, church, occupation, thumbnail, the two toggles
  card: ['redacted', 'id', 'firstName', 'lastName', 'age', 'city', 'state', 'country', 'church', 'occupation', 'thumbnailUrl', 'interestSent', 'shortlisted'],
  redactedCard: ['redacted', 'key'],
  // profiles/profile-details.tsx: what the header card adds to the fields (the age from the birth date)
  profileHeader: ['id', 'age', 'detail', 'profilePhoto'],
  // profiles/profile-details.tsx: the header card and the sections it draws, for a free and a premium viewer (D13)
  limitedProfileFields: profileDetailsFields('limited'),
  fullProfileFields: profileDetailsFields('full'),
  // interests/received-interests.tsx and sent-interests.tsx: the name on the card, the profile link
  counterpart: ['id', 'firstName', 'lastName'],
  // interests/basic-info-dialog.tsx
  basicInfo: ['id', 'firstName', 'lastName', 'photoUrl', 'city', 'state', 'denomination'],
  // shortlists/shortlist-page.tsx
  shortlistEntry: ['userId', 'firstName', 'lastName', 'age', 'city', 'state', 'country', 'church', 'thumbnailUrl', 'addedAt'],
  // blocks/blocked-page.tsx
  blockedEntry: ['userId', 'firstName', 'lastName', 'blockedAt'],
} as const; // prettier-ignore
