import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { memberCardColumns, type MemberCardRow } from '#server/db/member-columns.ts';
import { viewerRelationColumns, visibleTo } from '#server/db/visibility.ts';
import {
  fitColumns,
  inline,
  placeholder,
  sharedWithSeeker,
  type FitRow,
  type Param,
  type Seeker,
} from '#server/db/fit.ts';
import type { DiscoveryFilters } from '#shared/schemas/discovery.ts';
import {
  CONTAINS_FILTERS,
  literal,
  pageParts,
  pageValues,
  searchKey,
  shapeOf,
  sortsByFit,
  windowValues,
  type Cursor,
} from './discovery-query.repository.ts';

export { sortsByFit, type Cursor };

const { users, profiles, discoveryReveals } = schema;

/**
 * D36, ADR 0030: best fit first is the order within windows of this many members, newest window
 * first: each page ranks at most this many, whatever the community's size (a church of a few
 * hundred members is one window, so the order is exact there).
 */
export const FIT_WINDOW = 500;
export const ABOVE_ANY_FIT = 999;

/**
 * D36, issue 44: best fit first ranks by the preference fit, then, among equal fits, by what the
 * member shares with the viewer (`sharedWithSeeker`, 0–15): one number, fit × 16 + shared.
 */
const FIT_RANK = 16;

/** How long a viewer's ranked window is kept (issue 46): the ranks a page shows may be this old. */
export const WINDOW_TTL_MS = 30_000;
/** How many ranked windows one process keeps (issue 46); the least recently used goes first. */
export const WINDOWS_KEPT = 500;

/** A member of a ranked window: where it ranks, its fit, and its place in the newest-first walk. */
interface WindowEntry extends FitRow {
  id: string;
  createdAt: Date;
  rank: number;
  walk: number;
}

/**
 * Where a page continues in a ranked window: after the cursor's member; if that member has left the
 * window, after the members that rank above it ([rank, created_at] descending, as the window's order).
 */
function placeAfter(window: WindowEntry[], cursor: Cursor | undefined): number {
  if (cursor?.fit === undefined) return 0;
  const found = window.findIndex((entry) => entry.id === cursor.id);
  if (found >= 0) return found + 1;
  const at = Date.parse(cursor.createdAt);
  const next = window.findIndex(
    (entry) =>
      Number(entry.rank) < (cursor.fit ?? 0) || (Number(entry.rank) === cursor.fit && entry.createdAt.getTime() < at),
  );
  return next < 0 ? window.length : next;
}

export interface DiscoveryRow extends MemberCardRow, FitRow {
  id: string;
  createdAt: Date;
  interestSent: boolean;
  shortlisted: boolean;
}

