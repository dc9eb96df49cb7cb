import {
  DRAFT_FIELDS,
  draftProfileSchema,
  type DraftProfile,
  type FamilyDraft,
  type FamilyDraftInvitation,
} from '#shared/schemas/family-drafts.ts';
import type { ProfileSave } from '#shared/schemas/profile.ts';
import { profileProblem } from '#shared/schemas/profile-save.ts';
import type { FamilyDraftRow } from './family-drafts.repository.ts';

/** The draft's profile as stored, read through its schema (a key no schema knows is not sent). */
const profileOf = (draft: FamilyDraftRow): DraftProfile => {
  const parsed = draftProfileSchema.safeParse(draft.profile);
  return parsed.success ? parsed.data : {};
};

/** D45: a draft as the relative who started it sees it. No token (only its hash is stored). */
export function presentDraft(draft: FamilyDraftRow): FamilyDraft {
  const profile = profileOf(draft);
  return {
    id: draft.id,
    profileFor: draft.profileFor,
    relation: draft.relation,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    filledIn: !profileProblem(profile as ProfileSave, new Date(), DRAFT_FIELDS),
    profile,
    createdAt: draft.createdAt.toISOString(),
    expiresAt: draft.expiresAt.toISOString(),
  };
}

/** D45: the draft as the member sees it from their invitation: who started it and the profile so far. */
export function presentDraftInvitation(draft: FamilyDraftRow, relativeFirstName: string): FamilyDraftInvitation {
  return {
    relativeFirstName,
    relation: draft.relation,
    profileFor: draft.profileFor,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    profile: profileOf(draft),
    expiresAt: draft.expiresAt.toISOString(),
  };
}
