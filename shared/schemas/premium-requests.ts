import { z } from 'zod';
import { MEMBERSHIP_MODES, PREMIUM_REQUEST_STATUSES } from '../enums.ts';

/**
 * D41, 'Premium granted by the church office': a member asks, the super admin grants Premium for
 * a term (3, 6 or 12 months, or until revoked: null) or declines with a reason.
 */
export const PREMIUM_TERMS = [3, 6, 12] as const;
export type PremiumTerm = (typeof PREMIUM_TERMS)[number];
/** The member is told this many days before a granted term ends. */
export const PREMIUM_REMINDER_DAYS = 14;
export const PREMIUM_REQUEST_MESSAGE_MAX = 500;
export const PREMIUM_DECLINE_REASON_MAX = 500;
/** The admin list shows this many pending requests, oldest first. */
export const PREMIUM_REQUESTS_PAGE = 100;

export const premiumRequestMessages = {
  notGranted: 'Premium is not granted by the church office in this community.',
  alreadyPending: 'Your request is already with the church office.',
  asked: 'Your request was sent to the church office.',
  notFound: 'This request was not found.',
  notPending: 'This request was already decided.',
  granted: 'Premium granted.',
  declined: 'Request declined.',
  messageTooLong: `A message can be at most ${PREMIUM_REQUEST_MESSAGE_MAX} characters.`,
  reasonRequired: 'Please give a reason.',
  reasonTooLong: `A reason can be at most ${PREMIUM_DECLINE_REASON_MAX} characters.`,
  termInvalid: 'Choose 3, 6 or 12 months, or until revoked.',
} as const;

export const premiumRequestAskSchema = z
  .strictObject({
    message: z.string().trim().max(PREMIUM_REQUEST_MESSAGE_MAX, premiumRequestMessages.messageTooLong).default(''),
  })
  .meta({ id: 'PremiumRequestAsk' });
export type PremiumRequestAsk = z.input<typeof premiumRequestAskSchema>;

export const premiumGrantSchema = z
  .strictObject({
    termMonths: z
      .union(
        PREMIUM_TERMS.map((term) => z.literal(term)),
        premiumRequestMessages.termInvalid,
      )
      .nullable(),
  })
  .meta({ id: 'PremiumGrant' });
export type PremiumGrant = z.infer<typeof premiumGrantSchema>;

export const premiumDeclineSchema = z
  .strictObject({
    reason: z
      .string(premiumRequestMessages.reasonRequired)
      .trim()
      .min(1, premiumRequestMessages.reasonRequired)
      .max(PREMIUM_DECLINE_REASON_MAX, premiumRequestMessages.reasonTooLong),
  })
  .meta({ id: 'PremiumDecline' });
export type PremiumDecline = z.infer<typeof premiumDeclineSchema>;

export const premiumRequestIdSchema = z.strictObject({ id: z.uuid() });

/** The member's own latest request and where their Premium stands. */
export const myPremiumRequestSchema = z
  .object({
    membershipMode: z.enum(MEMBERSHIP_MODES),
    membershipType: z.enum(['free', 'premium']),
    /** The end of a granted term; null: until revoked, or not premium. */
    premiumUntil: z.iso.datetime().nullable(),
    request: z
      .object({
        id: z.string(),
        status: z.enum(PREMIUM_REQUEST_STATUSES),
        message: z.string(),
        termMonths: z.number().int().nullable(),
        declineReason: z.string().nullable(),
        createdAt: z.iso.datetime(),
        decidedAt: z.iso.datetime().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyPremiumRequest' });
export type MyPremiumRequest = z.infer<typeof myPremiumRequestSchema>;

/** The admin panel's list: the pending requests (oldest first) and how many wait. */
export const premiumRequestsPageSchema = z
  .object({
    pending: z.number().int(),
    requests: z.array(
      z.object({
        id: z.string(),
        memberId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        membershipType: z.enum(['free', 'premium']),
        message: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'PremiumRequestsPage' });
export type PremiumRequestsPage = z.infer<typeof premiumRequestsPageSchema>;
