import { aliasedTable, and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database.ts';
import { audienceConditions, fitColumns, fitExpressions, inline, type Seeker } from '#server/db/fit.ts';
import { memberCardColumns } from '#server/db/member-columns.ts';
import { schema } from '#server/db/schema.ts';
import { viewerRelationColumns, visibleTo } from '#server/db/visibility.ts';

const { familyLinks, familySuggestions, profiles, users } = schema;
const relative = aliasedTable(users, 'suggesting_relative');

/** A name's part, case-insensitive, its LIKE wildcards taken literally. */
const likePattern = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many open suggestions the dashboard reads at most (grouped by suggested member afterwards). */
const OPEN_READ_MAX = 60;

/**
 * D45's suggestions: members a linked relative suggested to the member. Every read of a suggested
 * member goes through the one visibility filter as the member (`visibleTo(memberId)`), at read time.
 */
export function createSuggestionsRepository(db: Database) {
  /** Who suggested: the relative's first name and the link's relation. */
  const suggestedByColumns = { firstName: relative.firstName, relation: familyLinks.relation };
  // Every discovery page asks this for its cards: a named prepared statement, its ids one array
  // parameter, so it is built once per process and planned once per connection (issue 46).
  const suggestersStatement = db
    .select({ suggestedId: familySuggestions.suggestedId, ...suggestedByColumns })
    .from(familySuggestions)
    .innerJoin(familyLinks, eq(familyLinks.id, familySuggestions.linkId))
    .innerJoin(relative, eq(relative.id, familyLinks.relativeId))
    .where(
      and(
        eq(familySuggestions.memberId, sql.placeholder('viewer')),
        sql`${familySuggestions.suggestedId} = any(${sql.placeholder('ids')}::text[])`,
        isNull(familySuggestions.dismissedAt),
      ),
    )
    .orderBy(asc(familySuggestions.createdAt), asc(familySuggestions.id))
    .prepare('family_suggesters_of');

  return {
    /**
     * Members the member could see (D11, D12, D31) and would be shown in discovery (D36's audience:
     * the gender they look for, looking for theirs), whose first, last or full name holds `q`.
     */
    async search(memberId: string, seeker: Seeker | null, q: string, limit: number) {
      const pattern = likePattern(q);
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          dob: profiles.dob,
          city: profiles.city,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            visibleTo(memberId),
            ...audienceConditions(seeker, {}, inline),
            sql`(lower(${users.firstName}) like ${pattern} or lower(${users.lastName}) like ${pattern}
              or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern})`,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(limit);
    },

    /** The member `suggestedId` as the member sees them (their first name), or undefined when hidden. */
    async visibleMember(memberId: string, suggestedId: string, seeker: Seeker | null) {
      const [row] = await db
        .select({ firstName: users.firstName })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, suggestedId), visibleTo(memberId), ...audienceConditions(seeker, {}, inline)));
      return row;
    },

    /** The suggestions a link made since `since` (the daily limit). */
    async countSince(tx: Executor, linkId: string, since: Date) {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(familySuggestions)
        .where(and(eq(familySuggestions.linkId, linkId), gte(familySuggestions.createdAt, since)));
      return row?.count ?? 0;
    },

    /** One suggestion per link and member: the unique index refuses a second (a unique violation). */
    async insert(tx: Executor, values: { linkId: string; memberId: string; suggestedId: string; at: Date }) {
      const { at, ...rest } = values;
      const [row] = await tx
        .insert(familySuggestions)
        .values({ ...rest, createdAt: at })
        .returning({ id: familySuggestions.id });
      return row!.id;
    },

    /** What a link suggested, newest first, while the member still sees the suggested member. */
    async sentBy(linkId: string, memberId: string) {
      return db
        .select({
          id: familySuggestions.id,
          firstName: users.firstName,
          lastName: users.lastName,
          dob: profiles.dob,
          city: profiles.city,
          at: familySuggestions.createdAt,
        })
        .from(familySuggestions)
        .innerJoin(users, eq(users.id, familySuggestions.suggestedId))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(familySuggestions.linkId, linkId), visibleTo(memberId)))
        .orderBy(desc(familySuggestions.createdAt), desc(familySuggestions.id));
    },

    /**
     * The member's open suggestions (not dismissed), newest first, whose member they can still see,
     * as discovery's rows (the card, the viewer's relation, the fit) with who suggested them.
     */
    async openFor(memberId: string, seeker: Seeker | null, today: Date) {
      const fit = fitExpressions(seeker, today, inline);
      return db
        .select({
          suggestionId: familySuggestions.id,
          at: familySuggestions.createdAt,
          suggestedBy: suggestedByColumns,
          id: users.id,
          createdAt: profiles.memberCreatedAt,
          ...memberCardColumns(),
          ...viewerRelationColumns(memberId),
          ...fitColumns(fit),
        })
        .from(familySuggestions)
        .innerJoin(familyLinks, eq(familyLinks.id, familySuggestions.linkId))
        .innerJoin(relative, eq(relative.id, familyLinks.relativeId))
        .innerJoin(users, eq(users.id, familySuggestions.suggestedId))
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(eq(familySuggestions.memberId, memberId), isNull(familySuggestions.dismissedAt), visibleTo(memberId)),
        )
        .orderBy(desc(familySuggestions.createdAt), desc(familySuggestions.id))
        .limit(OPEN_READ_MAX);
    },

    /** Who suggested each of `suggestedIds` to the viewer (open suggestions only): one query for a page. */
    async suggestersOf(viewerId: string, suggestedIds: string[]) {
      if (suggestedIds.length === 0) return [];
      return suggestersStatement.execute({ viewer: viewerId, ids: suggestedIds });
    },

    /**
     * The member dismisses a suggested member: every open suggestion of them to this member (one
     * per relative) at once. False when the suggestion is not the member's.
     */
    async dismiss(memberId: string, id: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ suggestedId: familySuggestions.suggestedId })
          .from(familySuggestions)
          .where(and(eq(familySuggestions.id, id), eq(familySuggestions.memberId, memberId)));
        if (!row) return false;
        await tx
          .update(familySuggestions)
          .set({ dismissedAt: now })
          .where(
            and(
              eq(familySuggestions.memberId, memberId),
              eq(familySuggestions.suggestedId, row.suggestedId),
              isNull(familySuggestions.dismissedAt),
            ),
          );
        return true;
      });
    },

    /** D34: every suggestion made to the member (dismissed ones too), for their data export. */
    async allOf(memberId: string) {
      return db
        .select({
          suggestedBy: suggestedByColumns,
          firstName: users.firstName,
          lastName: users.lastName,
          at: familySuggestions.createdAt,
          dismissedAt: familySuggestions.dismissedAt,
        })
        .from(familySuggestions)
        .innerJoin(familyLinks, eq(familyLinks.id, familySuggestions.linkId))
        .innerJoin(relative, eq(relative.id, familyLinks.relativeId))
        .innerJoin(users, eq(users.id, familySuggestions.suggestedId))
        .where(eq(familySuggestions.memberId, memberId))
        .orderBy(desc(familySuggestions.createdAt), desc(familySuggestions.id));
    },
  };
}
