import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES } from '#shared/enums.ts';
import type { AdminReport } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAdminReports, type ReportFilter } from '../api/admin-api.ts';
import { actionCellClass, AdminTable, cellClass, TableSkeleton } from './admin-table.tsx';
import { ContactMessages } from './contact-messages.tsx';
import { formatDate } from './format.ts';
import { memberLabel, statusTone } from './report-labels.ts';
import { ReportDetailsDialog } from './report-details-dialog.tsx';

const FILTERS: readonly ReportFilter[] = ['all', ...REPORT_STATUSES];

/** Spec §2 Reports & Complaints (D18), with the landing page's contact messages below. */
export function ReportsTab() {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const [selected, setSelected] = useState<AdminReport | undefined>();
  const reports = useAdminReports(filter);
  const columns = [
    t('adminPanel.reports.columns.reporter'),
    t('adminPanel.reports.columns.reported'),
    t('adminPanel.reports.columns.reason'),
    t('adminPanel.reports.columns.status'),
    t('adminPanel.reports.columns.date'),
    t('adminPanel.reports.columns.actions'),
  ];
  // The modal shows the freshest copy of the report it was opened on.
  const current = selected && (reports.data?.reports.find((report) => report.id === selected.id) ?? selected);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="admin-reports-heading" className="flex flex-col gap-4">
        <h2 id="admin-reports-heading" className="text-xl font-semibold text-slate-900">
          {t('adminPanel.reports.heading')}
        </h2>
        <div className="flex flex-col gap-1 sm:w-64">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            {t('adminPanel.reports.filterLabel')}
          </label>
          <NativeSelect
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as ReportFilter)}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminPanel.reports.filters.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {reports.isPending && <TableSkeleton label={t('adminPanel.reports.loading')} />}
        {reports.isError && !reports.data && (
          <FormAlert tone="error">
            <p>{t('adminPanel.reports.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void reports.refetch()}>
              {t('adminPanel.retry')}
            </Button>
          </FormAlert>
        )}
        {reports.data && (
          <AdminTable label={t('adminPanel.reports.tableLabel')} columns={columns}>
            {reports.data.reports.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                  {t('adminPanel.reports.empty')}
                </td>
              </tr>
            ) : (
              reports.data.reports.map((report) => (
                <ReportRow key={report.id} report={report} onReview={() => setSelected(report)} />
              ))
            )}
          </AdminTable>
        )}
        <ReportDetailsDialog report={current} onClose={() => setSelected(undefined)} />
      </section>
      <ContactMessages />
    </div>
  );
}

function ReportRow({ report, onReview }: { report: AdminReport; onReview: () => void }) {
  const { t } = useTranslation();
  const dateId = useId();
  return (
    <tr>
      <td className={`${cellClass} font-mono text-xs`} title={report.reporterName ?? undefined}>
        {memberLabel(report.reporterId)}
      </td>
      <td className={`${cellClass} font-mono text-xs`} title={report.reportedUserName ?? undefined}>
        {memberLabel(report.reportedUserId)}
      </td>
      <td className={cellClass}>{t(`adminPanel.reports.reasons.${report.reason}`)}</td>
      <td className={cellClass}>
        <Badge tone={statusTone[report.status]}>{t(`adminPanel.reports.status.${report.status}`)}</Badge>
      </td>
      <td id={dateId} className={cellClass}>
        {formatDate(report.createdAt)}
      </td>
      <td className={actionCellClass}>
        <Button size="sm" onClick={onReview} aria-describedby={dateId}>
          {t('adminPanel.reports.review')}
        </Button>
      </td>
    </tr>
  );
}
