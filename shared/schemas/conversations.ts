import { z } from 'zod';
import { REPORT_REASONS } from '../enums.ts';
import { callEventSchema } from './calls.ts';
import { conversationChaperoneSchema } from './family-chaperone.ts';
import { COMBINING_MARKS_MAX, hasMarkPile, hasTextDirectionControl, hasVisibleText } from '../rules/visible-text.ts';

/** D28: a message is text only, 1 to 2,000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** How many conversations and messages one page holds (keyset pages). */
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 40;

/** Every text of conversations (D28, D29, D38), one home for server and web. */
export const conversationMessages = {
  ended: 'This conversation has ended.',
  notFound: 'Conversation not found',
  notMatched: "You can write to a member once one of you has accepted the other's interest.",
  empty: 'Write a message first.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  /** Issue 43: embeddings, overrides and isolates reorder the text that follows them. */
  directionControl: 'Messages cannot contain hidden characters that change the direction of the text.',
  markPile: `Messages cannot pile more than ${COMBINING_MARKS_MAX} accent marks on one letter.`,
  tooManyPerMinute: 'You are sending messages too quickly. Please wait a minute and try again.',
  tooManyPerDay: 'You have sent 500 messages today. Please try again tomorrow.',
  messageNotFound: 'Message not found',
  ownMessage: 'You cannot report your own message.',
  /** D46: a chaperone reports the other member's messages, not the messages of the member they watch over. */
  memberMessage: 'As chaperone you can report only the other member’s messages.',
  /** D47: a call's event in the conversation is not a message of the other member's. */
  callNotReportable: 'A call cannot be reported. Report the member from their profile.',
  /** D29: beside a flagged message, for its receiver only; links to /safety. */
  safetyNote: 'Never send money to someone you have not met in person. Talk to someone you trust.',
  safetyLink: 'Read our safety tips',
  shareContact: 'Share my contact details',
  stopSharing: 'Stop sharing my contact details',
  sharedNote: 'You share your phone and email with this member.',
  theyShared: 'Shared their contact details with you',
  loadFailed: 'Error loading messages',
  sendFailed: 'Failed to send message',
  noConversations: 'No conversations yet.',
  noConversationsHint:
    "When you and another member accept each other's interest, choose Message on their profile or on your accepted interests to start talking.",
  noMessages: 'No messages yet. Say hello!',
  reportSent: 'Thank you. Your report has been sent to our team.',
} as const;

/** Issue 43: a text of only invisible characters is as empty as one of spaces (shared/rules/visible-text.ts). */
const body = z
  .string()
  .trim()
  .min(1, conversationMessages.empty)
  .max(MESSAGE_MAX_LENGTH, conversationMessages.tooLong)
  .refine(hasVisibleText, conversationMessages.empty)
  .refine((text) => !hasTextDirectionControl(text), conversationMessages.directionControl)
  .refine((text) => !hasMarkPile(text), conversationMessages.markPile);

export const sendMessageSchema = z.strictObject({ body }).meta({ id: 'SendMessage' });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const openConversationSchema = z
  .strictObject({ memberId: z.string().min(1).max(64) })
  .meta({ id: 'OpenConversation' });

export const contactSharingSchema = z.strictObject({ share: z.boolean() }).meta({ id: 'ContactSharing' });

export const reportMessageSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS),
    description: z.string().trim().max(1000).default(''),
  })
  .meta({ id: 'ReportMessage' });

/** 'open': both may write; 'ended': the interest was removed, read-only (D28). */
export const CONVERSATION_STATES = ['open', 'ended'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

const counterpart = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
});

export const messageSchema = z
  .object({
    id: z.string(),
    body: z.string(),
    sentAt: z.iso.datetime(),
    fromMe: z.boolean(),
    /** When the receiver read it (the sender's read mark); null while unread. */
    readAt: z.iso.datetime().nullable(),
    /** D29: true only for the receiver of a message with signs of a scam. */
    safetyNote: z.boolean(),
    /** D47: set when this is a call's event (the body is then its English summary). */
    call: callEventSchema.nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  member: counterpart,
  state: z.enum(CONVERSATION_STATES),
  lastMessage: z.object({ body: z.string(), sentAt: z.iso.datetime(), fromMe: z.boolean() }).nullable(),
  unreadCount: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsPageSchema = z
  .object({
    conversations: z.array(conversationSummarySchema),
    /** Pass as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ConversationsPage' });
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

export const conversationsQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() }).meta({ id: 'UnreadCount' });

export const conversationSchema = z
  .object({
    id: z.string(),
    member: counterpart,
    state: z.enum(CONVERSATION_STATES),
    /** D38: whether this member shares their own contact details with the other. */
    sharingContact: z.boolean(),
    /** D38: the other member's contact details, only when they chose to share them. */
    contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
    /** D46: the chaperones of either member: 'Chaperoned by {first name} ({relation})'. */
    chaperones: z.array(conversationChaperoneSchema),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const messagesQuerySchema = z.strictObject({
  /** A message id: the page holds the messages before it (older). */
  before: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export const messagesPageSchema = z
  .object({
    /** Oldest first within the page. */
    messages: z.array(messageSchema),
    /** Pass as `before` for the older page; null when there is none. */
    nextBefore: z.string().nullable(),
  })
  .meta({ id: 'MessagesPage' });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const openedConversationSchema = z.object({ id: z.string() }).meta({ id: 'OpenedConversation' });
