import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  matchMomentsSchema,
  receivedInterestsSchema,
  senderBasicInfoSchema,
  sentInterestsSchema,
  type InterestAnswer,
  type MatchMoments,
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
    // An acceptance is a match: its moment shows at once (issue 44).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interestsKey }),
        queryClient.invalidateQueries({ queryKey: ['match-moments'] }),
      ]),
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

const matchMomentsKey = ['match-moments'] as const;

/** Issue 44: the matches the member has not seen yet (a live 'match' event asks again). */
export function useMatchMoments() {
  return useQuery({
    queryKey: matchMomentsKey,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/interests/matches', { schema: matchMomentsSchema, signal }),
  });
}

/** Seen: the moment leaves at once (the next one, if any, shows), and the server keeps that it was seen. */
export function useMatchMomentSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(`/api/interests/matches/${encodeURIComponent(memberId)}/seen`, {
        method: 'POST',
        schema: z.unknown(),
      }),
    onMutate: (memberId) => {
      queryClient.setQueryData<MatchMoments>(matchMomentsKey, (data) =>
        data ? { moments: data.moments.filter((moment) => moment.partner.id !== memberId) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchMomentsKey }),
  });
}
