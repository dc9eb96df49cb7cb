import type { MembershipMode } from '#shared/enums.ts';
import type { SystemSettings, SystemSettingsUpdate } from '#shared/schemas/moderation.ts';
import type { Database } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import { assertRegistrationOpen } from './settings.policy.ts';
import { createSettingsRepository } from './settings.repository.ts';

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
  publish: Publish;
  clock?: () => number;
}) {
  const repository = createSettingsRepository(deps.db);
  const now = deps.clock ?? Date.now;
  let cachedMode: { mode: Promise<MembershipMode>; until: number } | undefined;

  return {
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
      const { registrationOpen, membershipMode } = await repository.read();
      return { registrationOpen, membershipMode };
    },

    /** Registration refuses a new account while it is closed. */
    assertRegistrationOpen: async () => assertRegistrationOpen(await repository.read()),

    async update(admin: Member, change: SystemSettingsUpdate, context: AuditContext): Promise<SystemSettings> {
      const modeChanged = await deps.db.transaction(async (tx) => {
        const before = await repository.write(tx, change, admin.id);
        const after: SystemSettings = { ...before, ...change };
        // A new mode shows or hides the profiles waiting for review at once.
        if (before.moderationMode !== after.moderationMode) await deps.moderation.modeChanged(tx);
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
        return before.membershipMode !== after.membershipMode;
      });
      if (modeChanged) {
        cachedMode = undefined;
        // D41: every open tab reads the settings, its account and discovery again.
        await deps.publish({ topic: 'settings', everyone: true });
      }
      return repository.read();
    },
  };
}
