import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { churchDirectorySchema } from '#shared/schemas/churches.ts';
import {
  ownProfileSchema,
  profileViewSchema,
  type OwnProfile,
  type ProfileDraft,
  type ProfileSave,
} from '#shared/schemas/profile.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const ownProfileQueryKey = ['profiles', 'me'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/profiles/me', { schema: ownProfileSchema, signal }),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSave) =>
      apiRequest('/api/profiles/me', { method: 'PUT', body, schema: ownProfileSchema }),
    onSuccess: (profile) => {
      queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, profile);
      // The name is the session's; whom the member is looking for shapes the dashboard and discovery (D36).
      for (const queryKey of [['session'], ['dashboard'], ['discovery']])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Issue 44: a step of the guided first profile kept as a draft; the profile stays incomplete. */
export const saveProfileDraft = (body: ProfileDraft, keepalive = false) =>
  apiRequest('/api/profiles/me/draft', { method: 'PUT', body, schema: ownProfileSchema, keepalive });

export function useSaveProfileDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileDraft) => saveProfileDraft(body),
    onSuccess: (profile) => queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, profile),
  });
}

export function useProfileView(userId: string) {
  return useQuery({
    queryKey: ['profiles', 'view', userId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/profiles/${encodeURIComponent(userId)}`, { schema: profileViewSchema, signal }),
  });
}

export function useDeactivateAccount() {
  return useMutation({
    mutationFn: () => apiRequest('/api/accounts/me/deactivate', { method: 'POST', schema: messageResponseSchema }),
  });
}

/** D32: the churches a member may pick on My Profile (the directory the super admin keeps). */
export function useChurchDirectory() {
  return useQuery({
    queryKey: ['churches'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiRequest('/api/churches', { schema: churchDirectorySchema, signal }),
  });
}
