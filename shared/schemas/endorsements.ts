import { z } from 'zod';

/**
 * Pastors' endorsements (D32): a member asks the pastor of their church (the directory's, never an
 * address the member typed); the pastor confirms or declines through a single-use link valid 14
 * days, no account needed; a confirmed endorsement shows on cards and the profile for 12 months,
 * until the pastor withdraws it or the member changes church.
 */
export const ENDORSEMENT_LINK_DAYS = 14;
export const ENDORSEMENT_MONTHS = 12;
export const ENDORSEMENT_REQUESTS_PER_MONTH = 3;

export const endorsementMessages = {
  statement: 'I know this person as a member of our church in good standing',
  badge: (pastorName: string, church: string) => `Endorsed by Pastor ${pastorName}, ${church}`,
  notInDirectory:
    'Pick your church from the directory on My Profile first: only a church of the directory can endorse its members.',
  noPastorEmail:
    "Your church's entry has no pastor's email yet. You can propose your pastor's name and email to the church office.",
  alreadyAsked: `Your pastor has already been asked. The link in their email works for ${ENDORSEMENT_LINK_DAYS} days.`,
  alreadyEndorsed: 'Your pastor has already endorsed you.',
  tooMany: `You can ask for ${ENDORSEMENT_REQUESTS_PER_MONTH} endorsements a month. Please try again later.`,
  requested: 'We have emailed your pastor. Their endorsement shows on your profile once they confirm it.',
  linkInvalid: 'This link is not valid: it may have been used already, have expired or have been withdrawn.',
  confirmed: 'Thank you. Your endorsement now shows on the member’s profile.',
  declined: 'Thank you. The request has been declined.',
  withdrawn: 'Your endorsement has been withdrawn.',
} as const;

/** A pastor's link: 256 random bits, base64url. Anything else is refused before any lookup. */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, endorsementMessages.linkInvalid);

export const endorsementTokenSchema = z.strictObject({ token }).meta({ id: 'EndorsementToken' });
export type EndorsementToken = z.infer<typeof endorsementTokenSchema>;

export const endorsementDecisionSchema = z
  .strictObject({ token, decision: z.enum(['confirm', 'decline']) })
  .meta({ id: 'EndorsementDecision' });
export type EndorsementDecision = z.infer<typeof endorsementDecisionSchema>;

/** What a card and a profile show of a member's endorsement: the badge's two names. */
export const endorsementBadgeSchema = z.object({ pastorName: z.string(), church: z.string() }).nullable();
export type EndorsementBadge = z.infer<typeof endorsementBadgeSchema>;

/** The pastor's page: whom they are asked about, and by which church. Nothing else of the member. */
export const endorsementRequestViewSchema = z
  .object({ memberName: z.string(), church: z.string(), pastorName: z.string() })
  .meta({ id: 'EndorsementRequestView' });

/** My Profile's endorsement card: the member's own state. */
export const myEndorsementSchema = z
  .object({
    /** The member's church as the directory knows it; null when their church is not listed. */
    church: z.object({ id: z.string(), name: z.string(), hasPastor: z.boolean() }).nullable(),
    endorsement: z
      .object({ pastorName: z.string(), church: z.string(), confirmedAt: z.iso.datetime(), until: z.iso.datetime() })
      .nullable(),
    pending: z.object({ pastorName: z.string(), linkExpiresAt: z.iso.datetime() }).nullable(),
    /** Requests left this month (3 a month). */
    requestsLeft: z.number().int(),
  })
  .meta({ id: 'MyEndorsement' });
export type MyEndorsement = z.infer<typeof myEndorsementSchema>;
