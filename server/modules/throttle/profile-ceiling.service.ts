import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { utcDay } from '#shared/days.ts';
import { TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { AuditService } from '#server/modules/audit/audit.service.ts';
import { THROTTLE_RULES } from './throttle.rules.ts';
import type { ThrottleService } from './throttle.service.ts';

export type ProfileCeiling = ReturnType<typeof createProfileCeiling>;

/**
 * The daily ceiling on profiles one account pulls (security-bar.md 11.1.4, issue 25): every
 * profile the server returns with its data counts — a discovery card shown in full, a profile page —
 * and a redacted card does not. One counter per account and UTC day in the database
 * (`THROTTLE_RULES.profilesPerDay`), shared by every instance and by every route that returns
 * profiles (recommendations will count here too). A request is served while the account is below
 * the ceiling, so one page may pass it by at most its size; the next is refused with 429. The call
 * that reaches it records `member.profile_ceiling_reached` (D21), which the admin reads in the
 * Manage modal's Activity Log.
 */
export function createProfileCeiling(deps: { throttle: ThrottleService; audit: AuditService }) {
  const rule = THROTTLE_RULES.profilesPerDay;
  const refuse = () => new TooManyRequestsError(discoveryMessages.tooManyProfiles, 'PROFILE_CEILING');
  return {
    /** Refuses before any work once the account has reached today's ceiling. */
    async assertOpen(member: Member) {
      if (await deps.throttle.isExhausted(rule, member.id)) throw refuse();
    },
    /** Counts `profiles` returned to the account; refuses (counting nothing) once it has reached the ceiling. */
    async count(member: Member, profiles: number) {
      if (profiles <= 0) return;
      const { allowed, reached } = await deps.throttle.consumeMany(rule, member.id, profiles);
      if (reached)
        await deps.audit.record({
          action: 'member.profile_ceiling_reached',
          actorId: member.id,
          subjectUserId: member.id,
          detail: { day: utcDay(new Date()) },
        });
      if (!allowed) throw refuse();
    },
  };
}
