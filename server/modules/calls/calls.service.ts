import {
  CALL_RING_SECONDS,
  callMessages,
  type Call,
  type CallKind,
  type CallSettings,
  type CallSignalInput,
  type CallSignals,
  type CurrentCall,
  type IceServer,
} from '#shared/schemas/calls.ts';
import type { Database, Transaction } from '#server/db/database.ts';
import { ForbiddenError, TooManyRequestsError } from '#server/lib/errors.ts';
import type { Member } from '#server/lib/member.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsService } from '#server/modules/jobs/jobs.service.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.service.ts';
import type { PushService } from '#server/modules/push/push.service.ts';
import type { Publish } from '#server/modules/live-events/live-events.service.ts';
import type { ModerationService } from '#server/modules/moderation/moderation.service.ts';
import { THROTTLE_RULES } from '#server/modules/throttle/throttle.rules.ts';
import type { ThrottleService } from '#server/modules/throttle/throttle.service.ts';
import { conversationNotFound } from '#server/modules/conversations/conversations.policy.ts';
import { assertLinesFree, assertMayStart, callNotFound } from './calls.policy.ts';
import { presentCall } from './calls.presenter.ts';
import { createCallsRepository } from './calls.repository.ts';
import { RING_PUSH_QUEUE, registerRingPush } from './call-ring-push.ts';
import { iceServersFor } from './ice-servers.ts';

export type CallsService = ReturnType<typeof createCallsService>;

/** The job that ends a call nobody answered (D47: 45 s), on whichever instance claims it. */
export const RING_TIMEOUT_QUEUE = 'call-ring-timeout';

/** How a call ends: the caller gives up before an answer ('cancelled') or it rings out ('no-answer'): both are missed. */
type Ending = 'declined' | 'cancelled' | 'hung-up' | 'no-answer';

/**
 * D47: calls between matched members. The server keeps the call's state, both members' lines and
 * the signalling between their browsers; media never pass through it. Each change is a 'calls' live
 * event to the two members' tabs, on every instance. A call ends once, in the database
 * (`dm_end_call`), which also writes its event into the conversation — and which the database's
 * triggers call on a block, a removed interest, or a member deactivated, held or deleted.
 */
