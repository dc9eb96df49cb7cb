import { z } from 'zod';
import { LOOKING_FOR, MEMBERSHIP_TYPES, PROFILE_STATUSES } from '../enums.ts';
import { discoveryCardSchema } from './discovery.ts';
import { suggestedBySchema } from './member-card.ts';
import { photoSchema } from './profile.ts';
import { recommendationsSchema } from './recommendations.ts';

/** D36: how many of today's recommended members the dashboard shows (the whole list is on /recommended). */
export const DASHBOARD_RECOMMENDATIONS = 4;

/**
 * The member dashboard (spec §2): every figure counted by the database from the rows it stands
 * for (ADR 0005). `shortlisted` is sent to premium members only. `profilePhoto` is the member's
 * primary photo, shown as the welcome card's avatar (the initial when there is none).
 * `lookingFor` is null until the member says whom they are looking for; the dashboard asks (D36).
 */
export const dashboardSchema = z
  .object({
    firstName: z.string(),
    email: z.string(),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    completion: z.number(),
    /** Issue 44: 'incomplete' until the guided first profile is completed; the dashboard leads back to it. */
    profileStatus: z.enum(PROFILE_STATUSES),
    profilePhoto: photoSchema.nullable(),
    lookingFor: z.enum(LOOKING_FOR).nullable(),
    profileViews: z.number(),
    newMatches: z.number(),
    interestsReceived: z.number(),
    shortlisted: z.number().nullable(),
    /** What is waiting (D36's dashboard as a place to start): unread messages from visible members (D28). */
    unreadMessages: z.number(),
    /**
     * D36, issue 46: with `?include=recommended`, the first of today's recommended members as GET
     * /api/recommendations with that limit sends them, so that the dashboard's first paint needs
     * one request; null otherwise (a refetch: the page has them already, and a day's ceiling of
     * profiles is not spent again on them), and where that request would be refused (members
     * only, the profile ceiling): the page then asks it, to say why.
     */
    recommended: recommendationsSchema.nullable(),
    /**
     * D45: 'Suggested by your family': each open suggestion of a linked relative (not dismissed)
     * whose member the viewer can still see, newest first, as discovery's card (D13 applies).
     */
    suggestions: z.array(
      z.object({
        id: z.string(),
        /** Who suggested this member: each relative, in the order they suggested. */
        suggestedBy: suggestedBySchema,
        at: z.iso.datetime(),
        card: discoveryCardSchema,
      }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard's query: `include=recommended` for the first paint (issue 46). */
export const dashboardQuerySchema = z.strictObject({ include: z.literal('recommended').optional() });
