import type { EndorsementBadge } from '#shared/schemas/endorsements.ts';
import type { Fit } from '#shared/schemas/member-card.ts';
import type { z } from 'zod';
import {
  fieldRow,
  MEMBER_FORM_FIELDS,
  profileDetailsFields,
  type FieldName,
  type FieldRow,
  type PROFILE_FIELDS,
} from '#shared/profile-fields.ts';
import { profileCompletion, type OwnProfile, type OwnReview, type ProfileView } from '#shared/schemas/profile.ts';
import { ageFromIsoDate } from '#shared/rules/age.ts';
import type { AccountRow, PhotoRow, ProfileRow } from '#server/db/rows.ts';
import { presentPhoto } from '#server/modules/photos/photos.presenter.ts';

/** A stored value as the forms hold it: the row's unset value ('' or null) when missing, HH:MM times. */
function formValue(row: FieldRow, stored: unknown) {
  if (stored === null || stored === undefined) return row.unset ?? (row.kind === 'number' ? null : '');
  return row.kind === 'time' ? String(stored).slice(0, 5) : stored;
}

/** These fields of the member's account and profile (the field table says which row holds each). */
export function fieldValues<N extends FieldName>(names: readonly N[], account: AccountRow, profile: ProfileRow | null) {
  return Object.fromEntries(
    names.map((name) => {
      const row = fieldRow(name);
      const stored: Record<string, unknown> | null = row.stored === 'account' ? account : profile;
      return [name, formValue(row, stored?.[name])];
    }),
    // Every field has a value here ('' or null when nothing is stored), optional in a save or not.
  ) as { [K in N]: Exclude<z.output<(typeof PROFILE_FIELDS)[K]['rule']>, undefined> };
}

export function presentOwnProfile(
  account: AccountRow,
  profile: ProfileRow | null,
  photos: PhotoRow[],
  review: OwnReview,
): OwnProfile {
  const fields = fieldValues(MEMBER_FORM_FIELDS, account, profile);
  const profileStatus = profile?.profileStatus ?? 'incomplete';
  const profilePhoto = photos.find((photo) => photo.kind === 'profile');
  return {
    ...fields,
    id: account.id,
    email: account.email,
    membershipType: account.membershipType,
    profileStatus,
    // D31: approved by a moderator (and not rejected since).
    isProfileApproved: profile?.reviewStatus === 'approved',
    review,
    completion: profileCompletion({ profileStatus, ...fields }),
    profilePhoto: profilePhoto ? presentPhoto(profilePhoto) : null,
    galleryPhotos: photos.filter((photo) => photo.kind === 'gallery').map(presentPhoto),
  };
}

/**
 * Another member's profile for this viewer (D13, D38): the fields of the field table this viewer
 * may read, empty values left out (spec: a row appears only when it has a value).
 */
export function presentProfileView(input: {
  account: AccountRow;
  profile: ProfileRow | null;
  photos: PhotoRow[];
  full: boolean;
  contactUnlocked: boolean;
  canMessage: boolean;
  /** The viewer's own relation to the member, for their buttons: an open interest sent, a shortlist entry. */
  relation: { interestSent: boolean; shortlisted: boolean };
  /** D36: how the member fits the viewer's preferences, and whether the viewer fits theirs. */
  fit: Fit;
  /** D32: the member's endorsement that counts now. */
  endorsement: EndorsementBadge;
}): ProfileView {
  const { account, profile, photos, full, contactUnlocked, canMessage, relation, fit, endorsement } = input;
  const detail = full ? 'full' : 'limited';
  const details = Object.fromEntries(
    Object.entries(fieldValues(profileDetailsFields(detail), account, profile)).filter(
      ([, value]) => value !== '' && value !== null,
    ),
  );
  const profilePhoto = photos.find((photo) => photo.kind === 'profile');
  const { countryCode, phoneNumber } = account;
  return {
    ...details,
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    age: ageFromIsoDate(profile?.dob),
    detail,
    canMessage,
    interestSent: relation.interestSent,
    shortlisted: relation.shortlisted,
    fit,
    endorsement,
    photoVerified: profile?.photoVerifiedAt != null,
    profilePhoto: profilePhoto ? presentPhoto(profilePhoto) : null,
    ...(full ? { galleryPhotos: photos.filter((photo) => photo.kind === 'gallery').map(presentPhoto) } : {}),
    ...(contactUnlocked
      ? { contact: { email: account.email, phone: phoneNumber ? `${countryCode} ${phoneNumber}` : '' } }
      : {}),
  };
}