export function createCallsService(deps: {
  db: Database;
  throttle: ThrottleService;
  publish: Publish;
  jobs: Pick<JobsService, 'enqueue' | 'register'>;
  moderation: Pick<ModerationService, 'assertMayReachOthers'>;
  /** The conversation's row lock and write check (conversations.service.ts). */
  conversations: { lockWritable(tx: Transaction, member: Member, id: string): Promise<{ otherId: string }> };
  notifications: Pick<NotificationsService, 'record' | 'announce' | 'pushRecipient'>;
  push: Pick<PushService, 'devicesOf' | 'sendTo'>;
  logger: FastifyBaseLogger;
  config: { iceServers: IceServer[]; turnSecret: string | undefined };
  clock?: (() => Date) | undefined;
}) {
  const repository = createCallsRepository(deps.db);
  const clock = deps.clock ?? (() => new Date());
  registerRingPush({ ...deps, repository, clock });

  deps.jobs.register(RING_TIMEOUT_QUEUE, async (payload) => {
    if (typeof payload['callId'] === 'string') await endCall(payload['callId'], 'no-answer');
  });

  /**
   * Ends a live call once; false when it had ended already. A missed call is also in the bell of the
   * member called (with its email and push, as they chose), written in the same transaction.
   */
  async function endCall(callId: string, ending: Ending): Promise<boolean> {
    const ended = await deps.db.transaction(async (tx) => {
      const done =
        ending === 'no-answer'
          ? await repository.endUnanswered(tx, callId, CALL_RING_SECONDS)
          : await repository.end(tx, callId, ending);
      if (!done) return undefined;
      const parties =
        ending === 'no-answer' || ending === 'cancelled' ? await repository.parties(tx, callId) : undefined;
      if (!parties) return { bellOf: undefined };
      const event = {
        to: parties.calleeId,
        kind: 'missed_call',
        actorId: parties.callerId,
        subjectId: parties.conversationId,
      } as const;
      return { bellOf: (await deps.notifications.record(tx, event)) ? parties.calleeId : undefined };
    });
    if (ended?.bellOf) await deps.notifications.announce(ended.bellOf);
    return ended !== undefined;
  }

  /**
   * The member's live call `id`; 404 otherwise, and for a call that rang out its time (which the
   * ring's job or the next read of the current call ends: a refusal writes nothing).
   */
  async function liveCall(member: Member, id: string) {
    const row = await repository.live(member.id, id);
    const rangOut =
      row?.status === 'ringing' && clock().getTime() - row.startedAt.getTime() >= CALL_RING_SECONDS * 1000;
    if (!row || rangOut) throw callNotFound();
    return row;
  }

  const otherOf = (row: { callerId: string; calleeId: string }, memberId: string) =>
    row.callerId === memberId ? row.calleeId : row.callerId;

  return {
    /** 'Voice call' or 'Video call' in a conversation: it rings the other member's tabs. */
    async start(member: Member, conversationId: string, kind: CallKind): Promise<Call> {
      // Staff are no member's match: the member called would not see them (the one visibility filter).
      if (member.role !== 'user') throw conversationNotFound();
      if (await deps.throttle.isExhausted(THROTTLE_RULES.callsPerDay, member.id))
        throw new TooManyRequestsError(callMessages.tooManyToday, 'TOO_MANY_CALLS_TODAY');
      const { otherId } = await deps.db.transaction(async (tx) => {
        const row = await deps.conversations.lockWritable(tx, member, conversationId);
        await deps.moderation.assertMayReachOthers(member.id, tx);
        assertMayStart({
          bothHaveWritten: await repository.bothHaveWritten(tx, conversationId, member.id, row.otherId),
          takesCalls: await repository.takesCalls(tx, row.otherId),
        });
        assertLinesFree(await repository.busy(tx, [member.id, row.otherId]), member.id);
        const call = await repository.insert(tx, { conversationId, callerId: member.id, calleeId: row.otherId, kind });
        if (!call) {
          // A line taken between the read and the write (another call, another instance): refused the same way.
          assertLinesFree(await repository.busy(tx, [member.id, row.otherId]), member.id);
          throw new Error('call lines not taken');
        }
        await deps.jobs.enqueue(
          {
            queue: RING_TIMEOUT_QUEUE,
            key: `call-ring:${call.id}`,
            payload: { callId: call.id },
            runAt: new Date(call.startedAt.getTime() + CALL_RING_SECONDS * 1000),
          },
          tx,
        );
        await deps.jobs.enqueue(
          {
            queue: RING_PUSH_QUEUE,
            key: `call-ring-push:${call.id}`,
            payload: { callId: call.id, calleeId: row.otherId },
          },
          tx,
        );
        return row;
      });
      await deps.throttle.consume(THROTTLE_RULES.callsPerDay, member.id);
      await deps.publish({ topic: 'calls', to: [member.id, otherId] });
      const row = await repository.live(member.id);
      if (!row) throw callNotFound();
      return presentCall(row, member.id);
    },

    /** The member's live call, ringing or connected, or none: what every signed-in tab shows. */
    async current(member: Member): Promise<CurrentCall> {
      const row = await repository.live(member.id);
      if (!row) return { call: null };
      if (row.status === 'ringing' && (await endCall(row.id, 'no-answer'))) return { call: null };
      return { call: presentCall(row, member.id) };
    },

    /** The member called answers, while it rings. */
    async accept(member: Member, id: string): Promise<Call> {
      const row = await liveCall(member, id);
      if (row.calleeId !== member.id) throw new ForbiddenError(callMessages.notYours, 'NOT_THE_CALLEE');
      if (!(await repository.answer(id, member.id, CALL_RING_SECONDS)))
        throw new ForbiddenError(callMessages.notRinging, 'CALL_NOT_RINGING');
      await deps.publish({ topic: 'calls', to: [row.callerId, row.calleeId] });
      const answered = await repository.live(member.id, id);
      if (!answered) throw callNotFound();
      return presentCall(answered, member.id);
    },

    /** The member called turns it down: the caller's tabs stop ringing ('Declined … call'). */
    async decline(member: Member, id: string): Promise<void> {
      const row = await liveCall(member, id);
      if (row.calleeId !== member.id) throw new ForbiddenError(callMessages.notYours, 'NOT_THE_CALLEE');
      if (row.status !== 'ringing') throw new ForbiddenError(callMessages.notRinging, 'CALL_NOT_RINGING');
      await endCall(id, 'declined');
    },

    /** Either member hangs up; the caller hanging up before an answer leaves a missed call. */
    async end(member: Member, id: string): Promise<void> {
      const row = await liveCall(member, id);
      await endCall(id, row.status === 'ringing' && row.callerId === member.id ? 'cancelled' : 'hung-up');
    },

    /** An offer, answer or ICE candidate for the other member's browser. */
    async signal(member: Member, id: string, input: CallSignalInput): Promise<void> {
      const row = await liveCall(member, id);
      const toId = otherOf(row, member.id);
      await repository.addSignal({ callId: id, toId, type: input.type, data: input.data });
      await deps.publish({ topic: 'calls', to: [toId] });
    },

    /** The signals addressed to this member after `after` (the last one their tab read). */
    async signals(member: Member, id: string, after: string | undefined): Promise<CallSignals> {
      await liveCall(member, id);
      const rows = await repository.signalsFor(id, member.id, after === undefined ? 0 : Number(after));
      return { signals: rows.map((row) => ({ id: String(row.id), type: row.type, data: row.data })) };
    },

    /** The STUN/TURN servers of this call (TURN credentials made for it). */
    async iceServers(member: Member, id: string): Promise<{ iceServers: IceServer[] }> {
      await liveCall(member, id);
      return { iceServers: iceServersFor(deps.config, id, clock()) };
    },

    settings: async (member: Member): Promise<CallSettings> => ({
      incoming: await repository.takesCalls(deps.db, member.id),
    }),

    async saveSettings(member: Member, settings: CallSettings): Promise<CallSettings> {
      await repository.setTakesCalls(member.id, settings.incoming);
      return settings;
    },
  };
}
