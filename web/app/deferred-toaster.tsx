import { Suspense, useState } from 'react';
import { lazyNamed } from '#web/lib/lazy-named.ts';

const Toaster = lazyNamed(() => import('#web/components/ui/toaster.tsx'), 'Toaster');

/**
 * The toaster (sonner, about 9 KB gzip) is loaded once a screen that may toast is shown, and then
 * stays mounted, so the landing page does without it (ADR 0013). A toast made before it mounts is
 * still shown: sonner replays active toasts to a new Toaster (e.g. 'Logged out successfully!' on
 * the way from the dashboard to the landing page).
 */
export function DeferredToaster({ wanted }: { wanted: boolean }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
