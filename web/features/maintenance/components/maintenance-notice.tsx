import { useTranslation } from 'react-i18next';
import type { Maintenance } from '#shared/schemas/moderation.ts';

/** The church office's message, or the standard one in the reader's language when it wrote none (D42). */
function useMessage(maintenance: Maintenance) {
  const { t } = useTranslation();
  return maintenance.message || t('maintenance.defaultMessage');
}

/**
 * D42: what a member sees instead of the signed-in app while maintenance mode is on. It returns
 * to the app by itself when maintenance ends (useMaintenance asks every 15 s, and at once on the
 * live event).
 */
export function MaintenancePage({ maintenance }: { maintenance: Maintenance }) {
  const { t } = useTranslation();
  const message = useMessage(maintenance);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div className="flex max-w-xl flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-brand-700">{t('app.name')}</p>
        <h1 className="text-2xl font-semibold text-slate-900">{t('maintenance.title')}</h1>
        <p data-testid="maintenance-message" className="whitespace-pre-line text-slate-800">
          {message}
        </p>
        <p className="text-sm text-slate-600">{t('maintenance.checking')}</p>
      </div>
    </main>
  );
}

/** D42: the landing page's notice to visitors while maintenance mode is on. */
export function MaintenanceNotice({ maintenance }: { maintenance: Maintenance }) {
  const { t } = useTranslation();
  const message = useMessage(maintenance);
  return (
    <section aria-labelledby="maintenance-notice-heading" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-amber-950">
        <h2 id="maintenance-notice-heading" className="font-semibold">
          {t('maintenance.title')}
        </h2>
        <p data-testid="maintenance-message" className="whitespace-pre-line">
          {message}
        </p>
      </div>
    </section>
  );
}

/** D42: staff keep working while maintenance mode is on, told so by this line. */
export function MaintenanceStaffBanner() {
  const { t } = useTranslation();
  return (
    <div data-testid="maintenance-banner" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto max-w-6xl px-4 py-1.5 text-sm text-amber-900">{t('maintenance.staffBanner')}</p>
    </div>
  );
}
