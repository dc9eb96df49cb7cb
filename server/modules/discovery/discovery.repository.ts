import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { profilePhotoId } from '#server/db/member-columns.ts';
import { visibleTo } from '#server/db/visibility.ts';
import type { DiscoveryFilters } from '#shared/schemas/discovery.ts';

const { users, profiles, photos, interests, shortlists, discoveryReveals } = schema;

export interface Cursor {
  createdAt: string;
  id: string;
}

export interface DiscoveryRow {
  id: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  dob: string | null;
  gender: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  church: string | null;
  occupation: string | null;
  photoId: string | null;
  interestSent: boolean;
  shortlisted: boolean;
}

/** YYYY-MM-DD of the day `years` before `today` (UTC). */
function yearsBefore(today: Date, years: number, extraDays = 0): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + extraDays));
  return date.toISOString().slice(0, 10);
}

const contains = (column: AnyPgColumn, value: string) =>
  sql`lower(${column}) like ${`%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** Spec §5: case-insensitive contains; age from the birth date; no birth date passes the age filter. */
function filterConditions(filters: DiscoveryFilters, today: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ageMin !== undefined)
    conditions.push(sql`(${profiles.dob} is null or ${profiles.dob} <= ${yearsBefore(today, filters.ageMin)})`);
  if (filters.ageMax !== undefined)
    conditions.push(sql`(${profiles.dob} is null or ${profiles.dob} > ${yearsBefore(today, filters.ageMax + 1)})`);
  if (filters.gender) conditions.push(eq(profiles.gender, filters.gender));
  if (filters.country) conditions.push(contains(profiles.country, filters.country));
  if (filters.church) conditions.push(contains(profiles.church, filters.church));
  if (filters.maritalStatus) conditions.push(eq(profiles.maritalStatus, filters.maritalStatus));
  if (filters.educationStatus) conditions.push(eq(profiles.educationStatus, filters.educationStatus));
  if (filters.heightMin !== undefined) conditions.push(sql`${profiles.heightCm} >= ${filters.heightMin}`);
  if (filters.heightMax !== undefined) conditions.push(sql`${profiles.heightCm} <= ${filters.heightMax}`);
  if (filters.motherTongue) conditions.push(contains(profiles.motherTongue, filters.motherTongue));
  if (filters.religion) conditions.push(contains(profiles.religion, filters.religion));
  if (filters.hasPhoto !== undefined) {
    const exists = sql`exists (select 1 from ${photos} where ${photos.userId} = ${users.id} and ${photos.kind} = 'profile')`;
    conditions.push(filters.hasPhoto ? exists : sql`not ${exists}`);
  }
  return conditions;
}

export function createDiscoveryRepository(db: Database) {
  return {
    /**
     * One page of visible members, newest first, keyset-paginated on (created_at, id): a page
     * never skips or repeats a member, even while others register.
     */
    async page(
      viewerId: string,
      filters: DiscoveryFilters,
      cursor: Cursor | undefined,
      limit: number,
      today: Date,
    ): Promise<DiscoveryRow[]> {
      const conditions = [visibleTo(viewerId), ...filterConditions(filters, today)];
      if (cursor)
        conditions.push(sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`);
      return db
        .select({
          id: users.id,
          createdAt: users.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          dob: profiles.dob,
          gender: profiles.gender,
          city: profiles.city,
          state: profiles.state,
          country: profiles.country,
          church: profiles.church,
          occupation: profiles.occupation,
          photoId: profilePhotoId(users.id),
          interestSent:
            sql<boolean>`exists (select 1 from ${interests} where ${interests.senderId} = ${viewerId} and ${interests.receiverId} = ${users.id} and ${interests.status} in ('pending', 'accepted'))`.mapWith(
              Boolean,
            ),
          shortlisted:
            sql<boolean>`exists (select 1 from ${shortlists} where ${shortlists.likerId} = ${viewerId} and ${shortlists.likedUserId} = ${users.id})`.mapWith(
              Boolean,
            ),
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    /** Spec §5: distinct, sorted countries and churches, from the members this viewer may see. */
    async options(viewerId: string) {
      const distinct = (column: typeof profiles.country | typeof profiles.church) =>
        db
          .selectDistinct({ value: column })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(and(visibleTo(viewerId), sql`${column} is not null and ${column} <> ''`))
          .orderBy(column)
          .limit(300);
      const [countries, churches] = await Promise.all([distinct(profiles.country), distinct(profiles.church)]);
      return { countries: countries.map((row) => row.value ?? ''), churches: churches.map((row) => row.value ?? '') };
    },

    /**
     * D13: decides, under a lock on the viewer, which of `candidates` (in order) come back in full:
     * those revealed earlier today, then new ones while fewer than `quota` were revealed today.
     */
    async reveal(
      viewerId: string,
      day: string,
      candidates: string[],
      quota: number,
    ): Promise<{ revealed: Set<string>; used: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${viewerId} for update`);
        const rows = await tx
          .select({ id: discoveryReveals.revealedUserId })
          .from(discoveryReveals)
          .where(and(eq(discoveryReveals.viewerId, viewerId), eq(discoveryReveals.day, day)));
        const revealed = new Set(rows.map((row) => row.id));
        const fresh: string[] = [];
        for (const id of candidates) {
          if (revealed.has(id) || revealed.size >= quota) continue;
          revealed.add(id);
          fresh.push(id);
        }
        if (fresh.length > 0) {
          await tx
            .insert(discoveryReveals)
            .values(fresh.map((revealedUserId) => ({ viewerId, revealedUserId, day })))
            .onConflictDoNothing();
        }
        return { revealed, used: revealed.size };
      });
    },
  };
}
