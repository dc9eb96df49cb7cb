import { createHash } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { createThrottleRepository } from './throttle.repository.ts';
import { THROTTLE_RULES, type ThrottleRule } from './throttle.rules.ts';

/**
 * Counters are kept two of the longest windows: a sliding window reads the previous one, and a
 * daily count must outlive a quiet afternoon (a shorter purge would reset it).
 */
const KEEP_MS = 2 * Math.max(...Object.values(THROTTLE_RULES).map((rule: ThrottleRule) => rule.windowMs));

export type ThrottleService = ReturnType<typeof createThrottleService>;

/**
 * Sliding-window counters: the count of the current fixed window plus the previous window's count
 * weighted by how much of it still overlaps the last `windowMs` — so a burst across a window
 * boundary is still seen whole. Subjects are hashed, so no email or IP is stored in clear.
 * `scale` multiplies every limit (RATE_LIMIT_SCALE; 1 in production).
 */
export function createThrottleService(deps: { db: Database; scale?: number; clock?: () => number }) {
  const { scale = 1, clock = Date.now } = deps;
  const repository = createThrottleRepository(deps.db);
  const keyFor = (rule: ThrottleRule, subject: string, window: number) =>
    `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 24)}:${window}`;
  const limitOf = (rule: ThrottleRule) => Math.max(1, Math.round(rule.limit * scale));
  let lastPurge = 0;

  async function purge(now: number) {
    if (now - lastPurge <= 600_000) return;
    lastPurge = now;
    await repository.purgeOlderThan(now - KEEP_MS);
  }

  async function estimate(rule: ThrottleRule, subject: string, now: number, current?: number): Promise<number> {
    const window = Math.floor(now / rule.windowMs);
    if (rule.fixedWindow) return current ?? (await repository.count(keyFor(rule, subject, window)));
    const elapsed = (now % rule.windowMs) / rule.windowMs;
    const previous = await repository.count(keyFor(rule, subject, window - 1));
    const inWindow = current ?? (await repository.count(keyFor(rule, subject, window)));
    // A use still partly in the window counts whole: ten wrong codes across a boundary leave the
    // budget used up at once, not 9.99 of 10 (when in doubt, deny).
    return inWindow + Math.ceil(previous * (1 - elapsed));
  }

  return {
    /** True when the subject has used up the rule's budget. */
    async isExhausted(rule: ThrottleRule, subject: string): Promise<boolean> {
      return (await estimate(rule, subject, clock())) >= limitOf(rule);
    },
    /** Counts one use; true while it is still within the budget. */
    async consume(rule: ThrottleRule, subject: string): Promise<boolean> {
      const now = clock();
      await purge(now);
      const current = await repository.increment(keyFor(rule, subject, Math.floor(now / rule.windowMs)), now);
      return (await estimate(rule, subject, now, current)) <= limitOf(rule);
    },
    /**
     * Counts `n` uses at once in the rule's current fixed window (for a `fixedWindow` rule of a
     * day: the UTC day), in one statement. Allowed while the subject was below the limit before
     * this call — so one call may pass it by at most `n` — and then nothing more is counted.
     * `reached`: this very call brought the count to the limit (true once per window).
     */
    async consumeMany(rule: ThrottleRule, subject: string, n: number): Promise<{ allowed: boolean; reached: boolean }> {
      const now = clock();
      await purge(now);
      const limit = limitOf(rule);
      const count = await repository.incrementBelow(
        keyFor(rule, subject, Math.floor(now / rule.windowMs)),
        n,
        limit,
        now,
      );
      if (count === null) return { allowed: false, reached: false };
      return { allowed: true, reached: count >= limit && count - n < limit };
    },
  };
}
