import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { dataExportSchema, type AccountDeletion } from '#shared/schemas/member-data.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * D34: the account goes for good (server/modules/member-data/member-data.routes.ts). `onDeleted`
 * is the mutation's own callback, not the form's: the deletion ends the session, and the live
 * stream's sign-out may take the settings page (and the form) away before the answer is read.
 */
export function useDeleteAccount(onDeleted: (message: string) => void) {
  return useMutation({
    mutationFn: (body: AccountDeletion) =>
      apiRequest('/api/accounts/me', { method: 'DELETE', body, schema: messageResponseSchema }),
    onSuccess: (answer) => onDeleted(answer.message),
  });
}

/** D34: where the member's data download stands; asked again every 2 s while it is being prepared. */
export const dataExportQueryKey = ['member-data', 'export'] as const;

export function useDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/accounts/me/export', { schema: dataExportSchema, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 2_000 : false),
  });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/accounts/me/export', { method: 'POST', schema: dataExportSchema }),
    onSuccess: (answer) => queryClient.setQueryData(dataExportQueryKey, answer),
  });
}

/** The ZIP's address: a plain link downloads it (the session cookie goes with it). */
export const DATA_EXPORT_DOWNLOAD_URL = '/api/accounts/me/export/download';
