import { desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '#server/db/schema.ts';
import { isEndorsed } from '#server/db/member-columns.ts';
import { visibleTo } from '#server/db/visibility.ts';
import {
  audienceConditions,
  fitExpressions,
  fitShape,
  sharedWithSeeker,
  statedPreferences,
  yearsBefore,
  type Param,
  type Seeker,
} from '#server/db/fit.ts';
import type { DiscoveryFilters } from '#shared/schemas/discovery.ts';
import { utcDay } from '#shared/days.ts';

/**
 * What a discovery query is made of (ADR 0012, 0051): the WHERE conditions of the filters, the
 * audience and the cursor, the fit expressions, the order, and the shape that names its prepared
 * statement. `discovery.repository.ts` builds and runs its statements from these.
 */
const { users, profiles, photos } = schema;

/**
 * Where a page ended: the last member; sorted by fit, also its rank (`fit`: the fit and what the
 * member shares with the viewer, FIT_RANK) and where its window of members begins (none for the
 * first window). A cursor with fit ABOVE_ANY_FIT starts a window.
 */
export interface Cursor {
  createdAt: string;
  id: string;
  fit?: number;
  window?: { createdAt: string; id: string };
}

/**
 * D36: a page sorted by fit when the viewer asked for it (the default) and has preferences to
 * fit; otherwise newest first (everyone's fit is 0 then, and the order index serves the page).
 */
export const sortsByFit = (filters: DiscoveryFilters, seeker: Seeker | null) =>
  filters.sort !== 'newest' && statedPreferences(seeker).length > 0;

const likePattern = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const CONTAINS_FILTERS = ['country', 'church', 'motherTongue', 'religion'] as const;
const CONTAINS_COLUMNS = {
  country: profiles.country,
  church: profiles.church,
  motherTongue: profiles.motherTongue,
  religion: profiles.religion,
} as const satisfies Record<(typeof CONTAINS_FILTERS)[number], AnyPgColumn>;

/** Spec §5: case-insensitive contains; age from the birth date; no birth date passes the age filter. */
function filterConditions(filters: DiscoveryFilters, today: Date, param: Param): SQL[] {
  const conditions: SQL[] = [];
  if (filters.ageMin !== undefined)
    conditions.push(
      sql`(${profiles.dob} is null or ${profiles.dob} <= ${param('ageMin', yearsBefore(today, filters.ageMin))})`,
    );
  if (filters.ageMax !== undefined)
    conditions.push(
      sql`(${profiles.dob} is null or ${profiles.dob} > ${param('ageMax', yearsBefore(today, filters.ageMax + 1))})`,
    );
  if (filters.gender) conditions.push(sql`${profiles.gender} = ${param('gender', filters.gender)}`);
  for (const key of CONTAINS_FILTERS) {
    const value = filters[key];
    if (value) conditions.push(sql`lower(${CONTAINS_COLUMNS[key]}) like ${param(key, likePattern(value))}`);
  }
  if (filters.maritalStatus)
    conditions.push(sql`${profiles.maritalStatus} = ${param('maritalStatus', filters.maritalStatus)}`);
  if (filters.educationStatus)
    conditions.push(sql`${profiles.educationStatus} = ${param('educationStatus', filters.educationStatus)}`);
  if (filters.heightMin !== undefined)
    conditions.push(sql`${profiles.heightCm} >= ${param('heightMin', filters.heightMin)}`);
  if (filters.heightMax !== undefined)
    conditions.push(sql`${profiles.heightCm} <= ${param('heightMax', filters.heightMax)}`);
  if (filters.hasPhoto !== undefined) {
    const exists = sql`exists (select 1 from ${photos} where ${photos.userId} = ${users.id} and ${photos.kind} = 'profile')`;
    conditions.push(filters.hasPhoto ? exists : sql`not ${exists}`);
  }
  // D32: "Endorsed members only": a confirmed endorsement under 12 months old.
  if (filters.endorsed) conditions.push(isEndorsed(users.id));
  // D43: "Verified members only".
  if (filters.verified) conditions.push(sql`${profiles.photoVerifiedAt} is not null`);
  return conditions;
}

/**
 * The parts of a page query that take values: the WHERE conditions, the fit expressions (D36) and
 * the order. Built once with placeholders for a prepared statement, once more to collect the values.
 */
export function pageParts(
  viewer: string | SQLWrapper,
  filters: DiscoveryFilters,
  seeker: Seeker | null,
  cursor: Cursor | undefined,
  today: Date,
  param: Param,
) {
  const fit = fitExpressions(seeker, today, param);
  const byFit = sortsByFit(filters, seeker);
  const conditions = [
    visibleTo(viewer),
    ...filterConditions(filters, today, param),
    ...audienceConditions(seeker, filters, param),
  ];
  // D36's two-way switch: only members whose every stated preference the viewer meets.
  if (filters.twoWay) conditions.push(sql`${fit.misses} = 0`);
  // Newest first; sorted by fit, this walk makes the window (the cursor names where it begins).
  const from = byFit ? cursor?.window : cursor;
  if (from)
    conditions.push(
      sql`(${profiles.memberCreatedAt}, ${profiles.userId}) < (${param('cursorCreatedAt', from.createdAt)}::timestamptz, ${param('cursorId', from.id)})`,
    );
  return { fit, conditions, order: [desc(profiles.memberCreatedAt), desc(profiles.userId)] };
}

/**
 * Which statement a search needs: the filters present (not their values), the viewer's audience and
 * stated preferences, the order, and whether it continues from a cursor. Searches of one shape
 * share one prepared statement.
 */
export function shapeOf(filters: DiscoveryFilters, seeker: Seeker | null, cursor: Cursor | undefined): string {
  const present = Object.entries(filters)
    .filter(
      ([key, value]) => key !== 'cursor' && key !== 'limit' && key !== 'sort' && value !== undefined && value !== '',
    )
    .map(([key, value]) =>
      key === 'hasPhoto' || key === 'twoWay' || key === 'endorsed' || key === 'verified'
        ? `${key}=${String(value)}`
        : key,
    )
    .sort();
  const audienceShape = seeker?.lookingFor ? `audience=${seeker.gender ? 'two-way' : 'one-way'}` : 'everyone';
  const order = sortsByFit(filters, seeker) ? 'by-fit' : 'newest';
  return [...present, audienceShape, fitShape(seeker), order, cursor ? 'cursor' : 'first'].join(',');
}

/**
 * What names a search's statement values (issue 46): `pageParts` reads nothing else, and reads
 * `today` only as its UTC day. A kept ranked window is found by this, before any SQL is built:
 * building the parts only to collect their values cost about a tenth of a request's time.
 */
export function searchKey(
  viewerId: string,
  filters: DiscoveryFilters,
  seeker: Seeker | null,
  from: { createdAt: string; id: string } | undefined,
  today: Date,
): string {
  // The page's link and size choose where a page begins and ends, not what the statement reads.
  const { cursor: _link, limit: _size, ...search } = filters;
  return JSON.stringify([viewerId, search, seeker, from ?? null, utcDay(today)]);
}

/** A query written with `param`: its values, by placeholder name, for a prepared statement. */
function valuesOf(write: (param: Param) => void): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  write((name, value) => {
    values[name] = value;
    return value;
  });
  return values;
}

/** The values of a page's statement: the viewer, and what `pageParts` takes. */
export const pageValues = (
  viewerId: string,
  filters: DiscoveryFilters,
  seeker: Seeker | null,
  cursor: Cursor | undefined,
  today: Date,
) => ({ viewer: viewerId, ...valuesOf((param) => pageParts(viewerId, filters, seeker, cursor, today, param)) });

/** The values of a ranked window's statement (D36): a page's, and what the member shares with the viewer. */
export const windowValues = (
  viewerId: string,
  filters: DiscoveryFilters,
  seeker: Seeker | null,
  start: Cursor | undefined,
  today: Date,
) => ({
  viewer: viewerId,
  ...valuesOf((param) => {
    pageParts(viewerId, filters, seeker, start, today, param);
    sharedWithSeeker(seeker, param);
  }),
});

/** A number written into a statement as a literal (a number given to .limit() is sent as a parameter). */
export const literal = (value: number) => sql.raw(String(Math.trunc(value))) as unknown as number;
