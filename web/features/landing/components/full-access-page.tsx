import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackButton } from './back-button.tsx';

/**
 * D41: the upgrade page when the church has chosen 'Everyone has full access': every feature is
 * every member's, so there is nothing to buy or ask for; a back button as on the upgrade page.
 */
export function FullAccessPage({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation();

  return (
    <article aria-labelledby="page-title" className="mx-auto flex max-w-3xl flex-col gap-8">
      <BackButton fallbackPath={fallbackPath} />
      <header className="flex flex-col items-center gap-4 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <Sparkles aria-hidden="true" className="size-8" />
        </span>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('publicPages.upgradeFullAccess.title')}
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">{t('publicPages.upgradeFullAccess.lead')}</p>
      </header>
    </article>
  );
}
