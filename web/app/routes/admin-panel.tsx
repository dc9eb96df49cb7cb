import { useTranslation } from 'react-i18next';
import type { OwnAccount } from '#shared/schemas/account.ts';

/** Spec §2: a super admin sees the admin panel on every path. The panel comes with its issue. */
export function AdminPanelRoute({ account }: { account: OwnAccount }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="admin-title" className="flex flex-col gap-2">
      <h1 id="admin-title" className="text-2xl font-bold text-slate-900">
        {t('admin.title')}
      </h1>
      <p className="text-slate-700">{t('admin.loggedInAs', { name: account.firstName || account.email })}</p>
      <p className="text-slate-700">{t('admin.comingSoon')}</p>
    </section>
  );
}
