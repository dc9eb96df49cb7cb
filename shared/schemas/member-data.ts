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
} as const;

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
