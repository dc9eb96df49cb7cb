import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { shortlistSchema } from '#shared/schemas/shortlists.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const shortlistKey = ['shortlist'] as const;

/** Changed from discovery and profile pages too: always asked afresh. */
export function useShortlist() {
  return useQuery({
    queryKey: shortlistKey,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/shortlists', { schema: shortlistSchema, signal }),
  });
}

export function useRemoveFromShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/shortlists/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortlistKey }),
  });
}
