import type { Language } from '#shared/enums.ts';
import { FAMILY_DRAFT_INVITATION_DAYS } from '#shared/schemas/family-drafts.ts';
import type { FamilyRelation } from '#shared/schemas/family.ts';
import { translator } from '#server/lib/i18n.ts';

/**
 * D45: the invitation to a profile a relative started, in the relative's language (the member has
 * no account yet; server/locales/<language>.json, `family.draftInvitation`): who started it, that
 * nobody sees it before they accept, and the link where they accept or refuse it.
 */
export function familyDraftMail(input: {
  language: Language;
  relativeFirstName: string;
  relativeLastName: string;
  relation: FamilyRelation;
  memberFirstName: string;
  url: string;
}): { subject: string; text: string } {
  const t = translator(input.language);
  const values = {
    name: input.memberFirstName,
    relative: input.relativeFirstName,
    fullName: `${input.relativeFirstName} ${input.relativeLastName}`,
    relation: t(`family.relation.${input.relation}`),
    days: FAMILY_DRAFT_INVITATION_DAYS,
    url: input.url,
  };
  return { subject: t('family.draftInvitation.subject', values), text: t('family.draftInvitation.body', values) };
}
