import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import type { AccountDeletion } from '#shared/schemas/member-data.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** D34: the account goes for good (server/modules/member-data/member-data.routes.ts). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: AccountDeletion) =>
      apiRequest('/api/accounts/me', { method: 'DELETE', body, schema: messageResponseSchema }),
  });
}
