import { z } from 'zod';
import { callEventSchema } from './calls.ts';
import { FAMILY_RELATIONS } from './family.ts';

/**
 * D46: a chaperone reads the member's conversations written from the moment they were named, never
 * earlier ones, and never writes. The other members are named by first name only.
 */

/** The most recent messages a chaperone's page of one conversation holds (oldest first). */
export const CHAPERONE_MESSAGES_MAX = 200;

export const chaperoneConversationParamsSchema = z.strictObject({ id: z.uuid(), conversationId: z.uuid() });
export const chaperoneMessageParamsSchema = chaperoneConversationParamsSchema.extend({
  messageId: z.string().regex(/^\d{1,15}$/),
});

/** GET /api/family/linked/:id/conversations: the member's conversations with messages since the start. */
export const chaperoneConversationsSchema = z
  .object({
    since: z.iso.datetime(),
    conversations: z.array(
      z.object({
        id: z.string(),
        /** The other member's first name. */
        firstName: z.string(),
        messageCount: z.number().int().nonnegative(),
        lastAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'ChaperoneConversations' });
export type ChaperoneConversations = z.infer<typeof chaperoneConversationsSchema>;

/** GET /api/family/linked/:id/conversations/:conversationId: one conversation since the start, read only. */
export const chaperoneConversationSchema = z
  .object({
    id: z.string(),
    since: z.iso.datetime(),
    memberFirstName: z.string(),
    /** The other member's first name. */
    firstName: z.string(),
    messages: z.array(
      z.object({
        id: z.string(),
        body: z.string(),
        sentAt: z.iso.datetime(),
        /** Written by the member the chaperone watches over (else by the other member). */
        fromMember: z.boolean(),
        call: callEventSchema.nullable(),
      }),
    ),
    /** Older messages since the start are not on this page (at most CHAPERONE_MESSAGES_MAX). */
    truncated: z.boolean(),
  })
  .meta({ id: 'ChaperoneConversation' });
export type ChaperoneConversation = z.infer<typeof chaperoneConversationSchema>;

/** D46: a chaperone of one of a conversation's members, as both members see it: 'Chaperoned by {first name} ({relation})'. */
export const conversationChaperoneSchema = z.object({
  firstName: z.string(),
  relation: z.enum(FAMILY_RELATIONS),
  /** Whose chaperone: the viewer's own, or the other member's. */
  of: z.enum(['me', 'them']),
});
export type ConversationChaperone = z.infer<typeof conversationChaperoneSchema>;
