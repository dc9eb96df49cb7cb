import { z } from 'zod';
import { EDUCATION_STATUSES, GENDERS, MARITAL_STATUSES, REPORT_REASONS } from '../enums.ts';
import { fitSchema, memberCardSchema, suggestedBySchema } from './member-card.ts';

export const DISCOVERY_SORTS = ['fit', 'newest'] as const;
export type DiscoverySort = (typeof DISCOVERY_SORTS)[number];

const optionalText = z.string().trim().max(100).optional();
const bool = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Spec §5 discovery filters; the advanced ones are premium (D13, spec §1). Empty means "any". */
export const discoveryQuerySchema = z.strictObject({
  ageMin: z.coerce.number().int().min(18, 'Minimum age is 18.').max(100, 'Maximum age is 100.').optional(),
  ageMax: z.coerce.number().int().min(18, 'Minimum age is 18.').max(100, 'Maximum age is 100.').optional(),
  gender: z.enum(GENDERS).optional(),
  country: optionalText,
  church: optionalText,
  maritalStatus: z.enum(MARITAL_STATUSES).optional(),
  educationStatus: z.enum(EDUCATION_STATUSES).optional(),
  heightMin: z.coerce.number().int().min(50).max(300).optional(),
  heightMax: z.coerce.number().int().min(50).max(300).optional(),
  motherTongue: optionalText,
  religion: optionalText,
  hasPhoto: bool.optional(),
  /** D36: best fit first (the default) or newest first. */
  sort: z.enum(DISCOVERY_SORTS).optional(),
  /** D36: only members whose own preferences the viewer meets. */
  twoWay: bool.optional(),
  /** D32: only members their pastor endorsed. */
  endorsed: bool.optional(),
  /** D43: only members whose photos a moderator verified. */
  verified: bool.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(24),
});
// (No component id: OpenAPI describes a query string as parameters, which a $ref cannot be.)
export type DiscoveryQuery = z.input<typeof discoveryQuerySchema>;
export type DiscoveryFilters = z.output<typeof discoveryQuerySchema>;

export const PREMIUM_FILTERS = [
  'maritalStatus',
  'educationStatus',
  'heightMin',
  'heightMax',
  'motherTongue',
  'religion',
  'hasPhoto',
] as const;

export const discoveryCardSchema = z.discriminatedUnion('redacted', [
  z.object({
    redacted: z.literal(false),
    id: z.string(),
    ...memberCardSchema.shape,
    fit: fitSchema,
    interestSent: z.boolean(),
    shortlisted: z.boolean(),
    /** D45: the viewer's linked relatives who suggested this member (absent when none did). */
    suggestedBy: suggestedBySchema.optional(),
  }),
  /** D13: past the free quota a card carries nothing that identifies the member. */
  z.object({ redacted: z.literal(true), key: z.string() }),
]);
export type DiscoveryCard = z.infer<typeof discoveryCardSchema>;

export const discoveryPageSchema = z
  .object({
    cards: z.array(discoveryCardSchema),
    nextCursor: z.string().nullable(),
    tier: z.enum(['free', 'premium']),
    /** Free members: full profiles still to discover today. */
    revealsLeft: z.number().nullable(),
    /** Free members: when the day's reveals renew (the next UTC midnight, D13's day). */
    revealsRenewAt: z.string().nullable(),
    /**
     * D41: free members past the day's reveals get one row of locked cards; this many more members
     * match the search (0 when nothing more is hidden).
     */
    moreMatching: z.number().int().min(0),
  })
  .meta({ id: 'DiscoveryPage' });
export type DiscoveryPage = z.infer<typeof discoveryPageSchema>;

export const discoveryOptionsSchema = z
  .object({ countries: z.array(z.string()), churches: z.array(z.string()) })
  .meta({ id: 'DiscoveryOptions' });

export const expressInterestSchema = z
  .strictObject({ receiverId: z.string().min(1).max(64) })
  .meta({ id: 'ExpressInterest' });

export const reportRequestSchema = z
  .strictObject({
    reportedUserId: z.string().min(1).max(64),
    reason: z.enum(REPORT_REASONS),
    description: z.string().trim().max(1000).default(''),
  })
  .meta({ id: 'ReportRequest' });

export const discoveryMessages = {
  adminRestricted: 'Access Restricted: Admin users cannot access the discover page.',
  loginRequired: 'Please log in to discover profiles',
  loadFailed: 'Error loading profiles',
  interestExists: 'You have already sent an interest to this person or it has been accepted.',
  interestFailed: 'Failed to express interest',
  interestSent: 'Interest sent successfully!',
  shortlistPremium: 'Shortlisting is a Premium feature. Upgrade to Premium to shortlist profiles.',
  shortlistFailed: 'Error updating shortlist',
  shortlistMissing: 'Could not find shortlist entry to remove.',
  blocked: 'User blocked. They will no longer see you, and you will not see them.',
  blockFailed: 'Failed to block user',
  reportSent: 'Thank you. Your report has been sent to our team.',
  tooManyInterests: 'You have sent many interests today. Please try again tomorrow.',
  tooManyReports: 'You have sent many reports today. Please try again tomorrow.',
  tooManyNewAccountReports:
    'Many reports were sent from new accounts on your network today. Please try again tomorrow.',
  reportExists: 'You have already reported this member. Our team is looking into it.',
  tooManyProfiles: 'You have viewed many profiles today. Please come back tomorrow.',
} as const;
