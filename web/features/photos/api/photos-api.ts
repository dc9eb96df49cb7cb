import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PhotoKind } from '#shared/enums.ts';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import { photoPrivacySchema, type PhotoPrivacy } from '#shared/schemas/photo-privacy.ts';
import { photoSchema } from '#shared/schemas/profile.ts';
import { apiRequest, apiUpload } from '#web/lib/api-client.ts';

/**
 * The own profile holds the photo lists and the dashboard shows the primary photo (issue 24): both
 * are refetched after every change, so the avatar follows an upload without a reload.
 */
const ownProfileKey = ['profiles', 'me'] as const;
const dashboardKey = ['dashboard'] as const;

function refetchPhotoHolders(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownProfileKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: PhotoKind; file: File; onProgress: (fraction: number) => void }) =>
      apiUpload(`/api/photos?kind=${kind}`, file, { schema: photoSchema, onProgress }),
    onSettled: () => refetchPhotoHolders(queryClient),
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => apiRequest(`/api/photos/${photoId}`, { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => refetchPhotoHolders(queryClient),
  });
}

/** D33: who sees the member's photos (server/modules/photos/photos.routes.ts). */
const photoPrivacyKey = ['photos', 'privacy'] as const;

export function usePhotoPrivacy() {
  return useQuery({
    queryKey: photoPrivacyKey,
    queryFn: ({ signal }) => apiRequest('/api/photos/privacy', { schema: photoPrivacySchema, signal }),
  });
}

export function useSavePhotoPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhotoPrivacy) =>
      apiRequest('/api/photos/privacy', { method: 'PUT', body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoPrivacyKey }),
  });
}
