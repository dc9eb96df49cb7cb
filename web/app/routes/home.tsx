import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';

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
      <p className="text-sm text-slate-600">{t('home.comingSoon')}</p>
    </main>
  );
}
