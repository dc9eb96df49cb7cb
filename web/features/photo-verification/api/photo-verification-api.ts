import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  myVerificationSchema,
  selfieAnswerSchema,
  verificationAttemptSchema,
  type VerificationPoseId,
} from '#shared/schemas/photo-verification.ts';
import { apiRequest, apiUpload } from '#web/lib/api-client.ts';

const verificationKey = ['photo-verification'] as const;

export type { SelfieAnswer } from '#shared/schemas/photo-verification.ts';

/** D43: where the member stands (My Profile's card). */
export function useMyVerification() {
  return useQuery({
    queryKey: verificationKey,
    queryFn: ({ signal }) => apiRequest('/api/photo-verification', { schema: myVerificationSchema, signal }),
  });
}

/** Starts an attempt (two poses drawn by the server), or gives back the one still open. */
export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/photo-verification', { method: 'POST', schema: verificationAttemptSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKey }),
  });
}

/**
 * Sends one selfie the camera took (a JPEG from the canvas) for one pose of the attempt. The file
 * field is "photo", as for photos; there is no file input: the blob comes from the camera.
 */
export function useSendSelfie(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pose, selfie }: { pose: VerificationPoseId; selfie: Blob }) =>
      apiUpload(
        `/api/photo-verification/${encodeURIComponent(attemptId)}/selfies?${new URLSearchParams({ pose }).toString()}`,
        new File([selfie], `${pose}.jpg`, { type: 'image/jpeg' }),
        { schema: selfieAnswerSchema },
      ),
    onSuccess: (answer) => {
      if (answer.submitted) void queryClient.invalidateQueries({ queryKey: verificationKey });
    },
  });
}

/** Refreshes the card once the flow closes (an attempt may have started or ended meanwhile). */
export function useRefreshVerification() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: verificationKey });
}
