/**
 * D42's session policy, as a session keeps it. A session takes the rules in force when it begins
 * (a change applies from each member's next sign-in, as the System Settings card says): it ends
 * after `idleMinutes` without a request, and at `endsAt` whatever its use. Its `expiresAt` is the
 * one moment both rules give, so the hot path's query (`expires_at > now`) holds them both.
 */

/** The spec's sessions: 30 days from the last use (what sessions begun before D42 keep). */
export const SPEC_IDLE_MINUTES = 43_200;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SessionRules {
  idleMinutes: number;
  /** null: no limit but the idle timeout and signing out. */
  lifetimeDays: number | null;
}

export interface SessionTerms {
  idleMinutes: number | null;
  endsAt: Date | null;
  expiresAt: Date;
}

/** The terms of a session that begins at `now` under `rules`. */
export function termsOfNewSession(rules: SessionRules, now: Date): SessionTerms {
  const endsAt = rules.lifetimeDays === null ? null : new Date(now.getTime() + rules.lifetimeDays * DAY_MS);
  return { idleMinutes: rules.idleMinutes, endsAt, expiresAt: expiryAt(rules.idleMinutes, endsAt, now) };
}

function expiryAt(idleMinutes: number | null, endsAt: Date | null, now: Date): Date {
  const idle = new Date(now.getTime() + (idleMinutes ?? SPEC_IDLE_MINUTES) * MINUTE_MS);
  return endsAt && endsAt < idle ? endsAt : idle;
}

/**
 * The session's new end after a request at `now`, or undefined while moving it is not yet due.
 * The end moves by at least a tenth of the idle timeout (and at most once a day), so an active
 * member's session is written now and then, not on every request; it is never later than `endsAt`.
 */
export function slidExpiry(
  session: Omit<SessionTerms, 'expiresAt'> & { expiresAt: Date },
  now: Date,
): Date | undefined {
  const idleMs = (session.idleMinutes ?? SPEC_IDLE_MINUTES) * MINUTE_MS;
  const step = Math.min(DAY_MS, idleMs / 10);
  const next = expiryAt(session.idleMinutes, session.endsAt, now);
  return next.getTime() - session.expiresAt.getTime() >= step ? next : undefined;
}
