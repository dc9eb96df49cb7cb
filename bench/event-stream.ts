/**
 * Opens one SSE stream (GET /api/events) and calls `onEvent` with the receive time and the sentAt
 * of each event named `event`; resolves once the response head arrived.
 */
export function openEventStream(
  url: string,
  cookie: string,
  signal: AbortSignal,
  event: string,
  onEvent: (receivedAt: number, sentAt: number) => void,
) {
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  void (async () => {
    const response = await fetch(`${url}/api/events`, { headers: { cookie }, signal });
    resolveReady();
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data && /^event: (.*)$/m.exec(block)?.[1] === event)
          onEvent(Date.now(), (JSON.parse(data) as { sentAt: number }).sentAt);
      }
    }
  })().catch(() => resolveReady());
  return ready;
}
