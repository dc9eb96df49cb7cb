import { describe, expect, it } from 'vitest';
import type { AccountRow, ProfileRow } from '#server/db/rows.ts';
import { presentUserDetail } from '#server/modules/admin/admin.presenter.ts';
import { presentOwnProfile, presentProfileView } from '#server/modules/profiles/profiles.presenter.ts';
import { SCREEN } from '#server/security/privacy-screens.ts';
import { USER_SECTIONS } from '#web/features/admin/components/user-fields.ts';
import { PROFILE_SECTIONS } from '#web/features/profiles/components/profile-fields.ts';
import {
  ADMIN_FORM_FIELDS,
  fieldRow,
  MEMBER_FORM_FIELDS,
  PROFILE_DETAILS_FIELDS,
  PROFILE_FIELDS,
  storedValues,
  type FieldName,
  type FieldRow,
} from './profile-fields.ts';
import { adminUserDetailSchema, adminUserEditSchema } from './schemas/admin.ts';
import { ownProfileSchema, profileSaveSchema, profileViewSchema, REQUIRED_PROFILE_FIELDS } from './schemas/profile.ts';
import { defaultNotificationChoices } from '#shared/schemas/notifications.ts';

/**
 * The field table drives every screen and answer that lists profile fields: each one's list is
 * the table's list for it, so a field the table gains or loses shows up everywhere or fails here.
 */

const ALL = Object.keys(PROFILE_FIELDS) as FieldName[];
const sorted = (names: readonly string[]) => [...names].sort();
const where = (test: (row: FieldRow) => boolean) => ALL.filter((name) => test(fieldRow(name)));

/** A stored value for every field, as the database hands it over (a time with seconds). */
function storedValue(row: FieldRow): unknown {
  if (row.kind === 'number') return row.range?.[0];
  if (row.kind === 'toggle') return !row.unset;
  if (row.kind === 'date') return '1990-05-17';
  if (row.kind === 'time') return '06:45:00';
  return row.options?.[0] ?? 'a value';
}
const stored = (place: FieldRow['stored']) =>
  Object.fromEntries(where((row) => row.stored === place).map((name) => [name, storedValue(fieldRow(name))]));

const when = new Date('2026-01-02T03:04:05Z');
const account = {
  id: 'member-1',
  membershipType: 'premium',
  accountStatus: 'active',
  createdAt: when,
  updatedAt: when,
  updatedById: null,
  upgradedAt: null,
  upgradedById: null,
  downgradedAt: null,
  downgradedById: null,
  deactivatedAt: null,
  deactivatedBy: null,
  deactivatedById: null,
  reactivatedAt: null,
  reactivatedById: null,
  ...stored('account'),
  email: 'member@example.org',
  countryCode: '+91',
  phoneNumber: '9876543210',
} as unknown as AccountRow;
const profile = {
  userId: 'member-1',
  profileStatus: 'complete',
  reviewStatus: 'approved',
  ...stored('profile'),
} as ProfileRow;

describe('the profile field table', () => {
  it('places every field on a form, and every field another member reads on Profile Details', () => {
    expect(sorted([...new Set([...MEMBER_FORM_FIELDS, ...ADMIN_FORM_FIELDS])])).toEqual(sorted(ALL));
    expect(sorted(PROFILE_DETAILS_FIELDS)).toEqual(sorted(where((row) => row.shownTo !== undefined)));
    for (const name of PROFILE_DETAILS_FIELDS) expect(MEMBER_FORM_FIELDS, name).toContain(name);
  });

  it('drives the member form and its save schema', () => {
    const form = PROFILE_SECTIONS.flatMap((section) => section.fields);
    expect(form.map((field) => field.name)).toEqual(MEMBER_FORM_FIELDS);
    expect(Object.keys(profileSaveSchema.shape)).toEqual(MEMBER_FORM_FIELDS);
    expect(form.filter((field) => field.required).map((field) => field.name)).toEqual(REQUIRED_PROFILE_FIELDS);
    expect(sorted(REQUIRED_PROFILE_FIELDS)).toEqual(sorted(where((row) => row.required === true)));
  });

  it('drives the admin’s Manage modal and its edit schema', () => {
    const modal = USER_SECTIONS.flatMap((section) => section.fields.map((field) => field.name));
    expect(modal).toEqual(ADMIN_FORM_FIELDS);
    expect(Object.keys(adminUserEditSchema.shape)).toEqual(ADMIN_FORM_FIELDS);
  });

  it('drives the member’s own profile and the admin’s record', () => {
    const own = ownProfileSchema.parse(
      presentOwnProfile(account, profile, [], {
        status: 'approved',
        reason: null,
        visible: true,
        onHold: false,
        photos: [],
      }),
    );
    const extras = ['id', 'email', 'membershipType', 'profileStatus', 'isProfileApproved', 'review', 'completion'];
    const ownFields = Object.keys(own).filter(
      (key) => !extras.includes(key) && !key.endsWith('Photo') && key !== 'galleryPhotos',
    );
    expect(sorted(ownFields)).toEqual(sorted(MEMBER_FORM_FIELDS));
    expect(own.timeOfBirth).toBe('06:45');

    const detail = adminUserDetailSchema.parse(
      presentUserDetail(account, profile, new Map(), [], defaultNotificationChoices()),
    );
    expect(Object.keys(detail.values)).toEqual(ADMIN_FORM_FIELDS);
  });

  it('gives a free viewer the D13 list and a premium viewer every field another member may read', () => {
    const header = [
      'id',
      'age',
      'detail',
      'canMessage',
      'interestSent',
      'shortlisted',
      'fit',
      'endorsement',
      'photoVerified',
      'profilePhoto',
    ];
    const view = (full: boolean) =>
      profileViewSchema.parse(
        presentProfileView({
          account,
          profile,
          photos: [],
          full,
          contactUnlocked: false,
          canMessage: false,
          relation: { interestSent: false, shortlisted: false },
          fit: { meets: 0, of: 0, youFit: null },
          endorsement: null,
        }),
      );
    const free = where((row) => row.shownTo === 'free');
    const premium = where((row) => row.shownTo !== undefined);
    expect(sorted(Object.keys(view(false)))).toEqual(sorted([...header, ...free]));
    expect(sorted(Object.keys(view(true)))).toEqual(sorted([...header, ...premium, 'galleryPhotos']));
    // The privacy suite expects exactly these of the real API.
    expect(sorted(SCREEN.limitedProfileFields)).toEqual(sorted(free));
    expect(sorted(SCREEN.fullProfileFields)).toEqual(sorted(premium));
  });
});

describe('what a save stores, by the field table', () => {
  it("keeps a choice, date or time left empty as null, and the member's texts trimmed or null", () => {
    expect(
      storedValues(
        { gender: '', dob: '', timeOfBirth: '', city: '  Kochi ', church: '   ', heightCm: null },
        'trimmed-or-null',
      ),
    ).toEqual({ gender: null, dob: null, timeOfBirth: null, city: 'Kochi', church: null, heightCm: null });
  });

  it("keeps the admin's texts as sent, and a free-text select such as the time zone as it is", () => {
    expect(storedValues({ gender: 'Male', city: '', timezone: '', maritalStatus: '' }, 'as-given')).toEqual({
      gender: 'Male',
      city: '',
      timezone: '',
      maritalStatus: null,
    });
  });
});
