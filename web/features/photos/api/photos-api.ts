import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PhotoKind } from '#shared/enums.ts';
import { photoSchema } from '#shared/schemas/profile.ts';
import { apiRequest, apiUpload } from '#web/lib/api-client.ts';

/** The own profile holds the photo lists; it is refetched after every change. */
const ownProfileKey = ['profiles', 'me'] as const;

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: PhotoKind; file: File; onProgress: (fraction: number) => void }) =>
      apiUpload(`/api/photos?kind=${kind}`, file, { schema: photoSchema, onProgress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownProfileKey }),
  });
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => apiRequest(`/api/photos/${photoId}`, { method: 'DELETE', schema: z.unknown() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownProfileKey }),
  });
}
