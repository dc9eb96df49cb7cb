import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '#shared/enums.ts';
import { languageChoiceSchema } from '#shared/schemas/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { chooseLanguage, currentLanguage, i18n, unsavedChoice } from '#web/lib/i18n.ts';

const languageKey = ['account', 'language'] as const;

/** D37: the member's choice, saved as their language (their emails and notifications follow it). */
export function useChooseMemberLanguage() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (language: Language) =>
      apiRequest('/api/accounts/me/language', { method: 'PUT', body: { language }, schema: languageChoiceSchema }),
    onSuccess: (saved) => queryClient.setQueryData(languageKey, saved),
    onError: () => toast.error(i18n.t('language.saveFailed')),
  });
  return async (language: Language) => {
    await chooseLanguage(language, { unsaved: false });
    save.mutate(language);
  };
}

/**
 * On a signed-in screen: a language chosen while signed out (on the landing page, at registration)
 * becomes the member's; otherwise the member's saved language is shown, whatever this browser had.
 */
export function useMemberLanguage() {
  const { data } = useQuery({
    queryKey: languageKey,
    queryFn: ({ signal }) => apiRequest('/api/accounts/me/language', { schema: languageChoiceSchema, signal }),
    staleTime: Infinity,
  });
  const choose = useChooseMemberLanguage();
  useEffect(() => {
    if (!data) return;
    const unsaved = unsavedChoice();
    if (unsaved) void choose(unsaved);
    else if (data.language !== currentLanguage()) void chooseLanguage(data.language, { unsaved: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the server, not per render
  }, [data]);
}
