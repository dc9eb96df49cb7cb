import { z } from 'zod';
import type { MembershipMode } from '../enums.ts';

/**
 * D30: the kinds of notification, one row each: its channels' defaults, the page it links to,
 * not its texts: they are in the locales (D37): its title, with the other member's first name
 * or without it, in server/locales/<language>.json; its label in Settings in
 * web/locales/<language>/on-demand/notifications.json. A new kind (a moderation decision, an
 * endorsement) is one row here, its texts, and one call of `notifications.notify` where it happens.
 */
export const NOTIFICATION_KINDS = {
  interest_received: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/my-interests',
  },
  interest_accepted: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/my-interests',
  },
  message: {
    defaults: { inApp: true, email: true, push: true },
    path: (subjectId: string | null) => (subjectId ? `/messages/${subjectId}` : '/messages'),
  },
  account_changed: {
    defaults: { inApp: true, email: true, push: false },
    path: () => '/my-profile',
  },
  moderation: {
    defaults: { inApp: true, email: true, push: false },
    path: () => '/my-profile',
  },
  // D41: the church office's answer to a Premium request, and a granted term's end coming (its
  // subject is the end's date, which the title names).
  premium_granted: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/premium-upgrade',
  },
  premium_declined: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/premium-upgrade',
  },
  premium_ending: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/premium-upgrade',
  },
  // D44: the church office's answer to a member's pastor proposal (the endorsement card on My Profile).
  pastor_added: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/my-profile',
  },
  pastor_declined: {
    defaults: { inApp: true, email: true, push: true },
    path: () => '/my-profile',
  },
  // D47: a call that rang out, or that the caller hung up before an answer (its subject is the
  // conversation). Its push channel also rings the member's devices while a call comes in
  // (server/modules/calls/call-ring-push.ts).
  missed_call: {
    defaults: { inApp: true, email: false, push: true },
    path: (subjectId: string | null) => (subjectId ? `/messages/${subjectId}` : '/messages'),
  },
  // D45: what the member's relatives do (Settings → Family shows the links and the whole log).
  family_linked: {
    defaults: { inApp: true, email: true, push: false },
    path: () => '/settings',
  },
  family_left: {
    defaults: { inApp: true, email: true, push: false },
    path: () => '/settings',
  },
  family_profile_edited: {
    defaults: { inApp: true, email: true, push: false },
    path: () => '/my-profile',
  },
  // D45: a relative suggested a member ('Suggested by your family' on the dashboard).
  family_suggestion: {
    defaults: { inApp: true, email: true, push: false },
    path: () => '/dashboard',
  },
} as const satisfies Record<string, NotificationKindRow>;

interface NotificationKindRow {
  defaults: NotificationChannels;
  path(subjectId: string | null): string;
}

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** D41: the kinds of the church office's Premium grants, which happen only in the 'granted' mode. */
const PREMIUM_GRANT_KINDS: readonly NotificationKind[] = ['premium_granted', 'premium_declined', 'premium_ending'];

/**
 * The kinds a member chooses channels for in Settings under the church's membership model: the
 * Premium grants' only where the office grants Premium (and not before the model is known). The
 * others keep their choices as they are.
 */
export const notificationKindsToChoose = (mode: MembershipMode | undefined): NotificationKind[] =>
  NOTIFICATION_KIND_NAMES.filter((kind) => mode === 'granted' || !PREMIUM_GRANT_KINDS.includes(kind));
export const NOTIFICATION_CHANNEL_NAMES = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNEL_NAMES)[number];
export type NotificationChannels = Record<NotificationChannel, boolean>;

/** Notifications are kept 90 days (D30). */
export const NOTIFICATION_RETENTION_DAYS = 90;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationMessages = {
  notFound: 'This notification was not found.',
  settingsSaved: 'Notification settings saved.',
  unsubscribed: 'You will no longer receive these emails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. You can change your emails in Settings.',
} as const;

const channelsSchema = z.strictObject({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KIND_NAMES as [NotificationKind, ...NotificationKind[]]),
  title: z.string(),
  /** The page it is about, in the web app. */
  path: z.string(),
  /** Events it stands for (several messages of one conversation). */
  count: z.number().int(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z
  .object({ notifications: z.array(notificationSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationsUnreadSchema = z.object({ unread: z.number().int() }).meta({ id: 'NotificationsUnread' });

const kindsShape = Object.fromEntries(NOTIFICATION_KIND_NAMES.map((kind) => [kind, channelsSchema])) as Record<
  NotificationKind,
  typeof channelsSchema
>;

/**
 * The Notifications section of Settings. The spec's flags: `emailNotifications` and
 * `pushNotifications` switch a channel off for every kind; `marketingEmails` stays the spec's
 * flag (the product sends no marketing).
 */
export const notificationSettingsSchema = z
  .strictObject({
    kinds: z.strictObject(kindsShape),
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    marketingEmails: z.boolean(),
    emailDigest: z.boolean(),
    pushPreviews: z.boolean(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PUT /api/notifications/settings: the same, but a kind the body leaves out keeps the member's
 * choice, so that a client written before a kind existed (the 'moderation' kind of D31) still saves.
 */
export const notificationSettingsSaveSchema = notificationSettingsSchema
  .extend({ kinds: z.strictObject(kindsShape).partial() })
  .meta({ id: 'NotificationSettingsSave' });
export type NotificationSettingsSave = z.infer<typeof notificationSettingsSaveSchema>;

/** The query of the unsubscribe link (no schema id: a query's schema is inlined in the OpenAPI document). */
export const unsubscribeSchema = z.strictObject({ token: z.string().min(1).max(512) });
/** What the admin's Manage modal shows of a member's choices (read-only: the member's own to make). */
export const notificationChoicesSchema = notificationSettingsSchema
  .pick({ kinds: true, emailDigest: true, pushPreviews: true })
  .meta({ id: 'NotificationChoices' });
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

/** The choices of a member who never changed them: the kinds table's defaults, single emails, no names in pushes. */
export const defaultNotificationChoices = (): NotificationChoices => ({
  kinds: Object.fromEntries(
    NOTIFICATION_KIND_NAMES.map((kind) => [kind, { ...NOTIFICATION_KINDS[kind].defaults }]),
  ) as NotificationChoices['kinds'],
  emailDigest: false,
  pushPreviews: false,
});

export const unsubscribeResultSchema = z
  .object({ message: z.string(), kind: z.string() })
  .meta({ id: 'UnsubscribeResult' });
