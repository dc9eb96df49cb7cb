import type { Language } from '#shared/enums.ts';
import { translator } from './i18n.ts';

/** The account emails (server/locales/<language>.json, `accountEmails`). */
export type AccountEmailKind =
  | 'resetPassword'
  | 'verifyEmail'
  | 'newEmail'
  | 'emailChanged'
  | 'passwordChanged'
  | 'signInLink'
  | 'accountDeleted'
  | 'twoFactorOn'
  | 'twoFactorOff';

/**
 * D37: an account email's subject and plain text in the member's saved language, as the
 * notification emails are (server/lib/i18n.ts); English is the spec's text.
 */
export function accountEmail(
  language: Language,
  kind: AccountEmailKind,
  values: { url?: string; email?: string } = {},
): { subject: string; text: string } {
  const t = translator(language);
  return { subject: t(`accountEmails.${kind}.subject`), text: t(`accountEmails.${kind}.body`, values) };
}
