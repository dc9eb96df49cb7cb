import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  receivedInterestsSchema,
  senderBasicInfoSchema,
  sentInterestsSchema,
  type InterestAnswer,
} from '#shared/schemas/interests.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const interestsKey = ['interests'] as const;

/** Interests change through other screens and other members: always asked afresh. */
export function useReceivedInterests() {
  return useQuery({
    queryKey: [...interestsKey, 'received'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/interests/received', { schema: receivedInterestsSchema, signal }),
  });
}

export function useSentInterests() {
  return useQuery({
    queryKey: [...interestsKey, 'sent'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/interests/sent', { schema: sentInterestsSchema, signal }),
  });
}

export function useSenderBasicInfo(interestId: string | undefined) {
  return useQuery({
    queryKey: [...interestsKey, 'sender', interestId],
    enabled: interestId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest(`/api/interests/${encodeURIComponent(interestId ?? '')}/sender`, {
        schema: senderBasicInfoSchema,
        signal,
      }),
  });
}

export function useAnswerInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InterestAnswer }) =>
      apiRequest(`/api/interests/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
        schema: messageResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interestsKey }),
  });
}

export function useWithdrawInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/interests/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interestsKey }),
  });
}
