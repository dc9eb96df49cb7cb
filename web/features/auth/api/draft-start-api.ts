import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '#shared/schemas/auth.ts';
import type { FamilyDraftStart } from '#shared/schemas/family-drafts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** D45: registration for someone else: the relative's account (signed in) and the draft of the member's profile. */
export function useStartDraft() {
  return useMutation({
    mutationFn: (form: FamilyDraftStart) =>
      apiRequest('/api/family/drafts', { method: 'POST', body: form, schema: messageResponseSchema }),
  });
}
