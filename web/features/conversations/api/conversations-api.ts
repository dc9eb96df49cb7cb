import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ReportReason } from '#shared/enums.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  conversationSchema,
  conversationsPageSchema,
  messageSchema,
  messagesPageSchema,
  openedConversationSchema,
  unreadCountSchema,
  type ConversationsPage,
  type MessagesPage,
} from '#shared/schemas/conversations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every conversation query starts with this key: the 'messages' live topic refetches them all (D3). */
export const conversationsKey = ['conversations'] as const;

const base = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/** The inbox, newest first, one keyset page at a time. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: [...conversationsKey, 'list'],
    staleTime: 0,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ConversationsPage) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: conversationsPageSchema,
        signal,
      }),
  });
}

/** The unread messages of every conversation, for the header's badge. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: [...conversationsKey, 'unread'],
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/conversations/unread', { schema: unreadCountSchema, signal }),
  });
}

export function useConversation(id: string) {
  return useQuery({
    queryKey: [...conversationsKey, 'detail', id],
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => apiRequest(base(id), { schema: conversationSchema, signal }),
  });
}

/**
 * The history, newest page first: page 0 holds the latest messages, each next page the ones
 * before it (`before`). Every page is oldest first; `oldestFirst` joins them for drawing.
 */
export function useMessages(id: string) {
  return useInfiniteQuery({
    queryKey: [...conversationsKey, 'messages', id],
    staleTime: 0,
    retry: false,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagesPage) => last.nextBefore ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${base(id)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: messagesPageSchema,
        signal,
      }),
  });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`${base(id)}/messages`, { method: 'POST', body: { body }, schema: messageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${base(id)}/read`, { method: 'POST', schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/** D38: share or stop sharing one's own phone and email with this member. */
export function useShareContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) =>
      apiRequest(`${base(id)}/contact-sharing`, { method: 'PUT', body: { share }, schema: conversationSchema }),
    onSuccess: (conversation) => {
      queryClient.setQueryData([...conversationsKey, 'detail', id], conversation);
    },
  });
}

export function useReportMessage(conversationId: string) {
  return useMutation({
    mutationFn: ({ messageId, ...body }: { messageId: string; reason: ReportReason; description: string }) =>
      apiRequest(`${base(conversationId)}/messages/${encodeURIComponent(messageId)}/report`, {
        method: 'POST',
        body,
        schema: messageResponseSchema,
      }),
  });
}

/** Opens (or creates) the conversation with a matched member; answers its id. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest('/api/conversations', { method: 'POST', body: { memberId }, schema: openedConversationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...conversationsKey, 'list'] }),
  });
}
