import { describe, expect, it, vi } from 'vitest';
import type { AccountRow } from '#server/db/rows.ts';
import { createSessionCache, type LiveSession } from './session-cache.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

function session(memberId: string, overrides: Partial<AccountRow> = {}): LiveSession {
  return {
    account: { id: memberId, membershipType: 'free', accountStatus: 'active', ...overrides } as AccountRow,
    idleMinutes: null,
    endsAt: null,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
  };
}

function setup(options: Parameters<typeof createSessionCache>[0] = {}) {
  let clock = NOW.getTime();
  const cache = createSessionCache({ now: () => clock, ...options });
  cache.setListening(true);
  const loads = vi.fn();
  const read = (token: string, value: LiveSession | undefined, at = new Date(clock)) =>
    cache.read(token, at, async () => {
      loads(token);
      return value;
    });
  return { cache, read, loads, advance: (ms: number) => (clock += ms) };
}

describe('the session cache', () => {
  it('reads a session once and then answers from memory', async () => {
    const { read, loads } = setup();
    const ruth = session('ruth');
    expect(await read('t1', ruth)).toBe(ruth);
    expect(await read('t1', session('someone-else'))).toBe(ruth);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing while changes are not announced (not listening, or after a gap)', async () => {
    const { cache, read, loads } = setup();
    cache.setListening(false);
    await read('t1', session('ruth'));
    await read('t1', session('ruth'));
    expect(loads).toHaveBeenCalledTimes(2);
    cache.setListening(true);
    await read('t1', session('ruth'));
    cache.setListening(false);
    expect(cache.size).toBe(0);
  });

  it('forgets every session of a member whose change was announced, and only theirs', async () => {
    const { cache, read, loads } = setup();
    await read('ruth-phone', session('ruth'));
    await read('ruth-laptop', session('ruth'));
    await read('boaz', session('boaz'));
    cache.changed('ruth');
    const premium = session('ruth', { membershipType: 'premium' });
    expect(await read('ruth-phone', premium)).toBe(premium);
    expect(await read('ruth-laptop', premium)).toBe(premium);
    await read('boaz', session('boaz'));
    expect(loads).toHaveBeenCalledTimes(5);
  });

  it('does not remember a read that an announcement overtook', async () => {
    const { cache, loads } = setup();
    let finish: (value: LiveSession) => void = () => {};
    const reading = cache.read('t1', NOW, () => new Promise<LiveSession>((resolve) => (finish = resolve)));
    cache.changed('ruth');
    finish(session('ruth'));
    await reading;
    expect(cache.size).toBe(0);
    await cache.read('t1', NOW, async () => {
      loads();
      return session('ruth');
    });
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing of a member between a change (NOTICE) and its commit (NOTIFY)', async () => {
    const { cache, read, advance } = setup({ unsettledMs: 1_000 });
    await read('t1', session('ruth'));
    cache.changing('ruth');
    expect(cache.size).toBe(0);
    await read('t1', session('ruth'));
    expect(cache.size).toBe(0);
    cache.changed('ruth');
    await read('t1', session('ruth'));
    expect(cache.size).toBe(1);
    // A change that never commits (rolled back) stops blocking once it is given up.
    cache.changing('boaz');
    await read('t2', session('boaz'));
    expect(cache.size).toBe(1);
    advance(1_001);
    await read('t2', session('boaz'));
    expect(cache.size).toBe(2);
  });

  it('never answers with an expired session, nor with one older than the maximum age', async () => {
    const { read, loads, advance } = setup({ maxAgeMs: 10_000 });
    const short = { ...session('ruth'), expiresAt: new Date(NOW.getTime() + 5_000) };
    await read('t1', short);
    expect(await read('t1', undefined, new Date(NOW.getTime() + 5_000))).toBeUndefined();
    await read('t2', session('boaz'));
    advance(10_000);
    await read('t2', session('boaz'));
    expect(loads).toHaveBeenCalledTimes(4);
  });

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const { cache, read, loads } = setup({ maxEntries: 2 });
    await read('a', session('a'));
    await read('b', session('b'));
    await read('c', session('c'));
    expect(cache.size).toBe(2);
    await read('a', session('a'));
    expect(loads).toHaveBeenCalledTimes(4);
  });

  it('hands out accounts that nobody can change in place', async () => {
    const { read } = setup();
    const ruth = await read('t1', session('ruth'));
    expect(() => {
      (ruth as LiveSession).account.membershipType = 'premium';
    }).toThrow(TypeError);
  });
});
