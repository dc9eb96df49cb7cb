import { useTranslation } from 'react-i18next';

/** A screen whose issue has not been built yet: its heading, and nothing pretending to be data. */
export function PlaceholderRoute({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-2">
      <h1 id="page-title" className="text-2xl font-bold text-slate-900">
        {t(titleKey)}
      </h1>
      <p className="text-slate-700">{t('pages.comingSoon')}</p>
    </section>
  );
}
