import { Check, Clock, Construction, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackButton } from './back-button.tsx';

/**
 * Spec §2 Upgrade page: 'Under Development', what is coming, the premium benefits,
 * 'Expected Launch: Coming Soon' and a back button (to the previous page, else `fallbackPath`).
 */
export function UpgradePage({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation();
  const coming = t('publicPages.upgrade.coming', { returnObjects: true }) as string[];
  const benefits = t('publicPages.upgrade.benefits', { returnObjects: true }) as string[];

  return (
    <article aria-labelledby="page-title" className="mx-auto flex max-w-4xl flex-col gap-8">
      <BackButton fallbackPath={fallbackPath} />
      <header className="flex flex-col items-center gap-4 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <Construction aria-hidden="true" className="size-8" />
        </span>
        <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          {t('publicPages.upgrade.badge')}
        </span>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('publicPages.upgrade.title')}
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">{t('publicPages.upgrade.lead')}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="coming-title"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="coming-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Clock aria-hidden="true" className="size-5 text-brand-700" />
            {t('publicPages.upgrade.comingTitle')}
          </h2>
          <ul className="mt-5 flex flex-col gap-3">
            {coming.map((item) => (
              <li key={item} className="flex items-center gap-3 text-slate-800">
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
                {item}
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="benefits-title"
          className="rounded-3xl border border-brand-700 bg-white p-6 shadow-xl ring-1 ring-brand-700 sm:p-8"
        >
          <h2 id="benefits-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
            {t('publicPages.upgrade.benefitsTitle')}
          </h2>
          <ul className="mt-5 flex flex-col gap-3">
            {benefits.map((item) => (
              <li key={item} className="flex items-start gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="rounded-2xl bg-brand-50 px-6 py-4 text-center text-lg font-semibold text-brand-800">
        {t('publicPages.upgrade.launch')}
      </p>
    </article>
  );
}
