import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownAccountSchema, type OwnAccount } from '#shared/schemas/account.ts';
import { messageResponseSchema, type LoginRequest, type PasswordResetConfirm } from '#shared/schemas/auth.ts';
import type { RegisterRequest } from '#shared/schemas/registration.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/lib/i18n.ts';
import { fetchSession, sessionQueryKey } from './session-api.ts';

export { sessionQueryKey };
const accountResponseSchema = z.object({ account: ownAccountSchema, message: z.string() });

/** The signed-in account, or null when signed out. */
/** A new account on this tab: nothing cached for the previous one may be shown. */
function resetCacheFor(queryClient: ReturnType<typeof useQueryClient>, account: OwnAccount | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<OwnAccount | null>(sessionQueryKey, account);
}

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
  });
}

/**
 * D40: registration signed the member in on the server; the tab takes the session when the form
 * moves on (the session as the server has it, so a registration whose sign-in failed stays signed
 * out). Resolves with the account, or null.
 */
export function useEnterSession() {
  const queryClient = useQueryClient();
  return async () => {
    const account = await queryClient.fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: 0,
    });
    resetCacheFor(queryClient, account);
    return account;
  };
}

export function useRegister() {
  return useMutation({
    // D37: the page's language becomes the new member's, so their verification email is in it.
    mutationFn: (body: RegisterRequest) =>
      apiRequest('/api/auth/register', {
        method: 'POST',
        body: { ...body, language: currentLanguage() },
        schema: accountResponseSchema,
      }),
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      apiRequest('/api/auth/login', { method: 'POST', body, schema: accountResponseSchema }),
    onSuccess: ({ account }) => resetCacheFor(queryClient, account),
  });
}

/** ADR 0025: signs in with the single-use link mailed past the per-email ceiling. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; code?: string }) =>
      apiRequest('/api/auth/sign-in-link', { method: 'POST', body, schema: accountResponseSchema }),
    onSuccess: ({ account }) => resetCacheFor(queryClient, account),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', { method: 'POST', schema: messageResponseSchema }),
    onSuccess: () => resetCacheFor(queryClient, null),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/auth/password-reset', { method: 'POST', body: { email }, schema: messageResponseSchema }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) =>
      apiRequest('/api/auth/password-reset/confirm', { method: 'POST', body, schema: messageResponseSchema }),
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/auth/verify-email', { method: 'POST', body: { token }, schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/verification-email', { method: 'POST', schema: messageResponseSchema }),
  });
}

/** After the server ended the session some other way (deactivation): forget it on this tab. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => resetCacheFor(queryClient, null);
}
