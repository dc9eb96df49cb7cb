import { describe, expect, it } from 'vitest';
import { slidExpiry, SPEC_IDLE_MINUTES, termsOfNewSession } from './session-policy.ts';

const NOW = new Date('2026-12-02T10:00:00.000Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('the session policy (D42)', () => {
  it('gives a new session the spec’s 30 days from its last use when the office set nothing shorter', () => {
    expect(termsOfNewSession({ idleMinutes: SPEC_IDLE_MINUTES, lifetimeDays: null }, NOW)).toEqual({
      idleMinutes: SPEC_IDLE_MINUTES,
      endsAt: null,
      expiresAt: minutes(SPEC_IDLE_MINUTES),
    });
  });

  it('ends a new session at the idle timeout, and never after its lifetime', () => {
    expect(termsOfNewSession({ idleMinutes: 30, lifetimeDays: 1 }, NOW)).toEqual({
      idleMinutes: 30,
      endsAt: minutes(24 * 60),
      expiresAt: minutes(30),
    });
    // A lifetime shorter than the idle timeout is the end.
    expect(termsOfNewSession({ idleMinutes: SPEC_IDLE_MINUTES, lifetimeDays: 7 }, NOW).expiresAt).toEqual(
      minutes(7 * 24 * 60),
    );
  });

  it('moves the end of a used session by its idle timeout once a tenth of it has gone, never past its lifetime', () => {
    const session = { idleMinutes: 30, endsAt: null, expiresAt: minutes(28) };
    expect(slidExpiry(session, NOW)).toBeUndefined();
    expect(slidExpiry({ ...session, expiresAt: minutes(27) }, NOW)).toEqual(minutes(30));
    expect(slidExpiry({ ...session, expiresAt: minutes(5), endsAt: minutes(10) }, NOW)).toEqual(minutes(10));
    expect(slidExpiry({ ...session, expiresAt: minutes(10), endsAt: minutes(10) }, NOW)).toBeUndefined();
  });

  it('moves the end of a session begun before the policy (no idle timeout of its own) once a day, by 30 days', () => {
    const session = { idleMinutes: null, endsAt: null, expiresAt: minutes(SPEC_IDLE_MINUTES - 23 * 60) };
    expect(slidExpiry(session, NOW)).toBeUndefined();
    expect(slidExpiry({ ...session, expiresAt: minutes(SPEC_IDLE_MINUTES - 24 * 60) }, NOW)).toEqual(
      minutes(SPEC_IDLE_MINUTES),
    );
  });
});
