import { useQueryClient, type QueryClient, type QueryFilters, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_TOPICS, SIGNED_OUT_EVENT, type LiveTopic } from '#shared/schemas/live-events.ts';
import { sessionQueryKey } from '#web/features/auth/api/session-api.ts';

/** What each live topic (D3) makes the open screens ask again. Keys are prefixes. */
const REFETCH: Record<LiveTopic, QueryKey[]> = {
  interests: [['interests'], ['dashboard'], ['discovery']],
  dashboard: [['dashboard']],
  shortlist: [['shortlist'], ['dashboard'], ['discovery']],
  // D32, D44: the endorsement card (a pastor's answer, the office's answer to a pastor proposal).
  account: [
    sessionQueryKey,
    ['dashboard'],
    ['discovery'],
    ['profiles'],
    ['member-data'],
    ['endorsements'],
    // D45: a link to a relative was made, changed or ended (on both sides).
    ['family'],
  ],
  admin: [['admin']],
  // D46: a chaperone's reading of the member's conversations follows new messages too.
  messages: [['conversations'], ['profiles'], ['family', 'chaperone']],
  notifications: [['notifications']],
  match: [['match-moments']],
  // D42: maintenance mode went on or off (the public settings say which, and the message).
  maintenance: [['settings', 'public']],
  // D41: a new membership model shows or hides the tiers everywhere.
  settings: [['settings'], sessionQueryKey, ['dashboard'], ['discovery'], ['profiles'], ['shortlist']],
  // D47: a call rang, was answered, signalled or ended.
  calls: [['calls']],
};

/** Every query some live topic refetches. */
const LIVE_QUERY_KEYS: QueryKey[] = Object.values(REFETCH).flat();

const MAX_BACKOFF_MS = 30_000;

/**
 * Asks the screens' queries of `filters` again. A query's first answer still on its way is
 * dropped and asked anew: TanStack Query lets a first fetch in flight run on instead of starting
 * another (it cancels only a fetch that would replace data), and that answer, read before the
 * change, would land after it and stay (a relative's open page kept 'not allowed edits', D45).
 */
async function askAgain(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  const queries = new Set(queryClient.getQueryCache().findAll(filters));
  const first = new Set(
    [...queries].filter((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching'),
  );
  if (first.size > 0) await queryClient.cancelQueries({ predicate: (query) => first.has(query) });
  await queryClient.invalidateQueries({ predicate: (query) => queries.has(query) });
}

/**
 * One live connection per tab while a member is signed in (D3): each event refetches the queries
 * it concerns, so screens follow changes made elsewhere without a reload. EventSource reconnects
 * by itself after a network error; when the server refused or closed the stream, this reconnects
 * with a growing delay once the session is known to be still valid.
 */
export function useLiveUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let backoff = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      source = new EventSource('/api/events');
      source.onopen = () => {
        backoff = 1_000;
        // What changed while no stream was open (before the first one, or during a reconnect)
        // sent no event to this tab: the screens' answers from before now are asked again, and so
        // are those still on their way (read before the stream opened, they may miss a change made
        // meanwhile; `askAgain` cancels them and asks anew).
        const openedAt = Date.now();
        void askAgain(queryClient, {
          predicate: (query) =>
            ((query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < openedAt) ||
              query.state.fetchStatus === 'fetching') &&
            LIVE_QUERY_KEYS.some((key) => key.every((part, i) => query.queryKey[i] === part)),
        });
      };
      for (const topic of LIVE_TOPICS) {
        source.addEventListener(topic, () => {
          for (const queryKey of REFETCH[topic]) void askAgain(queryClient, { queryKey });
        });
      }
      // The stream's session ended (this tab may hold a newer one, as after a password change).
      source.addEventListener(SIGNED_OUT_EVENT, () => {
        source?.close();
        retryLater();
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        retryLater();
      };
    };
    // Refused or ended for good: ask whether we are still signed in (signing out stops this
    // effect), then try again later.
    const retryLater = () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      timer = setTimeout(() => {
        if (!stopped) open();
      }, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
