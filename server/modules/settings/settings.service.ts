import type { Maintenance, SystemSettings, SystemSettingsUpdate } from '#shared/schemas/moderation.ts';
import type { MembershipMode, Role } from '#shared/enums.ts';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { AccountsService } from '#server/modules/accounts/accounts.service.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import {
  assertBackupScheduleAllowed,
  assertOpenDuringMaintenance,
  assertPasswordLongEnough,
  assertRegistrationOpen,
} from './settings.policy.ts';
import { createSettingsRepository, SETTINGS_CHANGED_CHANNEL } from './settings.repository.ts';

/**
 * How long this instance trusts what it remembers of maintenance mode: long while the database
 * announces every change to it (a change reaches it at once), one second when nothing is announced.
 */
const MAINTENANCE_TRUST_MS = { listening: 30_000, deaf: 1_000 };

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * How long an instance keeps the membership model it read (D41): every signed-in request asks it,
 * so it is not read from the database each time; a change made on another instance is seen here
 * within this time (a change made here, at once).
 */
export const MEMBERSHIP_MODE_TTL_MS = 2_000;

/**
 * The System Settings that work (D31): the moderation mode and whether registration is open.
 * The super admin changes them (audited); registration asks before creating an account.
 */
export function createSettingsService(deps: {
  db: Database;
  audit: AuditService;
  moderation: Pick<ModerationService, 'modeChanged'>;
  /** D42: a change of data retention's period clears the notices given under the old one. */
  accounts?: Pick<AccountsService, 'clearRetentionNotices'>;
  publish?: Publish;
  listen?: DatabaseHandle['listen'];
  /** Issue 49: whether this server may back its database up on a schedule (the embedded one). */
  scheduledBackups?: boolean;
  clock?: () => number;
}) {
  const repository = createSettingsRepository(deps.db);
  const now = deps.clock ?? Date.now;
  // D41: the membership model, asked by every signed-in request: kept MEMBERSHIP_MODE_TTL_MS here,
  // and forgotten at once on a change announced by any instance.
  let cachedMode: { mode: Promise<MembershipMode>; until: number } | undefined;

  // D42: maintenance mode is asked on every request, so this instance remembers it; every change,
  // on any instance, is announced (NOTIFY) and makes every instance read it again.
  let remembered: { value: Maintenance; at: number } | undefined;
  let epoch = 0;
  let listening = false;
  let unlisten: (() => Promise<void>) | undefined;
  const forget = () => {
    epoch += 1;
    remembered = undefined;
    cachedMode = undefined;
  };

  async function maintenance(): Promise<Maintenance> {
    const trust = listening ? MAINTENANCE_TRUST_MS.listening : MAINTENANCE_TRUST_MS.deaf;
    if (remembered && Date.now() - remembered.at < trust) return remembered.value;
    const started = epoch;
    const { maintenanceOn, maintenanceMessage } = await repository.read();
    const value = { on: maintenanceOn, message: maintenanceMessage };
    // A change announced while reading may not be in what was read: it is not remembered then.
    if (started === epoch) remembered = { value, at: Date.now() };
    return value;
  }

  return {
    /** Starts following every instance's changes (maintenance mode's cache). */
    async start() {
      if (!deps.listen || unlisten) return;
      unlisten = await deps.listen(SETTINGS_CHANGED_CHANNEL, forget, {
        onGap: (value) => {
          listening = value;
          forget();
        },
      });
      listening = true;
      forget();
    },

    async stop() {
      listening = false;
      const stopping = unlisten;
      unlisten = undefined;
      await stopping?.();
    },

    current: () => repository.read(),

    /** D41: the membership model in force, read at most once per MEMBERSHIP_MODE_TTL_MS on this instance. */
    membershipMode(): Promise<MembershipMode> {
      if (cachedMode && cachedMode.until > now()) return cachedMode.mode;
      const mode = repository.read().then((settings) => settings.membershipMode);
      cachedMode = { mode, until: now() + MEMBERSHIP_MODE_TTL_MS };
      // A failed read is not kept: the next request asks again.
      mode.catch(() => (cachedMode = undefined));
      return mode;
    },

    async publicSettings() {
      const { registrationOpen, membershipMode, passwordMinLength } = await repository.read();
      return { registrationOpen, membershipMode, passwordMinLength, maintenance: await maintenance() };
    },

    /** D42: maintenance mode now (on and its message), as this instance remembers it. */
    maintenance,

    /**
     * D42: refuses members and visitors (503) while maintenance mode is on; staff go on. The
     * caller's role is asked only while it is on.
     */
    async assertOpen(roleOf: () => Promise<Role | undefined>) {
      const now = await maintenance();
      if (now.on) assertOpenDuringMaintenance(now, await roleOf());
    },

    /** D42: a new password is refused when shorter than the office's minimum. */
    assertPasswordLongEnough: async (password: string) => assertPasswordLongEnough(await repository.read(), password),

    /** Registration refuses a new account while it is closed. */
    assertRegistrationOpen: async () => assertRegistrationOpen(await repository.read()),

    /** D42: the session policy a session beginning now takes (read at sign-in, which is rare). */
    async sessionRules() {
      const { sessionIdleMinutes, sessionLifetimeDays } = await repository.read();
      return { idleMinutes: sessionIdleMinutes, lifetimeDays: sessionLifetimeDays };
    },

    async update(admin: Member, change: SystemSettingsUpdate, context: AuditContext): Promise<SystemSettings> {
      assertBackupScheduleAllowed(change, deps.scheduledBackups ?? false);
      const { maintenanceChanged, modeChanged } = await deps.db.transaction(async (tx) => {
        const before = await repository.write(tx, change, admin.id);
        const after: SystemSettings = { ...before, ...change };
        // A new mode shows or hides the profiles waiting for review at once.
        if (before.moderationMode !== after.moderationMode) await deps.moderation.modeChanged(tx);
        // D42: off, no deletion stays pending; a new period, each member is told again with its date.
        if (before.retentionMonths !== after.retentionMonths) await deps.accounts?.clearRetentionNotices(tx);
        // The activity log keeps what changed: before → after (D42).
        const changed = (Object.keys(after) as (keyof SystemSettings)[]).filter((key) => before[key] !== after[key]);
        await deps.audit.record(
          {
            ...context,
            actorId: admin.id,
            action: 'admin.settings_changed',
            detail: {
              ...after,
              changes: Object.fromEntries(changed.map((key) => [key, { before: before[key], after: after[key] }])),
            },
          },
          tx,
        );
        await repository.announce(tx);
        return {
          maintenanceChanged: before.maintenanceOn !== after.maintenanceOn,
          modeChanged: before.membershipMode !== after.membershipMode,
        };
      });
      // This instance sees its own change at once; the others when the announcement reaches them.
      forget();
      // D42: every open tab learns that maintenance mode went on or off.
      if (maintenanceChanged) await deps.publish?.({ topic: 'maintenance', everyone: true });
      // D41: every open tab reads the settings, its account and discovery again.
      if (modeChanged) await deps.publish?.({ topic: 'settings', everyone: true });
      return repository.read();
    },
  };
}
