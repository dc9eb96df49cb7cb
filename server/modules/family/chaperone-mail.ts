import type { Language } from '#shared/enums.ts';
import { translator } from '#server/lib/i18n.ts';

/**
 * D46: the relative is told by email (a relative's account has no bell) that the member named them
 * chaperone or ended it, in the member's language (D37; server/locales/<language>.json,
 * `family.chaperoneNamed` and `family.chaperoneEnded`).
 */
export function chaperoneChangeMail(input: {
  language: Language;
  named: boolean;
  relativeFirstName: string;
  memberFirstName: string;
  url: string;
}): { subject: string; text: string } {
  const t = translator(input.language);
  const key = input.named ? 'family.chaperoneNamed' : 'family.chaperoneEnded';
  const values = { relative: input.relativeFirstName, name: input.memberFirstName, url: input.url };
  return { subject: t(`${key}.subject`, values), text: t(`${key}.body`, values) };
}
