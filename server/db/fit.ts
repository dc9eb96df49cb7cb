import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ageFromIsoDate } from '#shared/rules/age.ts';
import { isLookingFor, type LookingFor } from '#shared/enums.ts';
import { utcDay } from '#shared/days.ts';
import type { Database } from './database.ts';
import { schema } from './schema.ts';

const { profiles } = schema;

/**
 * Fit (D36): how many of a viewer's partner preferences a member meets, and whether the viewer
 * meets the member's. One definition, in SQL, so that discovery can sort and filter by it, the
 * recommendations can rank by it, and a card and a profile can say it, all alike.
 *
 * The seven preferences and what meets each:
 * - age range: the member's age (from the birth date) within it; no birth date does not meet it;
 * - height range: the member's height within it;
 * - marriage status: the same status;
 * - education: the member's degree or education status, and
 * - line of work: their occupation or designation, and
 * - where the partner lives: their city, state or country, and
 * - congregation: their church or religion —
 *   each a text that contains the preference, or (three letters or more) is contained in it
 *   ('Engineer' meets 'Software Engineer' and the reverse; 'Chennai' meets 'Chennai, India').
 */

/** A query value: inline, or a named placeholder of a prepared statement. */
export type Param = (name: string, value: unknown) => unknown;
export const inline: Param = (_name, value) => value;
export const placeholder: Param = (name) => sql.placeholder(name);

export const PREFERENCES = ['age', 'height', 'maritalStatus', 'education', 'occupation', 'location', 'church'] as const;
export type Preference = (typeof PREFERENCES)[number];

/** The viewer's own answers that fit reads: whom they look for, their preferences and their own details. */
export interface Seeker {
  lookingFor: LookingFor | null;
  gender: LookingFor | null;
  wants: {
    ageMin: number | null;
    ageMax: number | null;
    heightMin: number | null;
    heightMax: number | null;
    maritalStatus: string | null;
    education: string | null;
    occupation: string | null;
    location: string | null;
    church: string | null;
  };
  is: {
    age: number | null;
    heightCm: number | null;
    maritalStatus: string | null;
    education: string | null;
    occupation: string | null;
    location: string | null;
    church: string | null;
  };
  /** What a member may share with the seeker (issue 44): city and country trimmed, lower case. */
  shares: { churchId: string | null; city: string | null; country: string | null; language: string };
}

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const joined = (...values: (string | null)[]) => present(values.filter(Boolean).join(' '));

/** The columns of the viewer's row that fit reads. */
const seekerColumns = {
  lookingFor: profiles.lookingFor,
  gender: profiles.gender,
  partnerAgeMin: profiles.partnerAgeMin,
  partnerAgeMax: profiles.partnerAgeMax,
  partnerHeightMinCm: profiles.partnerHeightMinCm,
  partnerHeightMaxCm: profiles.partnerHeightMaxCm,
  partnerMaritalStatus: profiles.partnerMaritalStatus,
  partnerEducation: profiles.partnerEducation,
  partnerOccupation: profiles.partnerOccupation,
  partnerLocation: profiles.partnerLocation,
  partnerChurch: profiles.partnerChurch,
  dob: profiles.dob,
  heightCm: profiles.heightCm,
  maritalStatus: profiles.maritalStatus,
  degree: profiles.degree,
  educationStatus: profiles.educationStatus,
  occupation: profiles.occupation,
  designation: profiles.designation,
  city: profiles.city,
  state: profiles.state,
  country: profiles.country,
  church: profiles.church,
  religion: profiles.religion,
  churchId: profiles.churchId,
  language: profiles.language,
};

/**
 * Discovery, recommendations and profile pages read the seeker on every request: one named
 * prepared statement per database (issue 46: built once, planned once per connection).
 */
const seekerStatements = new WeakMap<Database, ReturnType<typeof prepareSeeker>>();
const prepareSeeker = (db: Database) =>
  db
    .select(seekerColumns)
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('viewer')))
    .prepare('fit_seeker_of');

