import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import type { ReportReason } from '#shared/enums.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { discoveryOptionsSchema, discoveryPageSchema, type DiscoveryFilters } from '#shared/schemas/discovery.ts';
import { recommendationsSchema, type Recommendations } from '#shared/schemas/recommendations.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type Filters = Partial<Omit<DiscoveryFilters, 'cursor' | 'limit'>>;
const discoveryKey = ['discovery'] as const;

function queryString(filters: Filters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

export function useDiscovery(filters: Filters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...discoveryKey, filters],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/discovery?${queryString(filters, pageParam)}`, { schema: discoveryPageSchema, signal }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

const recommendationsKey = (limit: number, verified = false) =>
  verified ? [...discoveryKey, 'recommended', limit, 'verified'] : [...discoveryKey, 'recommended', limit];

/** Whether the page holds the first `limit` of today's recommendations already (any age). */
export function useHasRecommendations(limit: number): () => boolean {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.getQueryData(recommendationsKey(limit)) !== undefined, [queryClient, limit]);
}

/** How long a list another answer brought (the dashboard's, issue 46) stands before it is asked afresh. */
const GIVEN_LIST_FRESH_MS = 60_000;

/**
 * D36: the first `limit` of today's recommendations (a free member's reveals go only to the cards
 * asked for). Under discovery's key, so a block, a profile save (new
 * preferences) or an answer of whom the member looks for asks for them afresh. `given`: the same
 * list as another answer brought it (the dashboard's, issue 46), drawn without a request of its own.
 * `verified`: only members whose photos a moderator verified (D43), asked for with `verified=true`.
 */
export function useRecommendations(limit: number, given?: Recommendations, verified = false) {
  const query = new URLSearchParams({ limit: String(limit), ...(verified ? { verified: 'true' } : {}) });
  return useQuery({
    queryKey: recommendationsKey(limit, verified),
    queryFn: ({ signal }) =>
      apiRequest(`/api/recommendations?${query.toString()}`, { schema: recommendationsSchema, signal }),
    ...(given && !verified && { initialData: given, staleTime: GIVEN_LIST_FRESH_MS }),
  });
}

export function useDiscoveryOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...discoveryKey, 'options'],
    enabled,
    queryFn: ({ signal }) => apiRequest('/api/discovery/options', { schema: discoveryOptionsSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useExpressInterest() {
  return useMutation({
    mutationFn: (receiverId: string) =>
      apiRequest('/api/interests', { method: 'POST', body: { receiverId }, schema: messageResponseSchema }),
  });
}

export function useToggleShortlist() {
  return useMutation({
    mutationFn: ({ userId, add }: { userId: string; add: boolean }) =>
      apiRequest(`/api/shortlists/${encodeURIComponent(userId)}`, {
        method: add ? 'PUT' : 'DELETE',
        schema: z.unknown(),
      }),
  });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'PUT', schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryKey }),
  });
}

export function useReportMember() {
  return useMutation({
    mutationFn: (body: { reportedUserId: string; reason: ReportReason; description: string }) =>
      apiRequest('/api/reports', { method: 'POST', body, schema: messageResponseSchema }),
  });
}
