import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  callSchema,
  callSettingsSchema,
  callSignalsSchema,
  currentCallSchema,
  iceServersSchema,
  type CallKind,
  type CallSignalInput,
} from '#shared/schemas/calls.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * The calls this tab started or answered: only that tab connects (a member's other tabs and
 * devices see the call, and may hang up, but make no second connection that would answer twice).
 */
const ownedHere = new Set<string>();
export const isOwnedHere = (callId: string) => ownedHere.has(callId);

/** Every calls query starts with this key: the 'calls' live topic refetches them all (D3, D47). */
export const callsKey = ['calls'] as const;
const currentKey = [...callsKey, 'current'] as const;
const base = (id: string) => `/api/calls/${encodeURIComponent(id)}`;

/** The member's live call, ringing or connected, or none: every signed-in page shows it. */
export function useCurrentCall(enabled = true) {
  return useQuery({
    queryKey: currentKey,
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/calls/current', { schema: currentCallSchema, signal }),
  });
}

export function useStartCall(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: CallKind) =>
      apiRequest('/api/calls', { method: 'POST', body: { conversationId, kind }, schema: callSchema }),
    onSuccess: (call) => {
      ownedHere.add(call.id);
      queryClient.setQueryData(currentKey, { call });
    },
  });
}

/** Answer, decline or hang up; the current call is read again either way. */
export function useCallAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' | 'end' }) =>
      apiRequest(`${base(id)}/${action}`, { method: 'POST', schema: z.unknown() }),
    onSuccess: (_answer, { id, action }) => {
      if (action === 'accept') ownedHere.add(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentKey }),
  });
}

export const sendSignal = (id: string, signal: CallSignalInput) =>
  apiRequest(`${base(id)}/signals`, { method: 'POST', body: signal, schema: z.unknown() });

export const readSignals = (id: string, after: string | undefined) =>
  apiRequest(`${base(id)}/signals${after ? `?after=${encodeURIComponent(after)}` : ''}`, { schema: callSignalsSchema });

export const readIceServers = (id: string) => apiRequest(`${base(id)}/ice-servers`, { schema: iceServersSchema });

/**
 * A counter that moves on every 'calls' live event while a call is live: the connection reads its
 * new signals then (and every few seconds, should an event have been missed).
 */
export function useSignalTick(id: string | undefined) {
  return useQuery({
    queryKey: [...callsKey, 'tick', id],
    enabled: id !== undefined,
    staleTime: 0,
    refetchInterval: 3_000,
    queryFn: () => Date.now(),
  });
}

export function useCallSettings() {
  return useQuery({
    queryKey: [...callsKey, 'settings'],
    queryFn: ({ signal }) => apiRequest('/api/calls/settings', { schema: callSettingsSchema, signal }),
  });
}

export function useSaveCallSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (incoming: boolean) =>
      apiRequest('/api/calls/settings', { method: 'PUT', body: { incoming }, schema: callSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData([...callsKey, 'settings'], settings),
  });
}
