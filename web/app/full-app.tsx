import type { OwnAccount } from '#shared/schemas/account.ts';
import { AppShell } from './app-shell.tsx';
import { AppProvider } from './provider.tsx';

/** Everything but a visitor's first look at the landing page: loaded on demand by front-door.tsx. */
export function FullApp({ initialSession }: { initialSession: OwnAccount | null | undefined }) {
  return (
    <AppProvider initialSession={initialSession}>
      <AppShell />
    </AppProvider>
  );
}
