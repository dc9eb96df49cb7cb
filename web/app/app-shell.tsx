import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorFallback } from '#web/components/error-fallback.tsx';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/features/auth/api/auth-api.ts';
import { INFO_PAGES } from '#web/features/landing/info-pages.ts';
import { useMaintenance } from '#web/features/maintenance/api/maintenance-api.ts';
import { MaintenancePage } from '#web/features/maintenance/components/maintenance-notice.tsx';
import { mayModerate } from '#web/features/moderation/may-moderate.ts';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { DeferredToaster } from './deferred-toaster.tsx';
import { useLiveUpdates } from './live-updates.ts';
import { LandingRoute } from './routes/landing.tsx';

/*
 * Code splitting (ADR 0013): this shell is itself loaded on demand (front-door.tsx), and so is
 * every screen. Import new screens with lazyNamed, never statically, so that each one comes when
 * it is shown; the landing page's budget is checked by e2e/landing.spec.ts.
 */
/** The texts each screen brings (locales/<language>/on-demand/), fetched beside its code (D37). */
const AUTH = ['two-factor'];
const MEMBER = [
  'blocks',
  'calls',
  'conversations',
  'dashboard',
  'discovery',
  'endorsements',
  // D45: 'Suggested by {first name} ({relation})' on the dashboard, the cards and the profile.
  'family',
  'interests',
  'photo-verification',
  'profiles',
  'shortlists',
];

const SignedInLayout = lazyNamed(() => import('./layout/signed-in-layout.tsx'), 'SignedInLayout');
const AdminPanelRoute = lazyNamed(() => import('./routes/admin-panel.tsx'), 'AdminPanelRoute', [
  'admin',
  'notifications',
  'premium-requests',
  'reports',
  'two-factor',
]);
const LoginRoute = lazyNamed(() => import('./routes/auth-pages.tsx'), 'LoginRoute', AUTH);
const RegisterRoute = lazyNamed(() => import('./routes/auth-pages.tsx'), 'RegisterRoute', AUTH);
const ForgotPasswordRoute = lazyNamed(() => import('./routes/auth-pages.tsx'), 'ForgotPasswordRoute', AUTH);
const ResetPasswordRoute = lazyNamed(() => import('./routes/auth-pages.tsx'), 'ResetPasswordRoute', AUTH);
const VerifyEmailRoute = lazyNamed(() => import('./routes/auth-pages.tsx'), 'VerifyEmailRoute', AUTH);
const SignInLinkRoute = lazyNamed(() => import('./routes/auth-pages.tsx'), 'SignInLinkRoute', AUTH);
const UpgradeRoute = lazyNamed(() => import('./routes/public-pages.tsx'), 'UpgradeRoute', [
  'public-pages',
  'premium-requests',
]);
const InfoRoute = lazyNamed(() => import('./routes/public-pages.tsx'), 'InfoRoute', ['public-pages']);
const DiscoverRoute = lazyNamed(() => import('./routes/discover.tsx'), 'DiscoverRoute', MEMBER);
const RecommendedRoute = lazyNamed(() => import('./routes/discover.tsx'), 'RecommendedRoute', MEMBER);
const MyProfileRoute = lazyNamed(() => import('./routes/profile-pages.tsx'), 'MyProfileRoute', MEMBER);
const FirstProfileRoute = lazyNamed(() => import('./routes/profile-pages.tsx'), 'FirstProfileRoute', MEMBER);
const GalleryRoute = lazyNamed(() => import('./routes/profile-pages.tsx'), 'GalleryRoute', MEMBER);
const ProfileRoute = lazyNamed(() => import('./routes/profile-pages.tsx'), 'ProfileRoute', MEMBER);
const DashboardRoute = lazyNamed(() => import('./routes/member-pages.tsx'), 'DashboardRoute', MEMBER);
const MyInterestsRoute = lazyNamed(() => import('./routes/member-pages.tsx'), 'MyInterestsRoute', MEMBER);
const ShortlistRoute = lazyNamed(() => import('./routes/member-pages.tsx'), 'ShortlistRoute', MEMBER);
const BlockedRoute = lazyNamed(() => import('./routes/member-pages.tsx'), 'BlockedRoute', MEMBER);
const MessagesRoute = lazyNamed(() => import('./routes/member-pages.tsx'), 'MessagesRoute', MEMBER);
const ConversationRoute = lazyNamed(() => import('./routes/member-pages.tsx'), 'ConversationRoute', MEMBER);
const SettingsRoute = lazyNamed(() => import('./routes/settings-pages.tsx'), 'SettingsRoute', [
  'account-security',
  'calls',
  'family',
  'member-data',
  'notifications',
  'profiles',
  'push',
  'two-factor',
]);
const UnsubscribeRoute = lazyNamed(() => import('./routes/notification-pages.tsx'), 'UnsubscribeRoute', [
  'notifications',
]);
const EndorseRoute = lazyNamed(() => import('./routes/endorsement-pages.tsx'), 'EndorseRoute', ['endorsements']);
const WithdrawEndorsementRoute = lazyNamed(() => import('./routes/endorsement-pages.tsx'), 'WithdrawEndorsementRoute', [
  'endorsements',
]);
const AcceptFamilyInvitationRoute = lazyNamed(
  () => import('./routes/family-pages.tsx'),
  'AcceptFamilyInvitationRoute',
  ['family'],
);
const FamilyDraftRoute = lazyNamed(() => import('./routes/family-pages.tsx'), 'FamilyDraftRoute', [
  'family',
  'profiles',
]);
const DraftEditRoute = lazyNamed(() => import('./routes/family-pages.tsx'), 'DraftEditRoute', ['family', 'profiles']);
const RelativeHomeRoute = lazyNamed(() => import('./routes/family-pages.tsx'), 'RelativeHomeRoute', [
  'family',
  'member-data',
]);
const LinkedMemberRoute = lazyNamed(() => import('./routes/family-pages.tsx'), 'LinkedMemberRoute', [
  'family',
  'profiles',
]);
const LinkedMemberEditRoute = lazyNamed(() => import('./routes/family-pages.tsx'), 'LinkedMemberEditRoute', [
  'family',
  'profiles',
]);
const ChaperoneConversationsRoute = lazyNamed(
  () => import('./routes/family-pages.tsx'),
  'ChaperoneConversationsRoute',
  ['family'],
);
const ChaperoneConversationRoute = lazyNamed(() => import('./routes/family-pages.tsx'), 'ChaperoneConversationRoute', [
  'family',
  // D46: the report form's texts are the conversations'.
  'conversations',
]);
const ModerationRoute = lazyNamed(() => import('./routes/moderation.tsx'), 'ModerationRoute', [
  'moderation',
  'photo-verification',
  'profiles',
  'reports',
]);

