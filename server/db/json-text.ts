import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A row as a JSON array built as text (ADR 0039), for the pages read most (conversation-pages
 * .repository.ts): `'[' || v1 || ',' || v2 … || ']'`, each value already JSON text (`json.*`).
 * json_build_array looks up the type of every value of every row; on a page of 50 messages that
 * was a quarter of the statement's time in the database.
 */
export const jsonArray = (...values: SQL[]): SQL => sql`('[' || ${sql.join(values, sql` || ',' || `)} || ']')`;

/** A value as JSON text, null as `null`. */
export const json = {
  /** A string (text, uuid): quoted and escaped by to_json. */
  string: (value: SQLWrapper) => sql`coalesce(to_json(${value})::text, 'null')`,
  number: (value: SQLWrapper) => sql`coalesce((${value})::text, 'null')`,
  boolean: (value: SQLWrapper) => sql`(case when ${value} then 'true' when not ${value} then 'false' else 'null' end)`,
  /**
   * A timestamptz as its UTC timestamp's text, "2026-11-27 21:58:44.3354" (ISO DateStyle, which the
   * driver's own dates need too: trailing zeros dropped, no fraction at a whole second), quoted.
   * `isoText` turns it into the API's form.
   */
  time: (value: SQLWrapper) => sql`coalesce('"' || ((${value}) at time zone 'UTC')::text || '"', 'null')`,
};

/**
 * A time written by `json.time` as the API writes times: ISO 8601 in UTC to the millisecond (`3`;
 * truncated, as the driver's dates are), or to the microsecond as stored (`6`), for a page link
 * that stops between two rows of one millisecond.
 */
export function isoText(text: string, digits: 3 | 6): string {
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${text.slice(20, 20 + digits).padEnd(digits, '0')}Z`;
}
