import { useTranslation } from 'react-i18next';
import type { InfoPageKey } from '../info-pages.ts';

/** D25: one of the footer's short pages (help, safety, guidelines, privacy, terms, cookies, accessibility). */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const sections = t(`publicPages.info.${page}.sections`, { returnObjects: true }) as {
    heading: string;
    body: string;
  }[];
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t(`publicPages.info.${page}.title`)}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{t(`publicPages.info.${page}.intro`)}</p>
      <div className="mt-10 flex flex-col gap-8">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">{t('publicPages.info.updated')}</p>
    </article>
  );
}