/** The viewer's row, read once per request (a primary-key read). Null for a member with no profile. */
export async function seekerOf(db: Database, viewerId: string, today: Date): Promise<Seeker | null> {
  let statement = seekerStatements.get(db);
  if (!statement) {
    statement = prepareSeeker(db);
    seekerStatements.set(db, statement);
  }
  const [row] = await statement.execute({ viewer: viewerId });
  if (!row) return null;
  return {
    lookingFor: isLookingFor(row.lookingFor) ? row.lookingFor : null,
    gender: isLookingFor(row.gender) ? row.gender : null,
    wants: {
      ageMin: row.partnerAgeMin,
      ageMax: row.partnerAgeMax,
      heightMin: row.partnerHeightMinCm,
      heightMax: row.partnerHeightMaxCm,
      maritalStatus: row.partnerMaritalStatus,
      education: present(row.partnerEducation),
      occupation: present(row.partnerOccupation),
      location: present(row.partnerLocation),
      church: present(row.partnerChurch),
    },
    is: {
      age: ageFromIsoDate(row.dob, today),
      heightCm: row.heightCm,
      maritalStatus: row.maritalStatus,
      education: joined(row.degree, row.educationStatus),
      occupation: joined(row.occupation, row.designation),
      location: joined(row.city, row.state, row.country),
      church: joined(row.church, row.religion),
    },
    shares: {
      churchId: row.churchId,
      city: present(row.city)?.toLowerCase() ?? null,
      country: present(row.country)?.toLowerCase() ?? null,
      language: row.language,
    },
  };
}

/**
 * D36: members of the gender the viewer is looking for (unless the viewer picked a gender in the
 * filters), who are in turn looking for the viewer's gender. A viewer who has not said sees everyone.
 */
export function audienceConditions(seeker: Seeker | null, filters: { gender?: string }, param: Param): SQL[] {
  if (!seeker?.lookingFor) return [];
  const conditions: SQL[] = [];
  if (!filters.gender) conditions.push(sql`${profiles.gender} = ${param('audienceGender', seeker.lookingFor)}`);
  if (seeker.gender) conditions.push(sql`${profiles.lookingFor} = ${param('audienceSeeks', seeker.gender)}`);
  return conditions;
}

/**
 * The preferences a recommendation must meet (ADR 0030): the age and height ranges and the marriage
 * status. The four texts only rank (a member who meets more of them comes first).
 */
export const FIRM_PREFERENCES: readonly Preference[] = ['age', 'height', 'maritalStatus'];

/** The preferences the seeker stated, in order. */
export function statedPreferences(seeker: Seeker | null): Preference[] {
  if (!seeker) return [];
  const { wants } = seeker;
  const stated: Record<Preference, boolean> = {
    age: wants.ageMin !== null || wants.ageMax !== null,
    height: wants.heightMin !== null || wants.heightMax !== null,
    maritalStatus: wants.maritalStatus !== null,
    education: wants.education !== null,
    occupation: wants.occupation !== null,
    location: wants.location !== null,
    church: wants.church !== null,
  };
  return PREFERENCES.filter((key) => stated[key]);
}

/** YYYY-MM-DD of the day `years` before `today` (UTC). */
export function yearsBefore(today: Date, years: number): string {
  return utcDay(new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())));
}

const lowered = (columns: AnyPgColumn[]) => columns.map((column) => sql`lower(coalesce(${column}::text, ''))`);

