import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { bounded } from './auth.ts';
import { refuse } from './refuse.ts';

/** D34: the word a member types to confirm that their account goes for good. */
export const DELETION_CONFIRMATION_WORD = 'DELETE';

/** D34: the texts of Settings → Your data, on the server and in the browser. */
export const memberDataMessages = {
  passwordRequired: 'Please enter your password.',
  passwordWrong: 'Your password is not correct.',
  typeToConfirm: `Please type ${DELETION_CONFIRMATION_WORD} to confirm.`,
  tooManyAttempts: 'Too many wrong passwords. Please try again later.',
  superAdminRefused: 'A super admin account cannot be deleted from Settings.',
  deleted: 'Your account and everything in it have been deleted.',
  exportStarted: 'We are preparing your data. It will be ready to download here in a moment.',
  exportNotReady: 'There is no download ready. Please prepare your data first.',
  tooManyExports: 'You can prepare your data 3 times a day. Please try again tomorrow.',
} as const;

/** D34: a download is kept this long after it is ready. */
export const DATA_EXPORT_DAYS = 7;

export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'failed'] as const;

/** D34: where the member's "Download my data" stands. */
export const dataExportSchema = z
  .object({
    status: z.enum(DATA_EXPORT_STATES),
    requestedAt: z.iso.datetime().nullable(),
    readyAt: z.iso.datetime().nullable(),
    /** Until when the download is kept (7 days after it was ready). */
    expiresAt: z.iso.datetime().nullable(),
    bytes: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;

/** D34: the password again and the typed confirmation. */
export const accountDeletionSchema = z
  .strictObject({
    password: bounded(PASSWORD_MAX_LENGTH),
    confirmation: z.string().max(50),
  })
  .superRefine((input, ctx) => {
    if (input.password.length === 0) return refuse(ctx, 'password', memberDataMessages.passwordRequired);
    if (input.confirmation.trim() !== DELETION_CONFIRMATION_WORD)
      refuse(ctx, 'confirmation', memberDataMessages.typeToConfirm);
  })
  .meta({ id: 'AccountDeletion' });
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
