/** A test client of GET /api/events: collects the Server-Sent Events of one stream. */
export interface ReceivedEvent {
  event: string;
  data: string;
  at: number;
}

export function openLiveStream(base: string, cookie: string) {
  const controller = new AbortController();
  const events: ReceivedEvent[] = [];
  let pings = 0;
  let waiters: (() => void)[] = [];
  const notify = () => {
    const current = waiters;
    waiters = [];
    for (const wake of current) wake();
  };
  let status = 0;
  const opened = fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  const ended = (async () => {
    const response = await opened;
    status = response.status;
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) pings += 1;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event) events.push({ event, data, at: Date.now() });
          notify();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      notify();
    }
  })();
  let isEnded = false;
  void ended.then(() => {
    isEnded = true;
    notify();
  });

  async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  return {
    events,
    get pings() {
      return pings;
    },
    get status() {
      return status;
    },
    get ended() {
      return isEnded;
    },
    /** Resolves when the response headers arrived (the stream is registered on the server). */
    ready: async () => {
      await opened;
      await until(() => pings > 0 || events.length > 0 || isEnded, 50).catch(() => false);
    },
    /** Waits for `event` among the events received from index `from` on (all of them by default). */
    waitFor: (event: string, timeoutMs = 3_000, from = 0) =>
      until(() => events.slice(from).some((e) => e.event === event), timeoutMs),
    waitForEnd: (timeoutMs = 3_000) => until(() => isEnded, timeoutMs),
    close: () => controller.abort(),
  };
}
