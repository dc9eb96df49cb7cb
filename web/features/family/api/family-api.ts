import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import {
  familyInvitationSchema,
  familyLinkedSchema,
  familyPageSchema,
  type FamilyAccept,
  type FamilyInvitationForm,
} from '#shared/schemas/family.ts';
import { familyMemberViewSchema, type FamilyProfileEdit } from '#shared/schemas/family-view.ts';
import { chaperoneConversationSchema, chaperoneConversationsSchema } from '#shared/schemas/family-chaperone.ts';
import type { ReportReason } from '#shared/enums.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * D45 (/api/family): the member's links and family log, the relative's side, and the emailed
 * invitation. Every family query starts with this key: the 'account' live topic (sent to both
 * sides when a link changes) refetches them.
 */
export const familyKey = ['family'] as const;
const pageKey = [...familyKey, 'page'] as const;
const linkedKey = [...familyKey, 'linked'] as const;
const link = (id: string) => `/api/family/links/${encodeURIComponent(id)}`;

/** The member's side: every link and what each relative did. */
export function useFamilyPage() {
  return useQuery({
    queryKey: pageKey,
    queryFn: ({ signal }) => apiRequest('/api/family', { schema: familyPageSchema, signal }),
  });
}

/** A change of the member's links: the page is read again, whatever the answer. */
function useLinkChange<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKey }),
  });
}

export const useInviteRelative = () =>
  useLinkChange((form: FamilyInvitationForm) =>
    apiRequest('/api/family/invitations', { method: 'POST', body: form, schema: messageResponseSchema }),
  );

export const useAllowEdits = () =>
  useLinkChange(({ id, mayEditProfile }: { id: string; mayEditProfile: boolean }) =>
    apiRequest(link(id), { method: 'PATCH', body: { mayEditProfile }, schema: messageResponseSchema }),
  );

export const useEndLink = () =>
  useLinkChange((id: string) => apiRequest(link(id), { method: 'DELETE', schema: messageResponseSchema }));

/** D46: the member names a linked relative chaperone (naming another ends the first). */
export const useNameChaperone = () =>
  useLinkChange((linkId: string) =>
    apiRequest('/api/family/chaperone', { method: 'PUT', body: { linkId }, schema: messageResponseSchema }),
  );

export const useEndChaperone = () =>
  useLinkChange(() => apiRequest('/api/family/chaperone', { method: 'DELETE', schema: messageResponseSchema }));

/**
 * D46, the chaperone's reading. Under `chaperoneKey`: the 'messages' live topic (sent to the
 * chaperone with every message of the member's) and the 'account' one (the member ended it) refetch it.
 */
export const chaperoneKey = [...familyKey, 'chaperone'] as const;

export function useChaperoneConversations(linkId: string) {
  return useQuery({
    queryKey: [...chaperoneKey, linkId],
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(`/api/family/linked/${encodeURIComponent(linkId)}/conversations`, {
        schema: chaperoneConversationsSchema,
        signal,
      }),
  });
}

export function useChaperoneConversation(linkId: string, conversationId: string) {
  return useQuery({
    queryKey: [...chaperoneKey, linkId, conversationId],
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/family/linked/${encodeURIComponent(linkId)}/conversations/${encodeURIComponent(conversationId)}`,
        { schema: chaperoneConversationSchema, signal },
      ),
  });
}

/** D46: the chaperone reports a message of the other member's (the team sees that message only). */
export function useChaperoneReport(linkId: string, conversationId: string) {
  return useMutation({
    mutationFn: ({ messageId, ...body }: { messageId: string; reason: ReportReason; description: string }) =>
      apiRequest(
        `/api/family/linked/${encodeURIComponent(linkId)}/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/report`,
        { method: 'POST', body, schema: messageResponseSchema },
      ),
  });
}

/** The relative's side: the members their account is linked to. */
export function useLinkedMembers() {
  return useQuery({
    queryKey: linkedKey,
    queryFn: ({ signal }) => apiRequest('/api/family/linked', { schema: familyLinkedSchema, signal }),
  });
}

/** The relative's side: one linked member's profile, interests and matches. */
export function useLinkedMember(linkId: string) {
  return useQuery({
    queryKey: [...linkedKey, linkId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/family/linked/${encodeURIComponent(linkId)}`, { schema: familyMemberViewSchema, signal }),
  });
}

/**
 * The relative's edit of the linked member's profile (while the member allows it). Saved or
 * refused (the member stopped the edits), the member's view is read again before the answer.
 */
export function useEditLinkedMember(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: FamilyProfileEdit) =>
      apiRequest(`/api/family/linked/${encodeURIComponent(linkId)}/profile`, {
        method: 'PUT',
        body: profile,
        schema: messageResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...linkedKey, linkId] }),
  });
}

export function useLeaveFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest(`/api/family/linked/${encodeURIComponent(linkId)}`, {
        method: 'DELETE',
        schema: messageResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkedKey }),
  });
}

/** The emailed invitation, read with its token (sent in the body, never in a URL the logs keep). */
export function useFamilyInvitation(token: string) {
  return useQuery({
    queryKey: ['family-invitation', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiRequest('/api/family/invitation', {
        method: 'POST',
        body: { token },
        schema: familyInvitationSchema,
        signal,
      }),
  });
}

/** Accepts the invitation with a relative's account; the server signs it in. */
export function useAcceptFamilyInvitation() {
  return useMutation({
    mutationFn: (form: FamilyAccept) =>
      apiRequest('/api/family/accept', { method: 'POST', body: form, schema: messageResponseSchema }),
  });
}