export function createDiscoveryRepository(
  db: Database,
  options: { fitWindow?: number; windowTtlMs?: number; windowsKept?: number } = {},
) {
  const fitWindow = options.fitWindow ?? FIT_WINDOW;
  const windowTtlMs = options.windowTtlMs ?? WINDOW_TTL_MS;
  function pageQuery(
    viewer: string | SQLWrapper,
    filters: DiscoveryFilters,
    seeker: Seeker | null,
    cursor: Cursor | undefined,
    today: Date,
    param: Param,
  ) {
    const { fit, conditions, order } = pageParts(viewer, filters, seeker, cursor, today, param);
    return (
      db
        .select({
          id: users.id,
          createdAt: profiles.memberCreatedAt,
          ...memberCardColumns(),
          ...viewerRelationColumns(viewer),
          ...fitColumns(fit),
        })
        // The walk runs over profiles, where the filters are (ADR 0012): newest member first, or
        // best fit first and then newest (D36).
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(...conditions))
        .orderBy(...order)
    );
  }

  /**
   * D36, ADR 0030: the window of `fitWindow` members that the newest-first walk from `start`'s
   * window makes, ranked by fit (then what they share with the viewer, then newest): ids and ranks
   * only, no card.
   */
  function fitWindowQuery(
    viewer: string | SQLWrapper,
    filters: DiscoveryFilters,
    seeker: Seeker | null,
    start: Cursor | undefined,
    today: Date,
    param: Param,
  ) {
    const { fit, conditions, order } = pageParts(viewer, filters, seeker, start, today, param);
    const window = db
      .select({
        id: profiles.userId,
        createdAt: profiles.memberCreatedAt,
        meets: fit.meets.as('meets'),
        rank: sql<number>`(${fit.meets}) * ${sql.raw(String(FIT_RANK))} + ${sharedWithSeeker(seeker, param)}`.as(
          'rank',
        ),
        asks: fit.asks.as('asks'),
        misses: fit.misses.as('misses'),
        // Where the member comes in the newest-first walk: the last (fitWindow) is where the next window begins.
        walk: sql<number>`row_number() over (order by ${profiles.memberCreatedAt} desc, ${profiles.userId} desc)`.as(
          'walk',
        ),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(literal(fitWindow))
      .as('fit_window');
    return db
      .select({
        id: window.id,
        createdAt: window.createdAt,
        meets: window.meets,
        rank: window.rank,
        asks: window.asks,
        misses: window.misses,
        walk: window.walk,
      })
      .from(window)
      .orderBy(desc(window.rank), desc(window.createdAt), desc(window.id));
  }

  /**
   * Prepared statements by shape (ADR 0012, issue 46): each shape's SQL is built once per process,
   * and PostgreSQL parses a named statement once per connection and, after a few runs, reuses one
   * plan. A shape with a contains filter gets an unnamed statement, planned at each run with its
   * values: a pattern's selectivity decides between walking the order index and the trigram index.
   * Limits are literals in the SQL: with an unknown LIMIT the planner prices the generic plan for
   * 10% of the table, never chooses it and plans every execution afresh (0.66 → 0.38 ms a page).
   */
  const statements = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  function statementFor<T extends { execute(values: Record<string, unknown>): Promise<unknown> }>(
    kind: string,
    filters: DiscoveryFilters,
    shape: string,
    prepare: (name: string) => T,
  ): T {
    // The window's size is in the SQL too (a repository may be made with another, as tests do).
    const key = `${kind};${shape};fitWindow=${fitWindow}`;
    let statement = statements.get(key);
    if (!statement) {
      const planEachRun = CONTAINS_FILTERS.some((key) => filters[key]);
      statement = prepare(planEachRun ? '' : `discovery_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
      statements.set(key, statement);
    }
    return statement as T;
  }
  const viewerPlaceholder = sql.placeholder('viewer');
  /** A search whose window is to be ranked: what `rank` needs to make its statement. */
  interface WindowSearch {
    viewerId: string;
    filters: DiscoveryFilters;
    seeker: Seeker | null;
    start: Cursor | undefined;
    today: Date;
    shape: string;
  }
  async function rank({ viewerId, filters, seeker, start, today, shape }: WindowSearch): Promise<WindowEntry[]> {
    const values = windowValues(viewerId, filters, seeker, start, today);
    const statement = statementFor('fit', filters, shape, (name) =>
      fitWindowQuery(viewerPlaceholder, filters, seeker, start, today, placeholder).prepare(name),
    );
    return (await statement.execute(values)) as WindowEntry[];
  }

  /**
   * D36, issue 46: a ranked window is kept for `windowTtlMs` by the viewer's search (its shape and
   * `searchKey`, what its values are made of: a kept window costs no SQL built), so the pages of
   * one window, and the same first page loaded again, rank it once. Cards are always read fresh,
   * with who the viewer may see now (a block, a deactivation or a moderator's hold shows at once);
   * a window's ranks may be that old. Searches that miss at once wait for one ranking (the cache's
   * `fetch`): 50 requests of one search arriving as its window expired ranked it 50 times.
   * A window pushed out of the cache while it is being ranked still answers the searches waiting
   * for it (`ignoreFetchAbort`): without it the cache rejects them with 'evicted', and a load test
   * answered 500. A stale window refetched keeps its old place, first in line to be pushed out.
   */
  const windows = new LRUCache<string, WindowEntry[], WindowSearch>({
    max: options.windowsKept ?? WINDOWS_KEPT,
    ttl: Math.max(1, windowTtlMs),
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => rank(context),
  });
  async function rankedWindow(
    viewerId: string,
    filters: DiscoveryFilters,
    seeker: Seeker | null,
    start: Cursor | undefined,
    today: Date,
  ): Promise<WindowEntry[]> {
    const shape = `${shapeOf(filters, seeker, undefined)};window=${start?.window ? 'from' : 'first'}`;
    const search = { viewerId, filters, seeker, start, today, shape };
    if (windowTtlMs <= 0) return rank(search);
    const key = `${shape};${searchKey(viewerId, filters, seeker, start?.window, today)}`;
    return (await windows.fetch(key, { context: search })) ?? rank(search);
  }

  /** The cards of `entries` (in their order) that the viewer may see now. */
  const cards = db
    .select({
      id: users.id,
      createdAt: profiles.memberCreatedAt,
      ...memberCardColumns(),
      ...viewerRelationColumns(viewerPlaceholder),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(visibleTo(viewerPlaceholder), sql`${profiles.userId} = any(${sql.placeholder('ids')}::text[])`))
    .prepare('discovery_fit_cards');
  async function cardsOf(viewerId: string, entries: WindowEntry[]): Promise<DiscoveryRow[]> {
    if (entries.length === 0) return [];
    const found = new Map(
      (await cards.execute({ viewer: viewerId, ids: entries.map((entry) => entry.id) })).map((row) => [row.id, row]),
    );
    // The fit goes onto the row the driver made for this request, not into a copy: in a profile,
    // copying the 24 rows (`{ ...card }`) was about 5 % of a best-fit page's main thread (issue 46).
    return entries.flatMap((entry) => {
      const card = found.get(entry.id);
      return card ? [Object.assign(card, { meets: entry.meets, asks: entry.asks, misses: entry.misses })] : [];
    });
  }

  return {
    /**
     * One page of visible members, newest first (or best fit first, D36), keyset-paginated on
     * ([rank,] created_at, id): a page never skips or repeats a member, even while others register.
     */
    async page(
      viewerId: string,
      filters: DiscoveryFilters,
      seeker: Seeker | null,
      cursor: Cursor | undefined,
      limit: number,
      today: Date,
    ): Promise<DiscoveryRow[]> {
      const statement = statementFor('page', filters, `${shapeOf(filters, seeker, cursor)};limit=${limit}`, (name) =>
        pageQuery(viewerPlaceholder, filters, seeker, cursor, today, placeholder).limit(literal(limit)).prepare(name),
      );
      return statement.execute(pageValues(viewerId, filters, seeker, cursor, today));
    },
    /**
     * D41: how many visible members match the search, up to `cap` (the free tier's 'N more members
     * match your search'; the cap bounds the work on a large community).
     */
    async countMatching(viewerId: string, filters: DiscoveryFilters, seeker: Seeker | null, today: Date, cap: number) {
      const { conditions } = pageParts(viewerId, filters, seeker, undefined, today, inline);
      const matching = db
        .select({ id: profiles.userId })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(...conditions))
        .limit(cap)
        .as('matching');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matching);
      return row?.count ?? 0;
    },

    /**
     * D36, ADR 0030: one page best fit first. The newest-first walk from the cursor's window start
     * makes a window of `fitWindow` members; the page is the next `limit` of that window by fit
     * (then what they share with the viewer, then newest). When the window is spent, the next page starts the next window.
     */
    async pageByFit(
      viewerId: string,
      filters: DiscoveryFilters,
      seeker: Seeker | null,
      cursor: Cursor | undefined,
      limit: number,
      today: Date,
    ): Promise<{ rows: DiscoveryRow[]; next: Cursor | null }> {
      let start = cursor;
      for (;;) {
        const window = await rankedWindow(viewerId, filters, seeker, start, today);
        const from = placeAfter(window, start);
        const rows = window.slice(from, from + limit + 1);
        const windowStart = start?.window;
        const last = rows[limit - 1];
        if (rows.length > limit && last)
          return {
            rows: await cardsOf(viewerId, rows.slice(0, limit)),
            next: {
              fit: Number(last.rank),
              createdAt: last.createdAt.toISOString(),
              id: last.id,
              ...(windowStart ? { window: windowStart } : {}),
            },
          };
        // This window is spent: the next begins after its oldest member, if the walk goes on.
        const end = window.find((entry) => Number(entry.walk) === fitWindow);
        if (!end) return { rows: await cardsOf(viewerId, rows), next: null };
        const boundary = { createdAt: end.createdAt.toISOString(), id: end.id };
        const nextWindow: Cursor = { fit: ABOVE_ANY_FIT, ...boundary, window: boundary };
        if (rows.length > 0) return { rows: await cardsOf(viewerId, rows), next: nextWindow };
        start = nextWindow;
      }
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
     * D13: decides, under a lock on the viewer held until the caller's transaction ends, which of
     * `candidates` (in order) come back in full: those revealed earlier today, then new ones while
     * fewer than `quota` were revealed today.
     */
    async reveal(
      tx: Transaction,
      viewerId: string,
      day: string,
      candidates: string[],
      quota: number,
    ): Promise<{ revealed: Set<string>; used: number }> {
      // NO KEY UPDATE: serialises this viewer's reveals without blocking the foreign-key checks
      // (KEY SHARE) of rows that reference the viewer; FOR UPDATE deadlocked two members revealing
      // each other at once (ADR 0019).
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${viewerId} for no key update`);
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
    },
  };
}
