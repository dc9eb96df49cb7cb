import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import { REPORT_STATUSES, type ReportStatus } from '#shared/enums.ts';
import { adminMessages, type AdminReport } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { actionCellClass, cellClass, DataTable, TableSkeleton } from '#web/components/ui/data-table.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { dayDate } from '#web/lib/format-time.ts';

/*
 * D18 reports as the Super Admin Panel's Reports tab and the Moderation page (D31) both list them:
 * the filter, the table and its states. Each screen brings its own query and what Review opens;
 * the strings are locales/<language>/on-demand/reports.json, which both screens load.
 */

export type ReportFilter = 'all' | ReportStatus;
export const REPORT_FILTERS: readonly ReportFilter[] = ['all', ...REPORT_STATUSES];

export const reportStatusTone = { pending: 'warning', resolved: 'success', dismissed: 'neutral' } as const;

/** Spec §2: a report's member, as the first 8 characters of the id plus an ellipsis (D22: or 'Deleted user'). */
export const memberLabel = (id: string | null) => (id === null ? adminMessages.deletedUser : `${id.slice(0, 8)}...`);

/** The member's short id with their name beside it, as text (a tooltip alone is not read or seen on a phone). */
export function ReportMember({ id, name }: { id: string | null; name: string | null }) {
  return (
    <span className="flex flex-col">
      <span className="font-mono text-xs">{memberLabel(id)}</span>
      {id !== null && name && <span className="text-sm text-slate-900">{name}</span>}
    </span>
  );
}

export function ReportList({
  reports,
  filter,
  onFilterChange,
  onReview,
}: {
  reports: UseQueryResult<{ reports: AdminReport[] }>;
  filter: ReportFilter;
  onFilterChange: (filter: ReportFilter) => void;
  onReview: (report: AdminReport) => void;
}) {
  const { t } = useTranslation();
  const filterId = useId();
  const columns = [
    t('reports.columns.reporter'),
    t('reports.columns.reported'),
    t('reports.columns.reason'),
    t('reports.columns.status'),
    t('reports.columns.date'),
    t('reports.columns.actions'),
  ];
  return (
    <>
      <div className="flex flex-col gap-1 sm:w-64">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          {t('reports.filterLabel')}
        </label>
        <NativeSelect
          id={filterId}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as ReportFilter)}
        >
          {REPORT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`reports.filters.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {reports.isPending && <TableSkeleton label={t('reports.loading')} />}
      {reports.isError && !reports.data && (
        <FormAlert tone="error">
          <p>{t('reports.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void reports.refetch()}>
            {t('reports.retry')}
          </Button>
        </FormAlert>
      )}
      {reports.data && (
        <DataTable label={t('reports.tableLabel')} columns={columns}>
          {reports.data.reports.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                {t('reports.empty')}
              </td>
            </tr>
          ) : (
            reports.data.reports.map((report) => (
              <ReportRow key={report.id} report={report} onReview={() => onReview(report)} />
            ))
          )}
        </DataTable>
      )}
    </>
  );
}

function ReportRow({ report, onReview }: { report: AdminReport; onReview: () => void }) {
  const { t } = useTranslation();
  const dateId = useId();
  return (
    <tr>
      <td className={cellClass}>
        <ReportMember id={report.reporterId} name={report.reporterName} />
      </td>
      <td className={cellClass}>
        <ReportMember id={report.reportedUserId} name={report.reportedUserName} />
      </td>
      <td className={cellClass}>{enumLabel(t, 'reportReason', report.reason)}</td>
      <td className={cellClass}>
        <Badge tone={reportStatusTone[report.status]}>{enumLabel(t, 'reportStatus', report.status)}</Badge>
      </td>
      <td id={dateId} className={cellClass}>
        {dayDate(report.createdAt)}
      </td>
      <td className={actionCellClass}>
        <Button size="sm" onClick={onReview} aria-describedby={dateId}>
          {t('reports.review')}
        </Button>
      </td>
    </tr>
  );
}
