import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  churchSignInSettingsSchema,
  type ChurchSignInSettings,
  type ChurchSignInUpdate,
} from '#shared/schemas/church-sign-in.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const key = ['admin', 'church-sign-in'] as const;

/** D48: the super admin's church sign-in settings (the secret only as set or not). */
export function useChurchSignInSettings() {
  return useQuery({
    queryKey: key,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/admin/church-sign-in', { schema: churchSignInSettingsSchema, signal }),
  });
}

export function useSaveChurchSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChurchSignInUpdate) =>
      apiRequest('/api/admin/church-sign-in', { method: 'PUT', body: settings, schema: churchSignInSettingsSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ChurchSignInSettings>(key, saved);
      void queryClient.invalidateQueries({ queryKey: ['church-sign-in'] });
    },
  });
}
