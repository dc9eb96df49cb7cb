import type { Language } from '#shared/enums.ts';
import { FAMILY_INVITATION_DAYS, type FamilyRelation } from '#shared/schemas/family.ts';
import { translator } from '#server/lib/i18n.ts';

/**
 * D45's invitation email, in the inviting member's language (D37; server/locales/<language>.json,
 * `family.invitation`): who invites, as what, what a relative sees and never sees, and the link.
 */
export function familyInvitationMail(input: {
  language: Language;
  firstName: string;
  lastName: string;
  relation: FamilyRelation;
  url: string;
}): { subject: string; text: string } {
  const t = translator(input.language);
  const values = {
    name: input.firstName,
    fullName: `${input.firstName} ${input.lastName}`,
    relation: t(`family.relation.${input.relation}`),
    days: FAMILY_INVITATION_DAYS,
    url: input.url,
  };
  return { subject: t('family.invitation.subject', values), text: t('family.invitation.body', values) };
}
