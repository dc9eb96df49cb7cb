import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { familyCandidatesSchema, familySuggestionsSentSchema } from '#shared/schemas/family-suggestions.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { familyKey } from './family-api.ts';

/**
 * D45, a relative's suggestions: the name search among the members the linked member could see,
 * the suggestion, and what this relative suggested. Under `familyKey`: the 'account' live topic
 * (the member dismissed one, the link ended) refetches them.
 */
const suggestionsKey = (linkId: string) => [...familyKey, 'suggestions', linkId] as const;
const linked = (linkId: string) => `/api/family/linked/${encodeURIComponent(linkId)}`;

/** The search runs for a submitted name of at least 2 letters (the server says so too). */
export function useMemberSearch(linkId: string, q: string) {
  return useQuery({
    queryKey: [...familyKey, 'search', linkId, q],
    enabled: q.trim().length >= 2,
    retry: false,
    staleTime: 30_000,
    queryFn: ({ signal }) =>
      apiRequest(`${linked(linkId)}/members?q=${encodeURIComponent(q.trim())}`, {
        schema: familyCandidatesSchema,
        signal,
      }),
  });
}

export function useSentSuggestions(linkId: string) {
  return useQuery({
    queryKey: suggestionsKey(linkId),
    queryFn: ({ signal }) =>
      apiRequest(`${linked(linkId)}/suggestions`, { schema: familySuggestionsSentSchema, signal }),
  });
}

export function useSuggestMember(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(`${linked(linkId)}/suggestions`, {
        method: 'POST',
        body: { memberId },
        schema: messageResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(linkId) }),
  });
}
