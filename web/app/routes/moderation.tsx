import { ModerationPage } from '#web/features/moderation/components/moderation-page.tsx';

// The page's strings come with its code (ADR 0013), with the reports list it shares with the admin
// panel and the profile field labels it shares with My Profile (the super admin has no member screens).

/** /moderation (D31): moderators, admins and the super admin; the app shell draws it for them only. */
export function ModerationRoute() {
  return <ModerationPage />;
}
