import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  notificationSettingsSchema,
  notificationsPageSchema,
  notificationsUnreadSchema,
  unsubscribeResultSchema,
  type NotificationSettings,
  type NotificationsPage,
} from '#shared/schemas/notifications.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every notification query starts with this key: the 'notifications' live topic refetches them all (D3). */
export const notificationsKey = ['notifications'] as const;

/** The bell's count. */
export function useNotificationsUnread(enabled = true) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/notifications/unread', { schema: notificationsUnreadSchema, signal }),
  });
}

/** The bell's list, newest first, one keyset page at a time; fetched while the list is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...notificationsKey, 'list'],
    enabled,
    staleTime: 0,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationsPage) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        schema: notificationsPageSchema,
        signal,
      }),
  });
}

function useRefreshAfter<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export const useMarkNotificationRead = () =>
  useRefreshAfter((id: string) =>
    apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema: z.unknown() }),
  );

export const useMarkAllNotificationsRead = () =>
  useRefreshAfter(() => apiRequest('/api/notifications/read-all', { method: 'POST', schema: z.unknown() }));

export function useNotificationSettings() {
  return useQuery({
    queryKey: [...notificationsKey, 'settings'],
    queryFn: ({ signal }) => apiRequest('/api/notifications/settings', { schema: notificationSettingsSchema, signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest('/api/notifications/settings', { method: 'PUT', body: settings, schema: notificationSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData([...notificationsKey, 'settings'], saved),
  });
}

/** An email's unsubscribe link, opened in the browser (no sign-in needed). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        schema: unsubscribeResultSchema,
      }),
  });
}
