import type { Language } from '#shared/enums.ts';
import { translator } from '#server/lib/i18n.ts';

/**
 * D46's weekly summary for a chaperone, in the member's language (D37; server/locales/<language>.json,
 * `family.chaperoneSummary`): counts and first names only — never a message, a last name or a photo.
 */
export function chaperoneSummaryMail(input: {
  language: Language;
  relativeFirstName: string;
  memberFirstName: string;
  from: Date;
  to: Date;
  conversations: { firstName: string; count: number }[];
  url: string;
}): { subject: string; text: string } {
  const t = translator(input.language);
  const day = new Intl.DateTimeFormat(input.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const messages = input.conversations.reduce((sum, conversation) => sum + conversation.count, 0);
  const values = {
    relative: input.relativeFirstName,
    name: input.memberFirstName,
    from: day.format(input.from),
    to: day.format(input.to),
    messages,
    conversations: input.conversations.length,
    url: input.url,
    lines: input.conversations
      .map((conversation) =>
        t('family.chaperoneSummary.line', { name: conversation.firstName, count: conversation.count }),
      )
      .join('\n'),
  };
  return {
    subject: t('family.chaperoneSummary.subject', values),
    text: t(messages === 0 ? 'family.chaperoneSummary.quiet' : 'family.chaperoneSummary.body', values),
  };
}
