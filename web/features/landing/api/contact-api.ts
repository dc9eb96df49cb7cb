import { useCallback, useState } from 'react';
import type { ContactFormInput } from '#shared/rules/contact.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type ContactSubmission = Required<ContactFormInput>;

/**
 * POST /api/contact (D18). The landing page runs without TanStack Query and zod (ADR 0013), so
 * this is a plain request with its busy flag; the response schema is loaded when a message is sent.
 */
export function useSendContactMessage() {
  const [isPending, setPending] = useState(false);
  const send = useCallback(async (body: ContactSubmission) => {
    setPending(true);
    try {
      const { contactResponseSchema } = await import('#shared/schemas/contact.ts');
      return await apiRequest('/api/contact', { method: 'POST', body, schema: contactResponseSchema });
    } finally {
      setPending(false);
    }
  }, []);
  return { send, isPending };
}
