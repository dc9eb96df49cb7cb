import type { DatabaseHandle } from '#server/db/database.ts';
import type { AccountRow } from '#server/db/rows.ts';

/**
 * What a signed-in request needs of its session: the account, when the session ends, and the
 * policy it keeps (D42, session-policy.ts).
 */
export interface LiveSession {
  account: AccountRow;
  expiresAt: Date;
  idleMinutes: number | null;
  endsAt: Date | null;
}

interface Entry {
  session: LiveSession;
  storedAt: number;
}

export interface SessionCacheOptions {
  /** Belt and braces: nothing is trusted for longer, announced or not. */
  maxAgeMs?: number;
  maxEntries?: number;
  /** How long a change seen as a NOTICE waits for its commit's NOTIFY before it is given up. */
  unsettledMs?: number;
  now?: () => number;
}

/**
 * The sessions this instance has read, by token (ADR 0021): every signed-in request needs its
 * account, and most of them (a page of thumbnails, a discovery page) come from a member whose
 * account has not changed since the last one. An entry is forgotten the moment the database
 * announces a change to that account or its sessions (`changing` on the NOTICE of this instance's
 * own statement, `changed` on the NOTIFY after any instance's commit). Nothing is remembered while
 * announcements could be missed (not listening, or a gap), nor from a read that an announcement
 * overtook, nor for a member whose change is still between its statement and its commit.
 */
export function createSessionCache(options: SessionCacheOptions = {}) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const unsettledMs = options.unsettledMs ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const tokensByMember = new Map<string, Set<string>>();
  const unsettled = new Map<string, number>();
  let epoch = 0;
  let listening = false;

  function forgetToken(token: string) {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensByMember.get(entry.session.account.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByMember.delete(entry.session.account.id);
  }

  function forgetMember(memberId: string) {
    epoch += 1;
    for (const token of tokensByMember.get(memberId) ?? []) entries.delete(token);
    tokensByMember.delete(memberId);
  }

  function isUnsettled(memberId: string) {
    const until = unsettled.get(memberId);
    if (until === undefined) return false;
    if (until > now()) return true;
    unsettled.delete(memberId);
    return false;
  }

  function remember(token: string, session: LiveSession) {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) forgetToken(oldest.value);
    }
    Object.freeze(session.account);
    entries.set(token, { session, storedAt: now() });
    const tokens = tokensByMember.get(session.account.id) ?? new Set<string>();
    tokens.add(token);
    tokensByMember.set(session.account.id, tokens);
  }

  return {
    /**
     * The live session of `token` at `at`: remembered, or read by `load` (which applies the
     * expiry itself) and remembered when nothing announced a change meanwhile.
     */
    async read(token: string, at: Date, load: () => Promise<LiveSession | undefined>) {
      const entry = entries.get(token);
      if (entry) {
        if (entry.session.expiresAt > at && now() - entry.storedAt < maxAgeMs) return entry.session;
        forgetToken(token);
      }
      const stamp = epoch;
      const session = await load();
      if (session && listening && stamp === epoch && !isUnsettled(session.account.id)) remember(token, session);
      return session;
    },

    /** A statement of this instance changed the member (NOTICE): forget now, remember nothing until the commit is announced. */
    changing(memberId: string) {
      unsettled.set(memberId, now() + unsettledMs);
      forgetMember(memberId);
    },

    /** A committed change to the member, from any instance (NOTIFY). */
    changed(memberId: string) {
      unsettled.delete(memberId);
      forgetMember(memberId);
    },

    /** Listening started (true) or announcements may be missed from now on (false): start afresh either way. */
    setListening(value: boolean) {
      listening = value;
      epoch += 1;
      entries.clear();
      tokensByMember.clear();
      unsettled.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** The NOTIFY channel and NOTICE prefix of migration 0005's trigger on users and sessions. */
export const ACCOUNT_CHANGED_CHANNEL = 'dm_account_changed';
export const ACCOUNT_CHANGED_NOTICE = `${ACCOUNT_CHANGED_CHANNEL}:`;

/**
 * Keeps the cache told of account and session changes (ADR 0021): the NOTICEs of this instance's
 * own statements at once, and every instance's announcements; returns how to stop listening.
 */
export async function followAccountChanges(
  cache: SessionCache,
  listen: DatabaseHandle['listen'],
  onNotice: DatabaseHandle['onNotice'],
): Promise<() => Promise<void>> {
  const offNotice = onNotice((message) => {
    if (message.startsWith(ACCOUNT_CHANGED_NOTICE)) cache.changing(message.slice(ACCOUNT_CHANGED_NOTICE.length));
  });
  const unlisten = await listen(ACCOUNT_CHANGED_CHANNEL, (memberId) => cache.changed(memberId), {
    onGap: (listening) => cache.setListening(listening),
  });
  cache.setListening(true);
  return async () => {
    cache.setListening(false);
    offNotice();
    await unlisten();
  };
}
