import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { blockedMembersSchema } from '#shared/schemas/blocks.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const blocksKey = ['blocks'] as const;

export function useBlockedMembers() {
  return useQuery({
    queryKey: blocksKey,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/blocks', { schema: blockedMembersSchema, signal }),
  });
}

export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE', schema: z.unknown() }),
    // An unblocked member may show up again anywhere.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
