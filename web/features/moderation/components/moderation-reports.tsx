import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport } from '#shared/schemas/admin.ts';
import { ReportDetails, type ReportDecision } from '#web/components/report-details.tsx';
import { ReportList, type ReportFilter } from '#web/components/report-list.tsx';
import { useDecideReport, useModerationReports } from '../api/moderation-api.ts';
import { announce } from './review-item.tsx';

/**
 * D18, D31: the members' reports as the Super Admin Panel lists them (the shared list and details),
 * pending first; a moderator resolves or dismisses them, and only the super admin deletes.
 */
export function ModerationReports() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ReportFilter>('pending');
  const [selected, setSelected] = useState<AdminReport | undefined>();
  const reports = useModerationReports(filter);
  const decide = useDecideReport();
  // The dialog shows the freshest copy of the report it was opened on.
  const current = selected && (reports.data?.reports.find((report) => report.id === selected.id) ?? selected);

  function onDecide({ id }: AdminReport, decision: ReportDecision) {
    void announce(
      decide.mutateAsync({ id, decision }).then((answer) => {
        setSelected(undefined);
        return answer;
      }),
    );
  }

  return (
    <section aria-labelledby="moderation-reports-heading" className="flex flex-col gap-4">
      <h2 id="moderation-reports-heading" className="sr-only">
        {t('moderation.reports.heading')}
      </h2>
      <ReportList reports={reports} filter={filter} onFilterChange={setFilter} onReview={setSelected} />
      <ReportDetails
        report={current}
        onClose={() => setSelected(undefined)}
        onDecide={onDecide}
        busy={decide.isPending}
      />
    </section>
  );
}
