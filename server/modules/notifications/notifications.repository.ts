import type { Language } from '#shared/enums.ts';
import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database, type Transaction } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';
import { reachesOthers } from '#server/db/visibility.ts';
import type { NotificationChannels, NotificationKind } from '#shared/schemas/notifications.ts';

const { blocks, notificationSettings, notifications, profiles, unreadCounts, users } = schema;

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  subjectId: string | null;
  count: number;
  createdAt: Date;
  readAt: Date | null;
  actorFirstName: string | null;
}

/** Everything delivery needs to know of a recipient, read in one query. */
export interface Recipient {
  id: string;
  email: string;
  accountStatus: string;
  emailNotifications: boolean;
  pushNotifications: boolean;
  marketingEmails: boolean;
  channels: Partial<Record<NotificationKind, NotificationChannels>>;
  emailDigest: boolean;
  pushPreviews: boolean;
  lastDigestAt: Date | null;
  timezone: string | null;
  /** D37: the language of their emails and push notifications. */
  language: Language;
}

/** Neither member blocked the other (D11): a notification between them is neither made nor shown. */
const notBlockedWithActor = sql`not exists (
  select 1 from ${blocks}
  where (${blocks.blockerId} = ${notifications.memberId} and ${blocks.blockedId} = ${notifications.actorId})
     or (${blocks.blockerId} = ${notifications.actorId} and ${blocks.blockedId} = ${notifications.memberId}))`;

/** A notification as the list, the presenter and delivery read it (with the actor's first name). */
const rowFields = {
  id: notifications.id,
  kind: notifications.kind,
  subjectId: notifications.subjectId,
  count: notifications.count,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorFirstName: users.firstName,
};

