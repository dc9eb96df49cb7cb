import { useQuery } from '@tanstack/react-query';
import { churchSignInPublicSchema } from '#shared/schemas/church-sign-in.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** D48: whether the sign-in page shows 'Sign in with {label}', and the label. */
export function useChurchSignIn() {
  return useQuery({
    queryKey: ['church-sign-in'],
    queryFn: ({ signal }) => apiRequest('/api/auth/church', { schema: churchSignInPublicSchema, signal }),
  });
}
