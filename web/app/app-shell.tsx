import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { ErrorFallback } from '#web/components/error-fallback.tsx';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/features/auth/api/auth-api.ts';
import { SignedInLayout } from './layout/signed-in-layout.tsx';
import { AdminPanelRoute } from './routes/admin-panel.tsx';
import { DiscoverRoute } from './routes/discover.tsx';
import {
  ForgotPasswordRoute,
  LoginRoute,
  RegisterRoute,
  ResetPasswordRoute,
  VerifyEmailRoute,
} from './routes/auth-pages.tsx';
import { HomeRoute } from './routes/home.tsx';
import { PlaceholderRoute } from './routes/placeholder.tsx';
import { GalleryRoute, MyProfileRoute, ProfileRoute } from './routes/profile-pages.tsx';

/** Member screens (spec §2); each issue replaces its placeholder with the real screen. */
const MEMBER_SCREENS = [
  [paths.dashboard, 'pages.dashboard'],
  [paths.myInterests, 'pages.myInterests'],
  [paths.shortlist, 'pages.shortlist'],
  [paths.blocked, 'pages.blocked'],
  [paths.premiumUpgrade, 'pages.premiumUpgrade'],
] as const;

/**
 * Spec §2 routing, decided by the session: 'Initializing application...' while it loads; signed
 * out: landing, login, register, upgrade (and the D10 account links), anything else → landing;
 * super admin: the admin panel on every path; other members: their screens, anything else →
 * dashboard. The server enforces every rule again; this only decides what to draw.
 */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();

  if (session.isPending) {
    return (
      <p role="status" className="flex min-h-screen items-center justify-center text-slate-700">
        {t('app.initializing')}
      </p>
    );
  }
  if (session.isError) return <ErrorFallback error={session.error} onRetry={() => void session.refetch()} />;

  const account = session.data;
  if (!account) {
    return (
      <Routes>
        <Route path={paths.home} element={<HomeRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.register} element={<RegisterRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailRoute signedIn={false} />} />
        <Route path={paths.premiumUpgrade} element={<PlaceholderPage titleKey="pages.premiumUpgrade" />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    );
  }

  if (account.role === 'super_admin') {
    return (
      <SignedInLayout account={account}>
        <AdminPanelRoute account={account} />
      </SignedInLayout>
    );
  }

  return (
    <Routes>
      <Route path={paths.verifyEmail} element={<VerifyEmailRoute signedIn />} />
      <Route
        path="*"
        element={
          <SignedInLayout account={account}>
            <Routes>
              <Route path={paths.discover} element={<DiscoverRoute />} />
              <Route path={paths.myProfile} element={<MyProfileRoute />} />
              <Route path={paths.gallery} element={<GalleryRoute />} />
              <Route path="/profile/:userId" element={<ProfileRoute />} />
              {MEMBER_SCREENS.map(([path, titleKey]) => (
                <Route key={path} path={path} element={<PlaceholderRoute titleKey={titleKey} />} />
              ))}
              <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
            </Routes>
          </SignedInLayout>
        }
      />
    </Routes>
  );
}

function PlaceholderPage({ titleKey }: { titleKey: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <PlaceholderRoute titleKey={titleKey} />
    </main>
  );
}
