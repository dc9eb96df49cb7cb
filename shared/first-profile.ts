import { fieldRow, MEMBER_FORM, type MemberFormField } from './profile-fields.ts';

/**
 * D40, issue 44: the steps of the guided first profile — the photo, then My Profile's sections
 * in order, less the partner preferences (D36), which wait on My Profile.
 */
export const FIRST_PROFILE_SECTIONS = ['basic', 'address', 'appearance', 'education', 'lifestyle', 'about'] as const;
export const FIRST_PROFILE_STEPS = ['photo', ...FIRST_PROFILE_SECTIONS] as const;
export type FirstProfileStep = (typeof FIRST_PROFILE_STEPS)[number];

/** What registration asked: it does not make a start of the first profile. */
const FROM_REGISTRATION: readonly MemberFormField[] = ['firstName', 'lastName', 'countryCode', 'phoneNumber'];

const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * Issue 44: where the guided first profile resumes, read from the saved answers (the draft), so
 * any device opens the same step. A member who has given nothing yet starts with the photo; then
 * the first step not finished: one with a required field (spec §5) still empty, or — a step that
 * has no required field (Appearance) — one with no answer at all. Everything given: the last step,
 * which completes the profile.
 */
export function firstUnfinishedStep(profile: Partial<Record<MemberFormField, unknown>> & { profilePhoto: unknown }) {
  const answered = (field: MemberFormField) => given(profile[field]);
  const started =
    profile.profilePhoto != null ||
    FIRST_PROFILE_SECTIONS.some((section) =>
      MEMBER_FORM[section].some((field) => !FROM_REGISTRATION.includes(field) && answered(field)),
    );
  if (!started) return 'photo' satisfies FirstProfileStep;
  const unfinished = FIRST_PROFILE_SECTIONS.find((section) => {
    const fields: readonly MemberFormField[] = MEMBER_FORM[section];
    const required = fields.filter((field) => fieldRow(field).required);
    return required.length > 0 ? !required.every(answered) : !fields.some(answered);
  });
  return unfinished ?? 'about';
}
