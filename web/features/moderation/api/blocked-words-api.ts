import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '#shared/enums.ts';
import { blockedWordsListSchema, type BlockedWordsList } from '#shared/schemas/blocked-words.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** D42: one language's blocked words; adding or removing answers the new list. */
const blockedWordsKey = (language: Language) => ['moderation', 'blocked-words', language] as const;

export function useBlockedWords(language: Language) {
  return useQuery({
    queryKey: blockedWordsKey(language),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(`/api/moderation/blocked-words?${new URLSearchParams({ language }).toString()}`, {
        schema: blockedWordsListSchema,
        signal,
      }),
  });
}

function useSetList() {
  const queryClient = useQueryClient();
  return (list: BlockedWordsList) => queryClient.setQueryData(blockedWordsKey(list.language), list);
}

export function useAddBlockedWords() {
  const setList = useSetList();
  return useMutation({
    mutationFn: (body: { language: Language; words: string[] }) =>
      apiRequest('/api/moderation/blocked-words', { method: 'POST', body, schema: blockedWordsListSchema }),
    onSuccess: setList,
  });
}

export function useRemoveBlockedWord() {
  const setList = useSetList();
  return useMutation({
    mutationFn: ({ language, id }: { language: Language; id: string }) =>
      apiRequest(`/api/moderation/blocked-words/${language}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: blockedWordsListSchema,
      }),
    onSuccess: setList,
  });
}
