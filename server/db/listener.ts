import pg from 'pg';

export interface ListenOptions {
  /**
   * Called with `false` when the connection drops (notifications may be missed from then on) and
   * with `true` once listening has resumed; whoever remembers state from notifications must forget
   * it at a gap.
   */
  onGap?: (listening: boolean) => void;
}

interface Subscriber {
  channel: string;
  onMessage: (payload: string) => void;
  onGap?: (listening: boolean) => void;
}

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * One dedicated connection that LISTENs for every channel of an instance (a pooled one cannot:
 * LISTEN belongs to its session). One connection keeps the commit order across channels: a change
 * announced in one transaction arrives before anything published after it. When it drops it
 * reconnects with a growing delay, so an instance keeps receiving after a database restart.
 */
export function createPostgresListener(url: string) {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let delay = 250;
  let stopped = false;

  const channels = () => new Set([...subscribers].map((s) => s.channel));
  const gap = (listening: boolean) => {
    for (const subscriber of subscribers) subscriber.onGap?.(listening);
  };

  const reconnectLater = () => {
    if (stopped || subscribers.size === 0) return;
    setTimeout(() => void ensureConnected().catch(reconnectLater), delay).unref();
    delay = Math.min(delay * 2, 10_000);
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const subscriber of subscribers)
        if (subscriber.channel === message.channel) subscriber.onMessage(message.payload);
    });
    next.on('error', () => {
      if (client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      gap(false);
      reconnectLater();
    });
    await next.connect();
    for (const channel of channels()) await next.query(`LISTEN ${quoted(channel)}`);
    if (stopped) return void (await next.end());
    const reconnected = delay > 250;
    client = next;
    delay = 250;
    if (reconnected) gap(true);
  }

  function ensureConnected(): Promise<void> {
    if (client) return Promise.resolve();
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onMessage: (payload: string) => void, options: ListenOptions = {}) {
      const subscriber: Subscriber = { channel, onMessage, onGap: options.onGap };
      const fresh = !channels().has(channel);
      subscribers.add(subscriber);
      stopped = false;
      await ensureConnected();
      if (fresh && client) await client.query(`LISTEN ${quoted(channel)}`);
      return async () => {
        subscribers.delete(subscriber);
        if (subscribers.size > 0) {
          if (!channels().has(channel)) await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
          return;
        }
        stopped = true;
        const ending = client;
        client = undefined;
        await ending?.end();
      };
    },
  };
}
