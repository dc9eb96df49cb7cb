/**
 * Live updates (D3): the server pushes small change events over Server-Sent Events; each names a
 * topic the web app refetches. Events carry no member data: a topic and the time it was sent.
 */
export const LIVE_TOPICS = [
  'interests',
  'dashboard',
  'shortlist',
  'account',
  'admin',
  'messages',
  'notifications',
  /** Issue 44: a match the member has not seen yet (the web app asks for its moment). */
  'match',
  /** D42: maintenance mode went on or off (sent to every stream; the web app reads /api/settings). */
  'maintenance',
  /** D41: the membership model changed (sent to every member): settings, account and discovery are read again. */
  'settings',
  /** D47: a call rang, was answered, signalled or ended (the web app reads /api/calls/current and its signals). */
  'calls',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The event a stream receives just before the server closes it because its session ended. */
export const SIGNED_OUT_EVENT = 'signed-out';

export interface LiveEventData {
  topic: LiveTopic;
  /** Epoch milliseconds when the change was published (delivery latency is measured from it). */
  sentAt: number;
}
