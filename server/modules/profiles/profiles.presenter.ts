import {
  LIMITED_PROFILE_FIELDS,
  profileCompletion,
  type OwnProfile,
  type ProfileView,
} from '#shared/schemas/profile.ts';
import { ageFromIsoDate } from '#shared/rules/age.ts';
import type { AccountRow, PhotoRow, ProfileRow } from '#server/db/rows.ts';
import { presentPhoto } from '#server/modules/photos/photos.presenter.ts';

/** Fields of the profile form as the form holds them: '' for not given. */
function formFields(account: AccountRow, profile: ProfileRow | null) {
  const p = profile;
  const s = (value: string | null | undefined) => value ?? '';
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    countryCode: account.countryCode,
    phoneNumber: account.phoneNumber,
    gender: p?.gender ?? '',
    dob: s(p?.dob),
    profileCreatedBy: p?.profileCreatedBy ?? '',
    maritalStatus: p?.maritalStatus ?? '',
    motherTongue: s(p?.motherTongue),
    church: s(p?.church),
    pastorName: s(p?.pastorName),
    country: s(p?.country),
    state: s(p?.state),
    city: s(p?.city),
    postalCode: s(p?.postalCode),
    heightCm: p?.heightCm ?? null,
    weightKg: p?.weightKg ?? null,
    bodyType: p?.bodyType ?? '',
    bodyShape: s(p?.bodyShape),
    hairColor: s(p?.hairColor),
    eyeColor: s(p?.eyeColor),
    skinColor: p?.skinColor ?? '',
    bodyArt: s(p?.bodyArt),
    starNakshatra: s(p?.starNakshatra),
    rasiZodiac: s(p?.rasiZodiac),
    timeOfBirth: p?.timeOfBirth ? p.timeOfBirth.slice(0, 5) : '',
    placeOfBirth: s(p?.placeOfBirth),
    degree: s(p?.degree),
    institution: s(p?.institution),
    educationStatus: p?.educationStatus ?? '',
    occupation: s(p?.occupation),
    designation: s(p?.designation),
    company: s(p?.company),
    salary: s(p?.salary),
    religion: s(p?.religion),
    caste: s(p?.caste),
    politicalView: s(p?.politicalView),
    hobbies: s(p?.hobbies),
    favoriteMusic: s(p?.favoriteMusic),
    favoriteBooks: s(p?.favoriteBooks),
    favoriteSports: s(p?.favoriteSports),
    profileSummary: s(p?.profileSummary),
  } as const;
}

export function presentOwnProfile(account: AccountRow, profile: ProfileRow | null, photos: PhotoRow[]): OwnProfile {
  const fields = formFields(account, profile);
  const profileStatus = profile?.profileStatus ?? 'incomplete';
  const profilePhoto = photos.find((photo) => photo.kind === 'profile');
  return {
    ...fields,
    id: account.id,
    email: account.email,
    membershipType: account.membershipType,
    profileStatus,
    isProfileApproved: profile?.isProfileApproved ?? false,
    completion: profileCompletion({ profileStatus, ...fields }),
    profilePhoto: profilePhoto ? presentPhoto(profilePhoto) : null,
    galleryPhotos: photos.filter((photo) => photo.kind === 'gallery').map(presentPhoto),
  };
}

/**
 * Another member's profile for this viewer (D13, D14): empty values are left out (spec: a row
 * appears only when it has a value); a limited view carries only the D13 list.
 */
export function presentProfileView(input: {
  account: AccountRow;
  profile: ProfileRow | null;
  photos: PhotoRow[];
  full: boolean;
  contactUnlocked: boolean;
}): ProfileView {
  const { account, profile, photos, full, contactUnlocked } = input;
  // The postal code is the member's own: no screen shows it to anybody else (v5 14.2.6).
  const {
    countryCode,
    phoneNumber,
    dob,
    firstName,
    lastName,
    postalCode: _postalCode,
    ...rest
  } = formFields(account, profile);
  const allowed = new Set<string>(full ? Object.keys(rest) : LIMITED_PROFILE_FIELDS);
  const details = Object.fromEntries(
    Object.entries(rest).filter(([key, value]) => allowed.has(key) && value !== '' && value !== null),
  );
  const profilePhoto = photos.find((photo) => photo.kind === 'profile');
  return {
    ...details,
    id: account.id,
    firstName,
    lastName,
    age: ageFromIsoDate(dob),
    detail: full ? 'full' : 'limited',
    profilePhoto: profilePhoto ? presentPhoto(profilePhoto) : null,
    ...(full ? { galleryPhotos: photos.filter((photo) => photo.kind === 'gallery').map(presentPhoto) } : {}),
    ...(contactUnlocked
      ? { contact: { email: account.email, phone: phoneNumber ? `${countryCode} ${phoneNumber}` : '' } }
      : {}),
  };
}
