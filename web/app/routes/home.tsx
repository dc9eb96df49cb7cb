import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/config/paths.ts';

/** Placeholder until the landing page issue builds the real one. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <Badge tone="brand">{t('home.badge')}</Badge>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('home.title')}</h1>
      <p className="text-lg text-slate-700">{t('home.lead')}</p>
      <div className="flex gap-3">
        <Link
          to={paths.login}
          className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('home.signIn')}
        </Link>
        <Link
          to={paths.register}
          className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
        >
          {t('home.register')}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{t('home.comingSoon')}</p>
    </main>
  );
}
