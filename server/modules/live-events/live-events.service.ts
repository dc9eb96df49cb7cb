import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { SIGNED_OUT_EVENT, type LiveEventData, type LiveTopic } from '#shared/schemas/live-events.ts';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import type { Member } from '#server/lib/member.ts';
import type { SessionContext } from '#server/lib/request-context.ts';
import { createLiveEventsRepository } from './live-events.repository.ts';

/** The NOTIFY channel every instance LISTENs on (D3). */
export const LIVE_CHANNEL = 'dm_live_events';

/**
 * What one instance publishes and every instance receives. `to`: the member ids the change is
 * about; `admins`: the staff's (moderators' and super admins') lists and figures changed. 'session-check' makes the streams of
 * `to` check their session again (sign-out, deactivation, deletion) and close if it ended.
 */
export interface LiveMessage {
  topic: LiveTopic | 'session-check';
  to?: string[];
  admins?: boolean;
  /** Every open stream (a community-wide change: the membership model, D41; maintenance mode, D42). */
  everyone?: boolean;
}

export interface LiveOptions {
  heartbeatMs: number;
  /** How often every stream's session is checked again (expiry, anything no event announced). */
  revalidateMs: number;
  maxStreamsPerMember: number;
  /** A client that has not read this many bytes is too slow: its stream is closed (it reconnects). */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  heartbeatMs: 15_000,
  revalidateMs: 60_000,
  maxStreamsPerMember: 5,
  maxBufferedBytes: 64 * 1024,
};

interface Stream {
  member: Member;
  session: SessionContext;
  raw: ServerResponse;
  openedAt: number;
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
export type Publish = (message: LiveMessage) => Promise<void>;

/**
 * Publishes a change to every instance (NOTIFY, sent when the surrounding transaction, if any,
 * commits). A failure is logged, never thrown: the change itself has happened. Apart from the
 * streams, so that the services that publish are built before the streams that check sessions.
 */
export function createPublisher(deps: { db: Database; logger: FastifyBaseLogger }): Publish {
  const repository = createLiveEventsRepository(deps.db);
  return async (message) => {
    const payload = JSON.stringify({ ...message, sentAt: Date.now() });
    try {
      await repository.notify(LIVE_CHANNEL, payload);
    } catch (error) {
      deps.logger.error({ err: error, topic: message.topic }, 'live event not published');
    }
  };
}

export function createLiveEvents(deps: {
  listen: DatabaseHandle['listen'];
  logger: FastifyBaseLogger;
  /** The member of a stream's session now, or undefined when the session ended. */
  checkSession: (session: SessionContext) => Promise<Member | undefined>;
  options?: Partial<LiveOptions>;
}) {
  const options = { ...DEFAULT_LIVE_OPTIONS, ...deps.options };
  const byMember = new Map<string, Set<Stream>>();
  const timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | undefined;

  function write(stream: Stream, chunk: string) {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    if (stream.raw.writableLength > options.maxBufferedBytes) {
      deps.logger.warn({ userId: stream.member.id }, 'live stream closed: the client does not keep up');
      close(stream);
      return;
    }
    stream.raw.write(chunk);
  }

  function close(stream: Stream) {
    const streams = byMember.get(stream.member.id);
    streams?.delete(stream);
    if (streams?.size === 0) byMember.delete(stream.member.id);
    if (!stream.raw.writableEnded) stream.raw.end();
  }

  function send(stream: Stream, topic: LiveTopic, sentAt: number) {
    const data: LiveEventData = { topic, sentAt };
    write(stream, `event: ${topic}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Re-reads the stream's session: closes it when it ended, refreshes its member otherwise. */
  async function revalidate(stream: Stream): Promise<boolean> {
    const member = await deps.checkSession(stream.session).catch(() => stream.member);
    if (!member || member.id !== stream.member.id) {
      write(stream, `event: ${SIGNED_OUT_EVENT}\ndata: {}\n\n`);
      close(stream);
      return false;
    }
    stream.member = member;
    return true;
  }

  const streamsOf = (ids: string[] = []) => ids.flatMap((id) => [...(byMember.get(id) ?? [])]);
  const adminStreams = () =>
    [...byMember.values()].flatMap((streams) => [...streams].filter((s) => s.member.role !== 'user'));

  async function deliver(payload: string) {
    let message: LiveMessage & { sentAt: number };
    try {
      message = JSON.parse(payload) as LiveMessage & { sentAt: number };
    } catch {
      return;
    }
    const { topic, sentAt } = message;
    const streams = message.everyone ? [...byMember.values()].flatMap((set) => [...set]) : streamsOf(message.to);
    for (const stream of streams) {
      if (topic === 'session-check') void revalidate(stream);
      // Role or membership may have changed: the stream's member is read again first.
      else if (topic === 'account' || topic === 'settings')
        void revalidate(stream).then((ok) => ok && send(stream, topic, sentAt));
      else send(stream, topic, sentAt);
    }
    if (message.admins) for (const stream of adminStreams()) send(stream, 'admin', sentAt);
  }

  return {
    async start() {
      unlisten = await deps.listen(LIVE_CHANNEL, (payload) => void deliver(payload));
      timers.push(
        setInterval(() => {
          for (const streams of byMember.values()) for (const stream of streams) write(stream, ': ping\n\n');
        }, options.heartbeatMs).unref(),
        setInterval(() => {
          for (const streams of byMember.values()) for (const stream of streams) void revalidate(stream);
        }, options.revalidateMs).unref(),
      );
    },

    /** Ends every stream (clients reconnect to another instance) and stops listening. */
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      for (const streams of [...byMember.values()]) for (const stream of [...streams]) close(stream);
      await unlisten?.();
      unlisten = undefined;
    },

    /** A new stream of a signed-in tab; the member's oldest beyond the cap is closed. */
    open(member: Member, session: SessionContext, raw: ServerResponse): () => void {
      const stream: Stream = { member, session, raw, openedAt: Date.now() };
      const streams = byMember.get(member.id) ?? new Set<Stream>();
      byMember.set(member.id, streams);
      streams.add(stream);
      if (streams.size > options.maxStreamsPerMember) {
        const oldest = [...streams].sort((a, b) => a.openedAt - b.openedAt)[0];
        if (oldest) close(oldest);
      }
      return () => close(stream);
    },

    /** Open streams on this instance (tests and the benchmark). */
    count: () => [...byMember.values()].reduce((sum, streams) => sum + streams.size, 0),
  };
}
