import { z } from 'zod';
import { MEMBERSHIP_TYPES } from '../enums.ts';

/**
 * The member dashboard (spec §2): every figure counted by the database from the rows it stands
 * for (ADR 0005). `shortlisted` is sent to premium members only.
 */
export const dashboardSchema = z
  .object({
    firstName: z.string(),
    email: z.string(),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    completion: z.number(),
    profileViews: z.number(),
    newMatches: z.number(),
    interestsReceived: z.number(),
    shortlisted: z.number().nullable(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
