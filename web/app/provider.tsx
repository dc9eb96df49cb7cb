import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OwnAccount } from '#shared/schemas/account.ts';
import { sessionQueryKey } from '#web/features/auth/api/session-api.ts';
import { publicSettingsQueryKey } from '#web/lib/public-settings-key.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

/**
 * Server data for the app behind the front door (full-app.tsx). `initialSession` is what the
 * front door already asked the server, so the session query starts from it instead of asking again.
 */
export function AppProvider({
  children,
  initialSession,
}: {
  children: ReactNode;
  initialSession?: OwnAccount | null | undefined;
}) {
  const [queryClient] = useState(() => {
    // A 401 anywhere means the session is gone: the session query asks again and the shell follows.
    const client = createQueryClient({
      onUnauthorized: () => void client.invalidateQueries({ queryKey: sessionQueryKey }),
      onMaintenance: () => void client.invalidateQueries({ queryKey: publicSettingsQueryKey }),
    });
    if (initialSession !== undefined) client.setQueryData(sessionQueryKey, initialSession);
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
