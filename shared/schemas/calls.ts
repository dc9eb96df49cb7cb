import { z } from 'zod';

/**
 * D47: voice and video calls between two matched members, inside the product. Media go peer to
 * peer (WebRTC); only the signalling (offer, answer, ICE candidates) passes through the server,
 * and is deleted when the call ends. Nothing of a call is recorded but its time and length.
 */
export const CALL_KINDS = ['voice', 'video'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** A call rings this long, then ends as missed (D47). */
export const CALL_RING_SECONDS = 45;
/** D47: call attempts a member may make in a UTC day. */
export const CALL_ATTEMPTS_PER_DAY = 20;
/** An SDP offer or answer with every codec fits well inside this; a candidate is a few hundred bytes. */
export const CALL_SIGNAL_MAX_LENGTH = 20_000;

/** 'ringing' until the callee answers, 'active' while connected; an ended call is no longer live. */
export const CALL_STATES = ['ringing', 'active'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** How a call appears in the conversation once it ended. */
export const CALL_OUTCOMES = ['completed', 'missed', 'declined'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** What a signal carries (RTCSessionDescription or RTCIceCandidate as JSON text). */
export const CALL_SIGNAL_TYPES = ['offer', 'answer', 'candidate'] as const;
export type CallSignalType = (typeof CALL_SIGNAL_TYPES)[number];

/** Every text of calls (D47), one home for server and web. */
export const callMessages = {
  notFound: 'This call has ended.',
  needMessages: 'You can call once you have each written at least one message.',
  callsOff: 'This member does not take calls.',
  youAreBusy: 'You are already in a call.',
  theyAreBusy: 'This member is in another call. Please try again later.',
  tooManyToday: `You have made ${CALL_ATTEMPTS_PER_DAY} call attempts today. Please try again tomorrow.`,
  notRinging: 'This call is no longer ringing.',
  notYours: 'Only the member being called can answer this call.',
} as const;

export const startCallSchema = z
  .strictObject({ conversationId: z.uuid(), kind: z.enum(CALL_KINDS) })
  .meta({ id: 'StartCall' });
export type StartCall = z.infer<typeof startCallSchema>;

export const callSignalSchema = z
  .strictObject({
    type: z.enum(CALL_SIGNAL_TYPES),
    data: z.string().min(1).max(CALL_SIGNAL_MAX_LENGTH),
  })
  .meta({ id: 'CallSignal' });
export type CallSignalInput = z.infer<typeof callSignalSchema>;

export const callSignalsQuerySchema = z.strictObject({
  /** The last signal id already read: the answer holds the later ones. */
  after: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export const callSignalsSchema = z
  .object({
    signals: z.array(z.object({ id: z.string(), type: z.enum(CALL_SIGNAL_TYPES), data: z.string() })),
  })
  .meta({ id: 'CallSignals' });
export type CallSignals = z.infer<typeof callSignalsSchema>;

/** The member's live call, as their tabs show it: the other member by first name and photo only. */
export const callSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    kind: z.enum(CALL_KINDS),
    state: z.enum(CALL_STATES),
    /** 'outgoing' for the caller, 'incoming' for the member being called. */
    direction: z.enum(['outgoing', 'incoming']),
    member: z.object({ id: z.string(), firstName: z.string(), photoUrl: z.string().nullable() }),
    startedAt: z.iso.datetime(),
    answeredAt: z.iso.datetime().nullable(),
    /** When a ringing call stops as missed (D47: 45 s after it started). */
    ringEndsAt: z.iso.datetime(),
  })
  .meta({ id: 'Call' });
export type Call = z.infer<typeof callSchema>;

export const currentCallSchema = z.object({ call: callSchema.nullable() }).meta({ id: 'CurrentCall' });
export type CurrentCall = z.infer<typeof currentCallSchema>;

/** RTCIceServer as the browser takes it; TURN credentials are made per call when a shared secret is set. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.object({ iceServers: z.array(iceServerSchema) }).meta({ id: 'IceServers' });

/** D47: a member may turn off incoming calls in Settings. */
export const callSettingsSchema = z.strictObject({ incoming: z.boolean() }).meta({ id: 'CallSettings' });
export type CallSettings = z.infer<typeof callSettingsSchema>;

/** A call as an event of the conversation (in a message of the caller's). */
export const callEventSchema = z.object({
  kind: z.enum(CALL_KINDS),
  outcome: z.enum(CALL_OUTCOMES),
  /** Seconds from answer to hang-up; null when it was not answered. */
  durationSeconds: z.number().int().nonnegative().nullable(),
});
export type CallEvent = z.infer<typeof callEventSchema>;
