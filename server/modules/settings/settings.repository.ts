import { eq, sql } from 'drizzle-orm';
import type { SystemSettings, SystemSettingsUpdate } from '#shared/schemas/moderation.ts';
import type { Executor } from '#server/db/database.ts';
import { schema } from '#server/db/schema.ts';

const { appSettings } = schema;

/** The NOTIFY channel on which every instance learns that the System Settings changed (D42's maintenance cache). */
export const SETTINGS_CHANGED_CHANNEL = 'dm_settings_changed';

/** What a database without the row means: a new community (D31's defaults). */
export const DEFAULT_SETTINGS: SystemSettings = {
  moderationMode: 'after',
  registrationOpen: true,
  membershipMode: 'free_and_premium',
  maintenanceOn: false,
  maintenanceMessage: '',
  passwordMinLength: 6,
  sessionIdleMinutes: 43_200,
  sessionLifetimeDays: null,
  retentionMonths: null,
  backupSchedule: 'off',
  backupKeep: 7,
};

export function createSettingsRepository(db: Executor) {
  return {
    async read(executor: Executor = db): Promise<SystemSettings> {
      const [row] = await executor
        .select({
          moderationMode: appSettings.moderationMode,
          registrationOpen: appSettings.registrationOpen,
          membershipMode: appSettings.membershipMode,
          maintenanceOn: appSettings.maintenanceOn,
          maintenanceMessage: appSettings.maintenanceMessage,
          passwordMinLength: appSettings.passwordMinLength,
          sessionIdleMinutes: appSettings.sessionIdleMinutes,
          sessionLifetimeDays: appSettings.sessionLifetimeDays,
          retentionMonths: appSettings.retentionMonths,
          backupSchedule: appSettings.backupSchedule,
          backupKeep: appSettings.backupKeep,
        })
        .from(appSettings)
        .where(eq(appSettings.id, 1));
      // The columns' checks hold the policies to their choices (D42).
      return row ? (row as SystemSettings) : DEFAULT_SETTINGS;
    },

    /**
     * The one row, written whole (created the first time) from what it was and the change, returning
     * what it was before.
     */
    async write(executor: Executor, change: SystemSettingsUpdate, adminId: string): Promise<SystemSettings> {
      const before = await this.read(executor);
      const settings: SystemSettings = { ...before, ...change };
      await executor
        .insert(appSettings)
        .values({ id: 1, ...settings, updatedById: adminId })
        .onConflictDoUpdate({
          target: appSettings.id,
          set: { ...settings, updatedById: adminId, updatedAt: new Date() },
        });
      return before;
    },

    /** Tells every instance the settings changed (sent when the surrounding transaction commits). */
    async announce(executor: Executor) {
      await executor.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, '1')`);
    },
  };
}
