import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  familyDraftInvitationSchema,
  familyDraftsSchema,
  type FamilyDraftAccept,
} from '#shared/schemas/family-drafts.ts';
import type { FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { familyKey } from './family-api.ts';

/**
 * D45 (/api/family/drafts, /api/family/draft): a profile someone starts at registration for a
 * relative, the relative's list of them, and the member's emailed invitation. Under `familyKey`:
 * the 'account' live topic (the member accepted or refused) refetches the list.
 */
const draftsKey = [...familyKey, 'drafts'] as const;
const draft = (id: string) => `/api/family/drafts/${encodeURIComponent(id)}`;

/** `fresh`: read again on opening, whatever the list last had (the edit page starts from it). */
export function useDrafts({ fresh = false } = {}) {
  return useQuery({
    queryKey: draftsKey,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    queryFn: ({ signal }) => apiRequest('/api/family/drafts', { schema: familyDraftsSchema, signal }),
  });
}

/** A change of a draft: the list is read again, whatever the answer. */
function useDraftChange<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: draftsKey }) });
}

export const useSaveDraft = (id: string) =>
  useDraftChange((values: FamilyProfileEdit) =>
    apiRequest(`${draft(id)}/profile`, { method: 'PUT', body: values, schema: messageResponseSchema }),
  );

export const useResendDraft = () =>
  useDraftChange((id: string) =>
    apiRequest(`${draft(id)}/invitation`, { method: 'POST', schema: messageResponseSchema }),
  );

export const useDeleteDraft = () =>
  useDraftChange((id: string) => apiRequest(draft(id), { method: 'DELETE', schema: messageResponseSchema }));

/** The member's page of the draft, by the emailed token (in the body, never in an API URL). */
export function useDraftInvitation(token: string) {
  return useQuery({
    queryKey: ['family-draft', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiRequest('/api/family/draft', {
        method: 'POST',
        body: { token },
        schema: familyDraftInvitationSchema,
        signal,
      }),
  });
}

export function useAcceptDraft() {
  return useMutation({
    mutationFn: (form: FamilyDraftAccept) =>
      apiRequest('/api/family/draft/accept', { method: 'POST', body: form, schema: messageResponseSchema }),
  });
}

export function useRefuseDraft() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('/api/family/draft/refuse', { method: 'POST', body: { token }, schema: messageResponseSchema }),
  });
}
