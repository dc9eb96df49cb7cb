import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';

const { photos, users, profiles } = schema;

/** The id of the member's profile photo, or null: cards build their thumbnail URL from it. */
export function profilePhotoId(userId: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${photos.id} from ${photos} where ${photos.userId} = ${userId} and ${photos.kind} = 'profile' limit 1)`;
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
}
