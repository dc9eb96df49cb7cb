import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type PasswordAgain,
  type TwoFactorCode,
  type TwoFactorOff,
} from '#shared/schemas/two-factor.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** D35: two-factor sign-in (server/modules/auth/two-factor.routes.ts). */
export const twoFactorQueryKey = ['account-security', 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/auth/two-factor', { schema: twoFactorStatusSchema, signal }),
  });
}

/** A new secret to scan; nothing changes at sign-in until a code turns it on. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: (body: PasswordAgain) =>
      apiRequest('/api/auth/two-factor/setup', { method: 'POST', body, schema: twoFactorSetupSchema }),
  });
}

/**
 * The first code turns it on and answers the recovery codes, once. The status is read again by
 * `useTwoFactorDone`, after the member has seen the codes (a super admin's panel then reads the
 * session again: web/app/routes/admin-panel.tsx).
 */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorCode) =>
      apiRequest('/api/auth/two-factor/enable', { method: 'POST', body, schema: recoveryCodesSchema }),
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordAgain) =>
      apiRequest('/api/auth/two-factor/recovery-codes', { method: 'POST', body, schema: recoveryCodesSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorOff) =>
      apiRequest('/api/auth/two-factor/disable', { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

/** Once the recovery codes were seen: the status read again. */
export function useTwoFactorDone() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });
}
