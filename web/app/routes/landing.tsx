import { LandingPage } from '#web/features/landing/components/landing-page.tsx';

/** Spec §2: '/' for visitors. Loaded with the app shell; everything behind sign-in is lazy (ADR 0013). */
export function LandingRoute() {
  return <LandingPage />;
}
