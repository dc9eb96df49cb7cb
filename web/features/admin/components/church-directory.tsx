import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminChurch } from '#shared/schemas/churches.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useAdminChurches, useRetireChurch } from '../api/admin-api.ts';
import { actionCellClass, cellClass, DataTable, TableSkeleton } from '#web/components/ui/data-table.tsx';
import { ChurchDialog } from './church-dialog.tsx';
import { PastorProposals } from './pastor-proposals.tsx';

/**
 * D32: the church directory in System Settings. Members pick their church from it on My Profile
 * and discovery's church filter offers its names; a retired church stays with the members who
 * named it and is offered to nobody new. Above the table wait the pastors members proposed (D44).
 */
export function ChurchDirectory() {
  const { t } = useTranslation();
  const churches = useAdminChurches();
  // null: the Add dialog; a church: its Edit dialog; undefined: closed.
  const [editing, setEditing] = useState<AdminChurch | null | undefined>();
  const columns = [
    t('adminPanel.churches.columns.church'),
    t('adminPanel.churches.columns.place'),
    t('adminPanel.churches.columns.pastor'),
    t('adminPanel.churches.columns.members'),
    t('adminPanel.churches.columns.status'),
    t('adminPanel.churches.columns.actions'),
  ];
  return (
    <section aria-labelledby="admin-churches-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="admin-churches-heading" className="text-lg font-semibold text-slate-900">
            {t('adminPanel.churches.heading')}
          </h3>
          <p className="text-sm text-slate-700">{t('adminPanel.churches.intro')}</p>
        </div>
        <Button onClick={() => setEditing(null)}>{t('adminPanel.churches.add')}</Button>
      </div>
      <PastorProposals />
      {churches.isPending && <TableSkeleton label={t('adminPanel.churches.loading')} />}
      {churches.isError && (
        <FormAlert tone="error">
          <p>{t('adminPanel.churches.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void churches.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {churches.data && (
        <DataTable label={t('adminPanel.churches.tableLabel')} columns={columns}>
          {churches.data.churches.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                {t('adminPanel.churches.empty')}
              </td>
            </tr>
          ) : (
            churches.data.churches.map((church) => (
              <ChurchRow key={church.id} church={church} onEdit={() => setEditing(church)} />
            ))
          )}
        </DataTable>
      )}
      {editing !== undefined && <ChurchDialog church={editing} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function ChurchRow({ church, onEdit }: { church: AdminChurch; onEdit: () => void }) {
  const { t } = useTranslation();
  const retire = useRetireChurch();
  const toggle = () =>
    retire.mutateAsync({ id: church.id, retire: !church.retired }).then(
      (answer) => toast.success(answer.message),
      (error: Error) => toast.error(error.message),
    );
  return (
    <tr className={church.retired ? 'bg-slate-50' : undefined}>
      <td className={cellClass}>
        <span className="font-medium text-slate-900">{church.name}</span>
        {church.denomination && <span className="block text-xs text-slate-600">{church.denomination}</span>}
      </td>
      <td className={cellClass}>{[church.city, church.country].join(', ')}</td>
      <td className={cellClass}>
        {church.pastorName || t('adminPanel.notSet')}
        {church.pastorEmail && <span className="block text-xs text-slate-600">{church.pastorEmail}</span>}
      </td>
      <td className={cellClass}>{church.members}</td>
      <td className={cellClass}>
        <Badge tone={church.retired ? 'neutral' : 'success'}>
          {church.retired ? t('adminPanel.churches.retired') : t('adminPanel.churches.listed')}
        </Badge>
      </td>
      <td className={actionCellClass}>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('adminPanel.churches.editNamed', { name: church.name })}
          >
            {t('adminPanel.churches.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            busy={retire.isPending}
            onClick={() => void toggle()}
            aria-label={t(church.retired ? 'adminPanel.churches.reinstateNamed' : 'adminPanel.churches.retireNamed', {
              name: church.name,
            })}
          >
            {church.retired ? t('adminPanel.churches.reinstate') : t('adminPanel.churches.retire')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
