/**
 * What the screens show of another member (web/features/…/components), field by field: the
 * privacy suite's expectations, written here as literal field names from the spec's screens and
 * the product decisions — never read from the product's own field table (shared/profile-fields.ts),
 * so that a change there that hands a viewer one more field fails the suite.
 */
export const SCREEN = {
  // discovery/profile-card.tsx: name, age, city/state/country, church, occupation, thumbnail, the two
  // toggles, and the fit line (D36: counts and a yes/no, never the member's preferences)
  // and the pastor's endorsement (D32: the pastor's and the church's names, never the pastor's address)
  // and 'Photo verified' (D43: a yes/no, never the selfies)
  card: ['redacted', 'id', 'firstName', 'lastName', 'age', 'city', 'state', 'country', 'church', 'occupation', 'thumbnailUrl', 'interestSent', 'shortlisted', 'fit', 'endorsement', 'photoVerified'],
  redactedCard: ['redacted', 'key'],
  // profiles/profile-details.tsx: what the header card adds to the fields (the age from the birth date),
  // and the state of the viewer's own actions (Express Interest, Shortlist), and the fit line (D36)
  profileHeader: ['id', 'age', 'detail', 'canMessage', 'interestSent', 'shortlisted', 'fit', 'endorsement', 'photoVerified', 'profilePhoto'],
  // Profile Details for a free viewer, D13's limited view: photo (profilePhoto, above), name, age
  // (above), gender, city/state/country, church, profile created by, About Me.
  limitedProfileFields: ['firstName', 'lastName', 'gender', 'city', 'state', 'country', 'church', 'profileCreatedBy', 'profileSummary'],
  // Profile Details for a premium viewer, spec §2: the header card, then every section.
  fullProfileFields: [
    // header card: full name, gender, city/state/country, 'Profile created by'
    'firstName', 'lastName', 'gender', 'city', 'state', 'country', 'profileCreatedBy',
    // Basic & Contact Information (contact details themselves only under D14/D38)
    'maritalStatus', 'motherTongue', 'church', 'pastorName',
    // Physical Appearance, with Astrology / Horoscope
    'heightCm', 'weightKg', 'bodyType', 'bodyShape', 'hairColor', 'eyeColor', 'skinColor', 'bodyArt',
    'starNakshatra', 'rasiZodiac', 'timeOfBirth', 'placeOfBirth',
    // Education & Career
    'degree', 'institution', 'educationStatus', 'occupation', 'designation', 'company', 'salary',
    // Interests & Lifestyle
    'religion', 'caste', 'politicalView', 'hobbies', 'favoriteMusic', 'favoriteBooks', 'favoriteSports',
    // About Me
    'profileSummary',
  ],
  // interests/interest-card-header.tsx (received and sent cards): the photo, name, age and city, the
  // profile link (issue 44)
  counterpart: ['id', 'firstName', 'lastName', 'age', 'city', 'thumbnailUrl'],
  // interests/basic-info-dialog.tsx
  basicInfo: ['id', 'firstName', 'lastName', 'photoUrl', 'city', 'state', 'denomination'],
  // shortlists/shortlist-page.tsx
  shortlistEntry: ['userId', 'firstName', 'lastName', 'age', 'city', 'state', 'country', 'church', 'thumbnailUrl', 'endorsement', 'photoVerified', 'addedAt'],
  // blocks/blocked-page.tsx
  blockedEntry: ['userId', 'firstName', 'lastName', 'blockedAt'],
  // conversations/conversation-list.tsx and conversation-view.tsx: the other member's name and photo (D28)
  conversationMember: ['id', 'firstName', 'lastName', 'photoUrl'],
  conversationSummary: ['id', 'member', 'state', 'lastMessage', 'unreadCount', 'updatedAt'],
  // the conversation's header: the contact block only when the other member shares it (D38); the
  // chaperones of either member by first name and relation (D46)
  conversation: ['id', 'member', 'state', 'sharingContact', 'contact', 'chaperones'],
  conversationChaperone: ['firstName', 'relation', 'of'],
  // calls (D47): the live call bar and the ringing banner — the other member's first name and photo,
  // never their last name, email, phone or network address (those travel only in ICE candidates)
  call: ['id', 'conversationId', 'kind', 'state', 'direction', 'member', 'startedAt', 'answeredAt', 'ringEndsAt'],
  callMember: ['id', 'firstName', 'photoUrl'],
  callSignal: ['id', 'type', 'data'],
  // notifications/notification-bell.tsx: the text (the other member's first name at most, D30), the link, when
  notification: ['id', 'kind', 'title', 'path', 'count', 'createdAt', 'read'],
  // profiles/church-picker.tsx: a church of the directory, never its pastor's name or address (D32)
  directoryChurch: ['id', 'name', 'city', 'country', 'denomination'],
  // moderation/components (D31), for moderators: the member's name, what changed and its value now,
  // never an email address or a phone number
  profileReview: ['userId', 'name', 'isNew', 'submittedAt', 'photoId', 'changes'],
  profileChange: ['field', 'value'],
  photoReview: ['id', 'userId', 'name', 'kind', 'uploadedAt'],
  heldMember: ['userId', 'name', 'heldAt', 'reasons', 'photoId'],
  // moderation/components (D43), for moderators: the member's name, the poses asked, the selfies and
  // the member's photos as authorised URLs (never a storage key, an email address or a phone number)
  verificationReview: ['id', 'userId', 'firstName', 'lastName', 'submittedAt', 'poses', 'selfies', 'photoUrls'],
  // auth/register-form.tsx: a visitor learns whether registration is open, the membership model (D41),
  // the password minimum and maintenance mode with its message (D42: { on, message }), nothing else
  publicSettings: ['registrationOpen', 'membershipMode', 'passwordMinLength', 'maintenance'],
  // admin/premium-requests (D41), for the super admin: who asks (name, membership), their message, when;
  // never an email address or a phone number
  premiumRequest: ['id', 'memberId', 'firstName', 'lastName', 'membershipType', 'message', 'createdAt'],
  // endorsements/pastor-proposal-form.tsx (D44), for the member who proposed: what they proposed and the answer
  ownPastorProposal: ['id', 'churchId', 'pastorName', 'pastorEmail', 'status', 'declineReason', 'createdAt', 'decidedAt'],
  // admin/pastor-proposals.tsx (D44), for the church office: who proposed (name), which church, the pastor, when;
  // never the member's email address or phone number
  pastorProposal: ['id', 'memberId', 'firstName', 'lastName', 'churchId', 'church', 'pastorName', 'pastorEmail', 'createdAt'],
  // family/family-section.tsx (D45), for the member: each link (the relative's name once accepted,
  // the address the member typed) and the family log
  familyLink: [
    'id',
    'relation',
    'status',
    'email',
    'firstName',
    'lastName',
    'mayEditProfile',
    'chaperoneSince',
    'createdAt',
    'acceptedAt',
  ],
  familyLogEntry: ['id', 'action', 'relative', 'relation', 'subject', 'at'],
  // family/family-pages.tsx (D45), for whoever holds the emailed token: who invites (first name), as
  // what, the invited address; never the member's last name, email, phone or profile
  familyInvitation: ['memberFirstName', 'relation', 'email', 'expiresAt'],
  // family/family-pages.tsx (D45), for a linked relative: the member's name, the relation, the edits
  // allowed; never their email, phone or birth date
  familyLinkedMember: ['linkId', 'memberId', 'firstName', 'lastName', 'relation', 'mayEditProfile', 'chaperoneSince', 'since'],
  // family/chaperone-pages.tsx (D46), for the member's chaperone: the member's conversations since the
  // chaperone was named, the other members by first name only (no id, no photo, no read marks)
  chaperoneConversations: ['since', 'conversations'],
  chaperoneConversationEntry: ['id', 'firstName', 'messageCount', 'lastAt'],
  chaperoneConversation: ['id', 'since', 'memberFirstName', 'firstName', 'messages', 'truncated'],
  chaperoneMessage: ['id', 'body', 'sentAt', 'fromMember', 'call'],
  // family/drafts.tsx (D45), for the relative who started a profile: its names, email and profile so
  // far (never the token: only its hash is stored; never contact details: the relative gives none)
  familyDraft: ['id', 'profileFor', 'relation', 'firstName', 'lastName', 'email', 'filledIn', 'profile', 'createdAt', 'expiresAt'],
  // family/draft-invitation.tsx (D45), for whoever holds the member's emailed token: who started it
  // (first name) and as what, and the draft (the relative's own work; no account exists yet)
  familyDraftInvitation: ['relativeFirstName', 'relation', 'profileFor', 'firstName', 'lastName', 'email', 'profile', 'expiresAt'],
  // family/member-view.tsx (D45), for a linked relative: the member's profile (its own fields, never
  // the contact details, email, photos or review), and their interests naming others by name, age, city
  familyMemberView: ['linkId', 'relation', 'mayEditProfile', 'profile', 'received', 'sent'],
  familyInterest: ['status', 'at', 'member'],
  familyOtherMember: ['firstName', 'lastName', 'age', 'city'],
  familyNeverInProfile: ['id', 'email', 'countryCode', 'phoneNumber', 'review', 'profilePhoto', 'galleryPhotos', 'isProfileApproved'],
  // family/suggest-member.tsx (D45), for a linked relative: the members to suggest and those suggested,
  // by name, age and city (an id to suggest by); never a photo, a contact detail or another field
  familyCandidate: ['id', 'firstName', 'lastName', 'age', 'city'],
  familySuggestionSent: ['id', 'firstName', 'lastName', 'age', 'city', 'at'],
  // dashboard/family-suggestions.tsx (D45), for the member: discovery's card, and who suggested it
  // (the relative's first name and relation; on discovery's cards and the profile too, as `suggestedBy`)
  dashboardSuggestion: ['id', 'suggestedBy', 'at', 'card'],
  suggestedBy: ['firstName', 'relation'],
  // admin/data-retention.tsx (D42), for the super admin: counts and a date, never whom they are
  retentionStatus: ['months', 'noticed', 'nextDeletionAt', 'dueForNotice'],
  // admin/system-health.tsx (issue 49), for the super admin: the installation's figures, no member's data
  systemHealth: ['version', 'engine', 'migrations', 'queue', 'lastBackup', 'storage'],
  // auth/login-page.tsx (D48), for everyone: whether church sign-in is on and its button's label
  churchSignInPublic: ['on', 'label', 'memberPasswordSignIn'],
  // admin/church-sign-in.tsx (D48), for the super admin: the provider's settings, the secret only as set or not
  churchSignInSettings: ['on', 'issuer', 'clientId', 'secretSet', 'buttonLabel', 'memberPasswordSignIn'],
} as const; // prettier-ignore
