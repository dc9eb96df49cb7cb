import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import { ADMIN_USER_FILTERS, type AdminUserFilter, type AdminUserRow } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAdminUsers } from '../api/admin-api.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { actionCellClass, cellClass, DataTable, TableSkeleton } from '#web/components/ui/data-table.tsx';
import { formatDate } from './format.ts';
import { ManageUserDialog } from './manage-user-dialog.tsx';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/** Spec §2 User Management: server-side search, filter and pages; Manage opens the modal. */
export function UsersTab() {
  const { t } = useTranslation();
  const searchId = useId();
  const filterId = useId();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<AdminUserFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | undefined>();
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const users = useAdminUsers({ q, filter, page, pageSize: PAGE_SIZE });

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A deletion can leave the last page empty: step back to the one that now exists.
  if (data && !users.isPlaceholderData && page > pages) setPage(pages);

  const columns = [
    t('adminPanel.users.columns.user'),
    t('adminPanel.users.columns.email'),
    t('adminPanel.users.columns.membership'),
    t('adminPanel.users.columns.status'),
    t('adminPanel.users.columns.joined'),
    t('adminPanel.users.columns.actions'),
  ];

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <h2 id="admin-users-heading" className="text-xl font-semibold text-slate-900">
        {t('adminPanel.users.heading')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            {t('adminPanel.users.searchLabel')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('adminPanel.users.searchPlaceholder')}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-1 sm:w-64">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            {t('adminPanel.users.filterLabel')}
          </label>
          <NativeSelect
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as AdminUserFilter);
              setPage(1);
            }}
          >
            {ADMIN_USER_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`adminPanel.users.filters.${value}`, { count: data?.counts.all ?? 0 })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {users.isPending && <TableSkeleton label={t('adminPanel.users.loading')} />}
      {users.isError && !data && (
        <FormAlert tone="error">
          <p>{t('adminPanel.users.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void users.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {data && (
        <div className="flex flex-col gap-3" aria-busy={users.isFetching && users.isPlaceholderData}>
          <DataTable label={t('adminPanel.users.tableLabel')} columns={columns}>
            {data.users.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
                  {t('adminPanel.users.empty')}
                </td>
              </tr>
            ) : (
              data.users.map((user) => <UserRow key={user.id} user={user} onManage={() => setSelected(user.id)} />)
            )}
          </DataTable>
          <nav
            aria-label={t('adminPanel.users.pagination')}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <p className="text-sm text-slate-700">
              {t('adminPanel.users.matching', { count: data.total })} ·{' '}
              {t('adminPanel.users.pageOf', { page: Math.min(page, pages), pages })}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('adminPanel.users.previous')}
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('adminPanel.users.next')}
              </Button>
            </div>
          </nav>
        </div>
      )}
      <ManageUserDialog userId={selected} onClose={() => setSelected(undefined)} />
    </section>
  );
}

function UserRow({ user, onManage }: { user: AdminUserRow; onManage: () => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const premium = user.membershipType === 'premium';
  const active = user.accountStatus === 'active';
  return (
    <tr>
      <td className={cellClass}>
        <span id={nameId} className="block font-medium text-slate-900">
          {`${user.firstName} ${user.lastName}`.trim() || user.email}
        </span>
        <span className="block font-mono text-xs text-slate-600">
          {t('adminPanel.users.idPrefix', { id: user.id.slice(0, 8) })}
        </span>
      </td>
      <td className={cellClass}>{user.email}</td>
      <td className={cellClass}>
        <Badge tone={premium ? 'brand' : 'neutral'}>{enumLabel(t, 'membershipType', user.membershipType)}</Badge>
      </td>
      <td className={cellClass}>
        <Badge tone={active ? 'success' : 'danger'}>{enumLabel(t, 'accountStatus', user.accountStatus)}</Badge>
      </td>
      <td className={cellClass}>{formatDate(user.createdAt)}</td>
      <td className={actionCellClass}>
        <Button size="sm" onClick={onManage} aria-describedby={nameId}>
          {t('adminPanel.users.manage')}
        </Button>
      </td>
    </tr>
  );
}
