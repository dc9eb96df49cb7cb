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
  profileHeader: ['id', 'age', 'detail', 'canMessage', 'profilePhoto'],
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
  // conversations/conversation-list.tsx and conversation-view.tsx: the other member's name and photo (D28)
  conversationMember: ['id', 'firstName', 'lastName', 'photoUrl'],
  conversationSummary: ['id', 'member', 'state', 'lastMessage', 'unreadCount', 'updatedAt'],
  // the conversation's header: the contact block only when the other member shares it (D38)
  conversation: ['id', 'member', 'state', 'sharingContact', 'contact'],
} as const; // prettier-ignore
