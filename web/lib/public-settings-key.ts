/**
 * The query key of the public settings (GET /api/settings, public-settings.ts), apart so that the
 * landing page's maintenance notice (ADR 0013: no zod there) shares it without the schema. The live
 * 'settings' and 'maintenance' events refetch everything under it (live-updates.ts).
 */
export const publicSettingsQueryKey = ['settings', 'public'] as const;
