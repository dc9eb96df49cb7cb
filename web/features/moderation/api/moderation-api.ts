import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '#shared/enums.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { moderationQueueSchema, moderationReportsSchema, type Rejection } from '#shared/schemas/moderation.ts';
import { verificationQueueSchema } from '#shared/schemas/photo-verification.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every moderation query starts with this key: each decision refreshes the queues and the reports. */
const moderationKey = ['moderation'] as const;

/**
 * What a moderator decides on: a profile (by its member's id), a photo or a photo verification
 * (D43), each by its id. All three are approved and rejected alike.
 */
export type ReviewTarget = { kind: 'profiles' | 'photos' | 'verifications'; id: string };

const targetPath = ({ kind, id }: ReviewTarget) => `/api/moderation/${kind}/${encodeURIComponent(id)}`;

/**
 * A photo as the moderator sees it: the authorised photo route (server/modules/photos), which lets
 * moderators load any member's photo; never a storage key.
 */
export const photoSource = (photoId: string, variant: 'thumbnail' | 'display') =>
  `/api/photos/${encodeURIComponent(photoId)}/${variant}`;

/** D31: the profiles, photos and held members waiting for a moderator, oldest first. */
export function useModerationQueue() {
  return useQuery({
    queryKey: [...moderationKey, 'queue'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/moderation/queue', { schema: moderationQueueSchema, signal }),
  });
}

/** D43: the photo verifications waiting for a moderator: the selfies beside the profile photos. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: [...moderationKey, 'verifications'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest('/api/moderation/verifications', { schema: verificationQueueSchema, signal }),
  });
}

function useRefreshModeration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moderationKey });
}

export function useApprove() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: (target: ReviewTarget) =>
      apiRequest(`${targetPath(target)}/approve`, { method: 'POST', schema: messageResponseSchema }),
    onSettled: refresh,
  });
}

/** Rejects `target` with the reason the member reads (the reject dialog's form). */
export function useReject(target: ReviewTarget) {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: (body: Rejection) =>
      apiRequest(`${targetPath(target)}/reject`, { method: 'POST', body, schema: messageResponseSchema }),
    onSettled: refresh,
  });
}

/** Lets a member on hold after reports be seen again. */
export function useReleaseHold() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/api/moderation/held/${encodeURIComponent(userId)}/release`, {
        method: 'POST',
        schema: messageResponseSchema,
      }),
    onSettled: refresh,
  });
}

export function useModerationReports(status: 'all' | ReportStatus) {
  return useQuery({
    queryKey: [...moderationKey, 'reports', status],
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/moderation/reports?${new URLSearchParams({ status }).toString()}`, {
        schema: moderationReportsSchema,
        signal,
      }),
  });
}

export function useDecideReport() {
  const refresh = useRefreshModeration();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'resolve' | 'dismiss' }) =>
      apiRequest(`/api/moderation/reports/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        schema: messageResponseSchema,
      }),
    onSettled: refresh,
  });
}
