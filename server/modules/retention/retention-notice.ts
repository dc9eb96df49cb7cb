import type { Language } from '#shared/enums.ts';
import { translator } from '#server/lib/i18n.ts';

/**
 * D42's email 30 days before a deactivated account is deleted, in the member's saved language
 * (D37; server/locales/<language>.json, `retention.notice`). How to keep the account depends on
 * who deactivated it (D9): a member who did so signs in again, which reactivates the account; a
 * member an administrator deactivated cannot sign in and asks the church office.
 */
export function retentionNotice(input: {
  language: Language;
  deletionAt: Date;
  months: number;
  deactivatedBy: 'self' | 'admin' | null;
  publicUrl: string;
}): { subject: string; text: string; url: string } {
  const t = translator(input.language);
  const date = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(input.deletionAt);
  const self = input.deactivatedBy === 'self';
  const url = self ? `${input.publicUrl}/login` : `${input.publicUrl}/#contact`;
  const values = { date, months: input.months, url };
  return {
    subject: t('retention.notice.subject', values),
    text: t(self ? 'retention.notice.bodySelf' : 'retention.notice.bodyAdmin', values),
    url,
  };
}
