import type { MemberCard } from '#shared/schemas/member-card.ts';
import { ageFromIsoDate } from '#shared/rules/age.ts';
import type { MemberCardRow } from '#server/db/member-columns.ts';
import { photoUrl } from '#server/modules/photos/photos.presenter.ts';

/** The card every list of members draws: the age, never the birth date, and the thumbnail's URL. */
export function presentMemberCard(row: MemberCardRow, today: Date): MemberCard {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    age: ageFromIsoDate(row.dob, today),
    city: row.city,
    state: row.state,
    country: row.country,
    church: row.church,
    occupation: row.occupation,
    thumbnailUrl: photoUrl(row.photoId, 'thumbnail'),
    endorsement: row.endorsement,
    photoVerified: row.photoVerified,
  };
}
