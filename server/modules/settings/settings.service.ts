import type { SystemSettings, SystemSettingsUpdate } from '#shared/schemas/moderation.ts';
import type { Database } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditContext, AuditService } from '#server/modules/audit/audit.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import { assertPasswordLongEnough, assertRegistrationOpen } from './settings.policy.ts';
import { createSettingsRepository } from './settings.repository.ts';

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The System Settings that work (D31): the moderation mode and whether registration is open.
 * The super admin changes them (audited); registration asks before creating an account.
 */
export function createSettingsService(deps: {
  db: Database;
  audit: AuditService;
  moderation: Pick<ModerationService, 'modeChanged'>;
}) {
  const repository = createSettingsRepository(deps.db);
  return {
    current: () => repository.read(),

    async publicSettings() {
      const { registrationOpen, membershipMode, passwordMinLength } = await repository.read();
      return { registrationOpen, membershipMode, passwordMinLength };
    },

    /** D42: a new password is refused when shorter than the office's minimum. */
    assertPasswordLongEnough: async (password: string) => assertPasswordLongEnough(await repository.read(), password),

    /** Registration refuses a new account while it is closed. */
    assertRegistrationOpen: async () => assertRegistrationOpen(await repository.read()),

    async update(admin: Member, change: SystemSettingsUpdate, context: AuditContext): Promise<SystemSettings> {
      await deps.db.transaction(async (tx) => {
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
      });
      return repository.read();
    },
  };
}
