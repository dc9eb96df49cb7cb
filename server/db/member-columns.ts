import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';
import { photoShownToOthers } from './visibility.ts';

const { churches, endorsements, photos, users, profiles } = schema;

/** D32: a confirmed endorsement counts while it was confirmed after this (it lapses after 12 months). */
export const ENDORSEMENT_COUNTS_SINCE = sql`now() - interval '12 months'`;

export type EndorsementBadgeRow = { pastorName: string; church: string } | null;

/** D32: whether the member has an endorsement that counts now (discovery's "Endorsed members only"). */
export function isEndorsed(userId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${endorsements} where ${endorsements.memberId} = ${userId}
    and ${endorsements.status} = 'confirmed' and ${endorsements.decidedAt} > ${ENDORSEMENT_COUNTS_SINCE})`;
}

/**
 * D32: the member's endorsement that counts now (confirmed, under 12 months old), as the badge
 * names it: the pastor the request went to and the church's name today. Null otherwise.
 */
export function endorsementOf(userId: AnyPgColumn): SQL<EndorsementBadgeRow> {
  return sql<EndorsementBadgeRow>`(select json_build_object('pastorName', ${endorsements.pastorName}, 'church', ${churches.name})
    from ${endorsements} join ${churches} on ${churches.id} = ${endorsements.churchId}
    where ${endorsements.memberId} = ${userId} and ${endorsements.status} = 'confirmed'
      and ${endorsements.decidedAt} > ${ENDORSEMENT_COUNTS_SINCE}
    order by ${endorsements.decidedAt} desc limit 1)`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as EndorsementBadgeRow) : (value as EndorsementBadgeRow),
  );
}

/**
 * The id of the member's profile photo, or null: cards build their thumbnail URL from it. Other
 * members' cards only show one they may see (D31: `shownToOthers`); the moderators' queue shows any.
 */
export function profilePhotoId(userId: AnyPgColumn, shownToOthers = true): SQL<string | null> {
  return sql<
    string | null
  >`(select ${photos.id} from ${photos} where ${photos.userId} = ${userId} and ${photos.kind} = 'profile'
    ${shownToOthers ? sql`and ${photoShownToOthers}` : sql``} limit 1)`;
}

/**
 * What a member card (shared/schemas/member-card.ts) is made from, for a query that joins `users`
 * and `profiles`: every list of members selects these, and `presentMemberCard` turns them into the card.
 */
export function memberCardColumns() {
  return {
    firstName: users.firstName,
    lastName: users.lastName,
    dob: profiles.dob,
    city: profiles.city,
    state: profiles.state,
    country: profiles.country,
    church: profiles.church,
    occupation: profiles.occupation,
    photoId: profilePhotoId(users.id),
    endorsement: endorsementOf(users.id),
    // D43: 'Photo verified' until the profile photo changes.
    photoVerified: sql<boolean>`${profiles.photoVerifiedAt} is not null`.mapWith(Boolean),
  };
}

export interface MemberCardRow {
  firstName: string;
  lastName: string;
  dob: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  church: string | null;
  occupation: string | null;
  photoId: string | null;
  endorsement: EndorsementBadgeRow;
  photoVerified: boolean;
}