/** Any of `texts` contains `wanted`, or (three letters or more) is contained in it. Both lower case. */
function textMeets(texts: SQL[], wanted: SQL): SQL {
  const each = texts.map(
    (text) => sql`(strpos(${text}, ${wanted}) > 0 or (length(${text}) >= 3 and strpos(${wanted}, ${text}) > 0))`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}

const MEMBER_TEXTS = {
  education: () => lowered([profiles.degree, profiles.educationStatus]),
  occupation: () => lowered([profiles.occupation, profiles.designation]),
  location: () => lowered([profiles.city, profiles.state, profiles.country]),
  church: () => lowered([profiles.church, profiles.religion]),
} as const;

/** Whether the member (`profiles` of the query) meets each preference the seeker stated. */
function memberMeets(seeker: Seeker, today: Date, param: Param): { key: Preference; met: SQL }[] {
  const { wants } = seeker;
  const met: { key: Preference; met: SQL }[] = [];
  for (const key of statedPreferences(seeker)) {
    if (key === 'age') {
      const ends = [sql`${profiles.dob} is not null`];
      if (wants.ageMin !== null)
        ends.push(sql`${profiles.dob} <= ${param('fitAgeMin', yearsBefore(today, wants.ageMin))}::date`);
      if (wants.ageMax !== null)
        ends.push(sql`${profiles.dob} > ${param('fitAgeMax', yearsBefore(today, wants.ageMax + 1))}::date`);
      met.push({ key, met: sql`(${sql.join(ends, sql` and `)})` });
    } else if (key === 'height') {
      const ends = [sql`${profiles.heightCm} is not null`];
      if (wants.heightMin !== null)
        ends.push(sql`${profiles.heightCm} >= ${param('fitHeightMin', wants.heightMin)}::int`);
      if (wants.heightMax !== null)
        ends.push(sql`${profiles.heightCm} <= ${param('fitHeightMax', wants.heightMax)}::int`);
      met.push({ key, met: sql`(${sql.join(ends, sql` and `)})` });
    } else if (key === 'maritalStatus') {
      met.push({
        key,
        met: sql`coalesce(${profiles.maritalStatus}::text = ${param('fitMarital', wants.maritalStatus)}::text, false)`,
      });
    } else {
      const wanted = sql`${param(`fit_${key}`, wants[key]?.toLowerCase())}::text`;
      met.push({ key, met: textMeets(MEMBER_TEXTS[key](), wanted) });
    }
  }
  return met;
}

/** For each of the member's own preferences: whether they stated it, and whether the seeker meets it. */
function seekerMeets(seeker: Seeker | null, param: Param): { stated: SQL; met: SQL }[] {
  const is = seeker?.is;
  const value = (name: string, v: unknown, type: 'int' | 'text') =>
    type === 'int' ? sql`${param(name, v ?? null)}::int` : sql`${param(name, v ?? null)}::text`;
  const age = value('meAge', is?.age, 'int');
  const height = value('meHeight', is?.heightCm, 'int');
  const text = (name: string, v: string | null | undefined) => sql`lower(coalesce(${value(name, v, 'text')}, ''))`;
  const wanted = (column: AnyPgColumn) => sql`lower(${column})`;
  const range = (min: AnyPgColumn, max: AnyPgColumn, own: SQL) => ({
    stated: sql`(${min} is not null or ${max} is not null)`,
    met: sql`(${own} is not null and (${min} is null or ${own} >= ${min}) and (${max} is null or ${own} <= ${max}))`,
  });
  const words = (column: AnyPgColumn, own: SQL) => ({
    stated: sql`(${column} is not null and ${column} <> '')`,
    met: textMeets([own], wanted(column)),
  });
  return [
    range(profiles.partnerAgeMin, profiles.partnerAgeMax, age),
    range(profiles.partnerHeightMinCm, profiles.partnerHeightMaxCm, height),
    {
      stated: sql`${profiles.partnerMaritalStatus} is not null`,
      met: sql`${profiles.partnerMaritalStatus}::text = ${value('meMarital', is?.maritalStatus, 'text')}`,
    },
    words(profiles.partnerEducation, text('meEducation', is?.education)),
    words(profiles.partnerOccupation, text('meOccupation', is?.occupation)),
    words(profiles.partnerLocation, text('meLocation', is?.location)),
    words(profiles.partnerChurch, text('meChurch', is?.church)),
  ];
}

const countOf = (conditions: SQL[]) =>
  conditions.length === 0
    ? sql<number>`0`
    : sql<number>`(${sql.join(
        conditions.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
        sql` + `,
      )})`;

/**
 * The fit of the member in `profiles` for the seeker: `meets` of the seeker's stated preferences,
 * and of the member's own, how many they stated (`asks`) and how many the seeker fails (`misses`).
 */
export function fitExpressions(seeker: Seeker | null, today: Date, param: Param) {
  const theirs = seekerMeets(seeker, param);
  const mine = seeker ? memberMeets(seeker, today, param) : [];
  const firm = mine.filter((one) => FIRM_PREFERENCES.includes(one.key)).map((one) => one.met);
  return {
    meets: countOf(mine.map((one) => one.met)),
    /** Whether the member meets the viewer's firm preferences (recommendations require them). */
    meetsFirm: firm.length === 0 ? sql`true` : sql`(${sql.join(firm, sql` and `)})`,
    asks: countOf(theirs.map((one) => one.stated)),
    misses: countOf(theirs.map((one) => sql`${one.stated} and not coalesce(${one.met}, false)`)),
  };
}

/**
 * What the member in `profiles` shares with the seeker (D36, issue 44), as one number whose order is
 * its parts' order: the same church of the directory (`church_id`, 8), then the same city (4), the
 * same country (2), the same language (1); city and country trimmed and compared case-insensitively.
 * It only ranks, after the preference fit: members the preferences do not tell apart.
 */
export function sharedWithSeeker(seeker: Seeker | null, param: Param): SQL<number> {
  const shares = seeker?.shares;
  const same = (member: SQL, name: string, value: string | null | undefined, weight: number) =>
    sql`(case when ${member} = ${param(name, value ?? null)}::text then ${sql.raw(String(weight))} else 0 end)`;
  return sql<number>`(${same(sql`${profiles.churchId}::text`, 'shareChurch', shares?.churchId, 8)} + ${same(
    sql`lower(trim(${profiles.city}))`,
    'shareCity',
    shares?.city,
    4,
  )} + ${same(sql`lower(trim(${profiles.country}))`, 'shareCountry', shares?.country, 2)} + ${same(
    sql`${profiles.language}::text`,
    'shareLanguage',
    shares?.language,
    1,
  )})`;
}

/** The fit expressions as a query's selected fields (FitRow's), numbers. */
export function fitColumns(fit: ReturnType<typeof fitExpressions>) {
  return { meets: fit.meets.mapWith(Number), asks: fit.asks.mapWith(Number), misses: fit.misses.mapWith(Number) };
}

/**
 * The shape of the fit expressions, for a prepared statement's name: which preferences are stated
 * and, for the two ranges, which ends (an age range with only a minimum is other SQL than one with both).
 */
export function fitShape(seeker: Seeker | null) {
  const ends = (min: number | null, max: number | null) => `${min === null ? '' : 'min'}${max === null ? '' : 'max'}`;
  const wants = seeker?.wants;
  const stated = statedPreferences(seeker).map((key) =>
    key === 'age' && wants
      ? `age:${ends(wants.ageMin, wants.ageMax)}`
      : key === 'height' && wants
        ? `height:${ends(wants.heightMin, wants.heightMax)}`
        : key,
  );
  return `prefs=${stated.join('+')}`;
}

export interface FitRow {
  meets: number;
  asks: number;
  misses: number;
}

/** What a card and a profile say (D36): never the member's preferences themselves. */
export function presentFit(row: FitRow, seeker: Seeker | null) {
  return {
    meets: Number(row.meets),
    of: statedPreferences(seeker).length,
    /** Whether the viewer meets every preference the member stated; null when the member stated none. */
    youFit: Number(row.asks) === 0 ? null : Number(row.misses) === 0,
  };
}
