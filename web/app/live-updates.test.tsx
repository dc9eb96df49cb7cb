import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './live-updates.ts';

/** The browser's EventSource, played by the test: it opens the stream and sends its events. */
class TestEventSource {
  static CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/**
 * A screen's query of the server's `value`: each answer is what the server held when it was asked,
 * and takes 30 ms to arrive (as a first page load's answer is still on its way).
 */
function screenOf(queryClient: QueryClient, server: { value: string }) {
  const observer = new QueryObserver(queryClient, {
    queryKey: ['family', 'linked'],
    queryFn: ({ signal }) => {
      const read = server.value;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve(read), 30);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  });
  // A screen shows it: the query is active, so asking again fetches it.
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('live updates (D3)', () => {
  let queryClient: QueryClient;
  const unsubscribes: (() => void)[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    TestEventSource.opened = [];
    vi.stubGlobal('EventSource', TestEventSource);
    queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  });
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  async function settled(observer: ReturnType<typeof screenOf>['observer']) {
    await waitFor(() => {
      const result = observer.getCurrentResult();
      expect(result.fetchStatus).toBe('idle');
      expect(result.data).toBeDefined();
    });
    return observer.getCurrentResult().data;
  }

  /** A signed-in tab's live connection (opened now, or left for the test to open), and a screen. */
  function signedInTab({ streamOpen }: { streamOpen: boolean }) {
    renderHook(() => useLiveUpdates(true), { wrapper });
    const stream = TestEventSource.opened[0]!;
    if (streamOpen) act(() => stream.open());
    const server = { value: 'not allowed' };
    const { observer, unsubscribe } = screenOf(queryClient, server);
    unsubscribes.push(unsubscribe);
    return { stream, server, observer };
  }

  it('an event that comes while a screen’s first answer is on its way asks again: the screen ends with the change', async () => {
    const { stream, server, observer } = signedInTab({ streamOpen: true });
    // The first answer has read 'not allowed'; the change is made and its event comes before it lands.
    server.value = 'allowed';
    act(() => stream.send('account'));
    expect(await settled(observer)).toBe('allowed');
  });

  it('a stream that opens while a screen’s first answer is on its way asks again (a change made before it opened sent it nothing)', async () => {
    const { stream, server, observer } = signedInTab({ streamOpen: false });
    server.value = 'allowed';
    act(() => stream.open());
    expect(await settled(observer)).toBe('allowed');
  });

  it('an event asks a screen with an answer again', async () => {
    const { stream, server, observer } = signedInTab({ streamOpen: true });
    expect(await settled(observer)).toBe('not allowed');
    server.value = 'allowed';
    act(() => stream.send('account'));
    await waitFor(() => expect(observer.getCurrentResult().data).toBe('allowed'));
  });
});
