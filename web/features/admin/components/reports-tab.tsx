import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport } from '#shared/schemas/admin.ts';
import { ReportList, type ReportFilter } from '#web/components/report-list.tsx';
import { useAdminReports } from '../api/admin-api.ts';
import { ContactMessages } from './contact-messages.tsx';
import { ReportDetailsDialog } from './report-details-dialog.tsx';

/** Spec §2 Reports & Complaints (D18), with the landing page's contact messages below. */
export function ReportsTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const [selected, setSelected] = useState<AdminReport | undefined>();
  const reports = useAdminReports(filter);
  // The modal shows the freshest copy of the report it was opened on.
  const current = selected && (reports.data?.reports.find((report) => report.id === selected.id) ?? selected);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="admin-reports-heading" className="flex flex-col gap-4">
        <h2 id="admin-reports-heading" className="text-xl font-semibold text-slate-900">
          {t('adminPanel.reports.heading')}
        </h2>
        <ReportList reports={reports} filter={filter} onFilterChange={setFilter} onReview={setSelected} />
        <ReportDetailsDialog report={current} onClose={() => setSelected(undefined)} />
      </section>
      <ContactMessages />
    </div>
  );
}