export function createNotificationsRepository(db: Database) {
  const listed = (memberId: string): SQL =>
    and(eq(notifications.memberId, memberId), eq(notifications.inApp, true), notBlockedWithActor)!;

  return {
    /** `q`: the caller's transaction, when the notification is recorded inside one. */
    async recipient(memberId: string, q: Database | Transaction = db): Promise<Recipient | undefined> {
      const [row] = await q
        .select({
          id: users.id,
          email: users.email,
          accountStatus: users.accountStatus,
          emailNotifications: sql<boolean>`coalesce(${profiles.emailNotifications}, true)`,
          pushNotifications: sql<boolean>`coalesce(${profiles.pushNotifications}, true)`,
          marketingEmails: sql<boolean>`coalesce(${profiles.marketingEmails}, false)`,
          channels: sql<Recipient['channels']>`coalesce(${notificationSettings.channels}, '{}'::jsonb)`,
          emailDigest: sql<boolean>`coalesce(${notificationSettings.emailDigest}, false)`,
          pushPreviews: sql<boolean>`coalesce(${notificationSettings.pushPreviews}, false)`,
          lastDigestAt: notificationSettings.lastDigestAt,
          timezone: profiles.timezone,
          language: sql<Language>`coalesce(${profiles.language}, 'en')`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(notificationSettings, eq(notificationSettings.memberId, users.id))
        .where(eq(users.id, memberId));
      return row;
    },

    /** D31, issue 43: whether what `actorId` does reaches others (not on hold, not deactivated). */
    async reachesOthers(actorId: string, q: Database | Transaction = db): Promise<boolean> {
      const [row] = await q.select({ reaches: reachesOthers(actorId) }).from(sql`(select 1) as one`);
      return row?.reaches === true;
    },

    async blockedBetween(a: string, b: string, q: Database | Transaction = db): Promise<boolean> {
      const rows = await q
        .select({ one: sql`1` })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Adds the notification, or for a message of a conversation whose notification is still
     * unread, counts it on that row. `created`: a new row (only a new row is emailed); `count`:
     * the events the row now stands for.
     */
    async add(
      tx: Database | Transaction,
      row: {
        memberId: string;
        kind: NotificationKind;
        actorId: string | null;
        subjectId: string | null;
        inApp: boolean;
      },
    ): Promise<{ id: string; created: boolean; count: number }> {
      const [added] = await selectRows<{ id: string; created: boolean; count: number }>(
        tx as Database,
        sql`insert into notifications (member_id, kind, actor_id, subject_id, in_app)
            values (${row.memberId}, ${row.kind}, ${row.actorId}, ${row.subjectId}, ${row.inApp})
            on conflict (member_id, kind, subject_id) where read_at is null and kind = 'message'
            do update set count = notifications.count + 1, created_at = now(), in_app = excluded.in_app
            returning id, count, (xmax = 0) as created`,
      );
      return added!;
    },

    /** The bell's list: newest first, keyset pages. */
    async page(memberId: string, before: { createdAt: Date; id: string } | undefined, limit: number) {
      return db
        .select(rowFields)
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(
          and(
            listed(memberId),
            before
              ? or(
                  lt(notifications.createdAt, before.createdAt),
                  and(eq(notifications.createdAt, before.createdAt), lt(notifications.id, before.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit) as Promise<NotificationRow[]>;
    },

    /**
     * The bell's unread notifications, as listed (in the product, not blocked either way): one
     * row, kept by the database's triggers (migration 0028, ADR 0049) — the count of `listed`'s
     * unread rows, never recounted here.
     */
    async unreadCount(memberId: string): Promise<number> {
      const [row] = await db
        .select({ notifications: unreadCounts.notifications })
        .from(unreadCounts)
        .where(eq(unreadCounts.memberId, memberId));
      return row?.notifications ?? 0;
    },

    /** One notification, only the member's own and as listed; undefined otherwise. */
    async find(memberId: string, id: string): Promise<NotificationRow | undefined> {
      const [row] = await db
        .select(rowFields)
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(and(eq(notifications.id, id), listed(memberId)));
      return row as NotificationRow | undefined;
    },

    async markRead(memberId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(memberId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** The member read the conversation: its message notification is read too. */
    async markSubjectRead(memberId: string, kind: NotificationKind, subjectId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.memberId, memberId),
            eq(notifications.kind, kind),
            eq(notifications.subjectId, subjectId),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** A delivery job's view of its notification (undefined: gone, or no longer to be sent). */
    async forDelivery(
      id: string,
    ): Promise<(NotificationRow & { memberId: string; actorId: string | null }) | undefined> {
      const [row] = await db
        .select({ ...rowFields, memberId: notifications.memberId, actorId: notifications.actorId })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(and(eq(notifications.id, id), notBlockedWithActor));
      return row as (NotificationRow & { memberId: string; actorId: string | null }) | undefined;
    },

    /** The digest: unread notifications since the last digest, of kinds whose email is on. */
    async unreadSince(memberId: string, since: Date | null, kinds: NotificationKind[]): Promise<NotificationRow[]> {
      if (kinds.length === 0) return [];
      return db
        .select(rowFields)
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(
          and(
            eq(notifications.memberId, memberId),
            isNull(notifications.readAt),
            notBlockedWithActor,
            sql`${notifications.kind} in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})`,
            since ? sql`${notifications.createdAt} > ${since.toISOString()}::timestamptz` : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt))
        .limit(50) as Promise<NotificationRow[]>;
    },

    async saveSettings(
      memberId: string,
      settings: {
        channels: Partial<Record<NotificationKind, NotificationChannels>>;
        emailDigest: boolean;
        pushPreviews: boolean;
      },
    ) {
      await db
        .insert(notificationSettings)
        .values({ memberId, ...settings })
        .onConflictDoUpdate({ target: notificationSettings.memberId, set: settings });
    },

    async saveFlags(
      memberId: string,
      flags: { emailNotifications: boolean; pushNotifications: boolean; marketingEmails: boolean },
    ) {
      await db.update(profiles).set(flags).where(eq(profiles.userId, memberId));
    },

    async setDigestSent(memberId: string, at: Date) {
      await db
        .insert(notificationSettings)
        .values({ memberId, lastDigestAt: at })
        .onConflictDoUpdate({ target: notificationSettings.memberId, set: { lastDigestAt: at } });
    },

    /** D30: kept 90 days. */
    async purgeOlderThan(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(notifications)
        .where(lt(notifications.createdAt, cutoff))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
