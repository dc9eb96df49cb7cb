import { z } from 'zod';
import { RETENTION_MONTHS } from './moderation.ts';

/**
 * D42's data retention: with `retentionMonths` set (System Settings), an account deactivated that
 * long is deleted, after an email this many days before.
 */
export const RETENTION_NOTICE_DAYS = 30;

/**
 * What the super admin sees of it (GET /api/admin/retention): the period, the accounts told and
 * waiting for their deletion, when the next goes, and how many the next daily pass will tell.
 */
export const retentionStatusSchema = z
  .object({
    months: z.literal(RETENTION_MONTHS).nullable(),
    noticed: z.number().int(),
    nextDeletionAt: z.iso.datetime().nullable(),
    dueForNotice: z.number().int(),
  })
  .meta({ id: 'RetentionStatus' });
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;
