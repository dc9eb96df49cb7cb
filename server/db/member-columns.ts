import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from './schema.ts';

const { photos } = schema;

/** The id of the member's profile photo, or null: cards build their thumbnail URL from it. */
export function profilePhotoId(userId: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${photos.id} from ${photos} where ${photos.userId} = ${userId} and ${photos.kind} = 'profile' limit 1)`;
}
