import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../enums.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  contactFormProblems,
  contactMessages,
  type ContactField,
} from '../rules/contact.ts';
import { refuse } from './refuse.ts';

/**
 * POST /api/contact (spec §5, D18): an explicit allow-list, unknown fields refused. The hard
 * bounds stop oversized input before the rules run; the rules (shared/rules/contact.ts, also run
 * by the landing page) give each field its message.
 */
export const contactRequestSchema = z
  .strictObject({
    contactName: z
      .string()
      .max(NAME_MAX_LENGTH * 2, contactMessages.nameTooLong)
      .default(''),
    contactEmail: z
      .string()
      .max(EMAIL_MAX_LENGTH * 2, contactMessages.emailInvalid)
      .default(''),
    phone: z
      .string()
      .max(CONTACT_PHONE_MAX_LENGTH * 2, contactMessages.phoneTooLong)
      .default(''),
    subject: z.enum([...CONTACT_SUBJECTS, '']).default(''),
    message: z
      .string()
      .max(CONTACT_MESSAGE_MAX_LENGTH * 2, contactMessages.messageTooLong)
      .default(''),
  })
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(contactFormProblems(input)) as [ContactField, string][])
      refuse(ctx, field, message);
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() }).meta({ id: 'ContactResponse' });
