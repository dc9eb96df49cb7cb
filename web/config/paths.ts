/**
 * Every route of the web app in one table (spec §2). Links and redirects use these, never a
 * literal path.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  signInLink: '/sign-in-link',
  premiumUpgrade: '/premium-upgrade',
  dashboard: '/dashboard',
  discover: '/discover',
  /** D36: today's recommended members. */
  recommended: '/recommended',
  myProfile: '/my-profile',
  /** D40: the guided first profile a new member is taken to after registration. */
  firstProfile: '/first-profile',
  myInterests: '/my-interests',
  shortlist: '/shortlist',
  gallery: '/gallery',
  blocked: '/blocked',
  messages: '/messages',
  settings: '/settings',
  /** D31: the moderators' queues and reports (moderator, admin and super admin). */
  moderation: '/moderation',
  unsubscribe: '/unsubscribe',
  /** D32: a pastor's link, and the link to withdraw an endorsement. */
  endorse: '/endorse',
  endorseWithdraw: '/endorse/withdraw',
  /** D45: a relative's home, and the emailed invitation's page. */
  family: '/family',
  familyAccept: '/family/accept',
  familyMember: (linkId: string) => `/family/members/${encodeURIComponent(linkId)}`,
  /** D45: the relative's edit of the linked member's profile (while the member allows it). */
  familyMemberEdit: (linkId: string) => `/family/members/${encodeURIComponent(linkId)}/edit`,
  /** D45: the member's invitation to a profile someone started for them, and that relative's edit of it. */
  familyDraft: '/family/draft',
  familyDraftEdit: (draftId: string) => `/family/drafts/${encodeURIComponent(draftId)}/edit`,
  /** D46: a chaperone's reading of the member's conversations (one of them when given). */
  familyConversations: (linkId: string, conversationId?: string) =>
    `/family/members/${encodeURIComponent(linkId)}/conversations${conversationId ? `/${encodeURIComponent(conversationId)}` : ''}`,
  conversation: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
  profile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  info: {
    help: '/help',
    safety: '/safety',
    communityGuidelines: '/community-guidelines',
    privacyPolicy: '/privacy-policy',
    termsOfService: '/terms-of-service',
    privacy: '/privacy',
    terms: '/terms',
    cookies: '/cookies',
    /** Issue 49: the accessibility statement (WCAG 2.2 AA, how it is tested, how to report a barrier). */
    accessibility: '/accessibility',
  },
} as const;
