import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { devicesSchema, type EmailChange, type PasswordChange } from '#shared/schemas/account-security.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** D35: the member's signed-in devices (server/modules/auth/account-security.routes.ts). */
export const devicesQueryKey = ['account-security', 'devices'] as const;

export function useDevices() {
  return useQuery({
    queryKey: devicesQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/auth/devices', { schema: devicesSchema, signal }),
  });
}

function useDevicesChange<T>(request: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}

/** Every other session ends; this browser gets a new session cookie with the answer. */
export function useChangePassword() {
  return useDevicesChange((body: PasswordChange) =>
    apiRequest('/api/auth/password', { method: 'PUT', body, schema: messageResponseSchema }),
  );
}

export function useSignOutDevice() {
  return useDevicesChange((id: string) =>
    apiRequest(`/api/auth/devices/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageResponseSchema }),
  );
}

export function useSignOutOtherDevices() {
  return useDevicesChange(() =>
    apiRequest('/api/auth/devices/sign-out-others', { method: 'POST', schema: messageResponseSchema }),
  );
}

/** D35: a link goes to the new address; the email changes when it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: EmailChange) =>
      apiRequest('/api/auth/email', { method: 'PUT', body, schema: messageResponseSchema }),
  });
}
