import type { OwnAccount } from '#shared/schemas/account.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Asking the server who is signed in, without TanStack Query or zod, so that the landing page
 * (which must know it first) loads neither (ADR 0013). A signed-out answer is exactly
 * `{ "account": null }`; any other answer is parsed with the shared schema, loaded on demand.
 * `useSession` (auth-api.ts) is this fetch behind the session query.
 */
export const sessionQueryKey = ['session'] as const;

const unparsed = { parse: (payload: unknown) => payload };

function isSignedOut(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    Object.keys(payload).length === 1 &&
    (payload as { account?: unknown }).account === null
  );
}

export async function fetchSession(signal?: AbortSignal): Promise<OwnAccount | null> {
  const payload = await apiRequest('/api/auth/session', { schema: unparsed, ...(signal ? { signal } : {}) });
  if (isSignedOut(payload)) return null;
  const { sessionResponseSchema } = await import('#shared/schemas/account.ts');
  return sessionResponseSchema.parse(payload).account;
}