/**
 * Spec §2 routing, decided by the session: 'Initializing application...' while it loads; signed
 * out: landing, login, register, upgrade, the footer pages (and the D10 account links), anything
 * else → landing; super admin: the admin panel on every path but /moderation (D31, once their
 * two-factor sign-in is on, D35); other members: their screens, the upgrade and footer pages,
 * /moderation for moderators and admins (D31; for a member it is an unknown path, like /admin),
 * /register → the guided first profile (D40: registration signs in), anything else → dashboard;
 * a relative's account (D45): their family page, an invitation, the footer pages.
 * The server enforces every rule again; this only decides what to draw.
 */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const account = session.data;
  useLiveUpdates(Boolean(account));
  const maintenance = useMaintenance();

  // A new page starts at its top (unless it was asked for a section, e.g. /#pricing).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  const toaster = <DeferredToaster wanted={Boolean(account) || pathname !== paths.home} />;

  if (session.isPending) {
    return (
      <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
        {t('app.initializing')}
      </p>
    );
  }
  if (session.isError) return <ErrorFallback error={session.error} onRetry={() => void session.refetch()} />;

  if (!account) {
    return (
      <Loading>
        {toaster}
        <Routes>
          <Route path={paths.home} element={<LandingRoute />} />
          <Route path={paths.login} element={<LoginRoute />} />
          <Route path={paths.register} element={<RegisterRoute />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
          <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailRoute signedIn={false} />} />
          <Route path={paths.signInLink} element={<SignInLinkRoute />} />
          <Route path={paths.unsubscribe} element={<UnsubscribeRoute signedIn={false} />} />
          <Route path={paths.endorse} element={<EndorseRoute signedIn={false} />} />
          <Route path={paths.endorseWithdraw} element={<WithdrawEndorsementRoute signedIn={false} />} />
          <Route path={paths.premiumUpgrade} element={<UpgradeRoute signedIn={false} />} />
          <Route path={paths.familyAccept} element={<AcceptFamilyInvitationRoute signedIn={false} />} />
          <Route path={paths.familyDraft} element={<FamilyDraftRoute signedIn={false} />} />
          {INFO_PAGES.map((page) => (
            <Route key={page.key} path={page.path} element={<InfoRoute page={page.key} signedIn={false} />} />
          ))}
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Routes>
      </Loading>
    );
  }

  // D42: while maintenance mode is on a member sees its page instead of the app (staff keep working).
  if (account.role === 'user' && maintenance.data?.on) return <MaintenancePage maintenance={maintenance.data} />;

  if (account.role === 'super_admin') {
    return (
      <Loading>
        {toaster}
        <SignedInLayout account={account}>
          <Routes>
            {account.twoFactorEnabled && <Route path={paths.moderation} element={<ModerationRoute />} />}
            <Route path="*" element={<AdminPanelRoute account={account} />} />
          </Routes>
        </SignedInLayout>
      </Loading>
    );
  }

  // D45: a relative's account has the family screens and the footer pages, nothing of a member's.
  if (account.relative) {
    return (
      <Loading>
        {toaster}
        <SignedInLayout account={account}>
          <Routes>
            <Route path={paths.family} element={<RelativeHomeRoute />} />
            <Route path="/family/members/:linkId" element={<LinkedMemberRoute />} />
            <Route path="/family/members/:linkId/edit" element={<LinkedMemberEditRoute />} />
            <Route path="/family/drafts/:id/edit" element={<DraftEditRoute />} />
            <Route path={paths.familyDraft} element={<FamilyDraftRoute signedIn />} />
            <Route path="/family/members/:linkId/conversations" element={<ChaperoneConversationsRoute />} />
            <Route
              path="/family/members/:linkId/conversations/:conversationId"
              element={<ChaperoneConversationRoute />}
            />
            <Route path={paths.familyAccept} element={<AcceptFamilyInvitationRoute signedIn />} />
            {INFO_PAGES.map((page) => (
              <Route key={page.key} path={page.path} element={<InfoRoute page={page.key} signedIn />} />
            ))}
            <Route path="*" element={<Navigate to={paths.family} replace />} />
          </Routes>
        </SignedInLayout>
      </Loading>
    );
  }

  return (
    <Loading>
      {toaster}
      <Routes>
        <Route path={paths.verifyEmail} element={<VerifyEmailRoute signedIn />} />
        {/* D40: registration signs the member in; from the register page, on to the first profile. */}
        <Route path={paths.register} element={<Navigate to={paths.firstProfile} replace />} />
        <Route
          path="*"
          element={
            <SignedInLayout account={account}>
              <Routes>
                <Route path={paths.discover} element={<DiscoverRoute />} />
                <Route path={paths.recommended} element={<RecommendedRoute />} />
                <Route path={paths.myProfile} element={<MyProfileRoute />} />
                <Route path={paths.firstProfile} element={<FirstProfileRoute />} />
                <Route path={paths.gallery} element={<GalleryRoute />} />
                <Route path="/profile/:userId" element={<ProfileRoute />} />
                <Route path={paths.dashboard} element={<DashboardRoute />} />
                <Route path={paths.myInterests} element={<MyInterestsRoute />} />
                <Route path={paths.shortlist} element={<ShortlistRoute />} />
                <Route path={paths.blocked} element={<BlockedRoute />} />
                <Route path={paths.messages} element={<MessagesRoute />} />
                <Route path="/messages/:conversationId" element={<ConversationRoute />} />
                <Route path={paths.settings} element={<SettingsRoute />} />
                {mayModerate(account.role) && <Route path={paths.moderation} element={<ModerationRoute />} />}
                <Route path={paths.unsubscribe} element={<UnsubscribeRoute signedIn />} />
                <Route path={paths.endorse} element={<EndorseRoute signedIn />} />
                <Route path={paths.endorseWithdraw} element={<WithdrawEndorsementRoute signedIn />} />
                <Route path={paths.premiumUpgrade} element={<UpgradeRoute signedIn />} />
                {INFO_PAGES.map((page) => (
                  <Route key={page.key} path={page.path} element={<InfoRoute page={page.key} signedIn />} />
                ))}
                <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
              </Routes>
            </SignedInLayout>
          }
        />
      </Routes>
    </Loading>
  );
}

/** While a lazily loaded screen arrives. */
function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
          {t('common.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
