import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { discoveryMessages, type DiscoveryCard } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { messageTime } from '#web/lib/format-time.ts';
import { useDiscovery, useDiscoveryOptions, type Filters } from '../api/discovery-api.ts';
import { FilterPanel } from './filter-panel.tsx';
import { OrderControls, type Order } from './order-controls.tsx';
import { ProfileCard, RedactedCard } from './profile-card.tsx';
import { ReportDialog } from './report-dialog.tsx';

/**
 * D41: the locked cards complete the last row of full cards (or make one row): one on a phone's
 * single column, and on two or four columns the `index`th locked card is drawn where it still
 * falls in that row.
 */
function lockedRowClass(index: number, fullCount: number) {
  const rowOf = (columns: number) => (fullCount % columns === 0 ? columns : columns - (fullCount % columns));
  return `${index < 1 ? 'flex' : 'hidden'} ${index < rowOf(2) ? 'sm:flex' : 'sm:hidden'} ${index < rowOf(4) ? 'lg:flex' : 'lg:hidden'}`;
}

/** Spec §9: the loading skeleton shows 8 cards. */
const SKELETON_CARDS = 8;

export interface DiscoverPageProps {
  role: string;
  premium: boolean;
  /** D41: whether tiers are shown (no banner, counter or Upgrade in 'Everyone has full access'). */
  tiers: boolean;
  upgradeHref: string;
  profileHref: (userId: string) => string;
}

export function DiscoverPage({ role, premium, tiers, upgradeHref, profileHref }: DiscoverPageProps) {
  const { t } = useTranslation();
  const allowed = role === 'user';
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<Order>({ sort: 'fit', twoWay: false });
  const [filtering, setFiltering] = useState(false);
  const [reporting, setReporting] = useState<{ id: string; name: string } | undefined>();
  const discovery = useDiscovery(
    { ...filters, ...(order.sort === 'newest' ? { sort: 'newest' } : {}), ...(order.twoWay ? { twoWay: true } : {}) },
    allowed,
  );
  const options = useDiscoveryOptions(allowed);

  if (!allowed) {
    return (
      <FormAlert tone="error">
        <h1 className="font-semibold">{discoveryMessages.adminRestricted}</h1>
      </FormAlert>
    );
  }

  const pages = discovery.data?.pages ?? [];
  const cards: DiscoveryCard[] = pages.flatMap((page) => page.cards);
  const revealsLeft = pages[0]?.revealsLeft;
  const revealsRenewAt = pages[0]?.revealsRenewAt;
  const moreMatching = pages.at(-1)?.moreMatching ?? 0;
  const fullCount = cards.filter((card) => !card.redacted).length;
  const activeFilters = Object.keys(filters).length;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('discover.title')}</h1>
        {/* Issue 45: a phone goes straight from the title to the cards (two screen heights in all). */}
        <p className="hidden text-slate-700 sm:block">{t('discover.subtitle')}</p>
      </div>
      {tiers && !premium && (
        <div className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3 sm:flex-row sm:p-4 sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">
            {t('discover.banner')}
            {revealsLeft !== undefined && revealsLeft !== null && (
              <span className="ml-1 font-medium">{t('discover.revealsLeft', { count: revealsLeft })}</span>
            )}
            {revealsRenewAt && (
              <span className="block">{t('discover.revealsRenew', { time: messageTime(revealsRenewAt) })}</span>
            )}
          </p>
          <Link
            to={upgradeHref}
            className="self-start rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-800 sm:px-4 sm:py-2"
          >
            {t('discover.upgrade')}
          </Link>
        </div>
      )}
      {/* Issue 44: the filters wait behind one button, so that the first person is on the first screen. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <Button
          variant="secondary"
          className="self-start"
          aria-haspopup="dialog"
          aria-expanded={filtering}
          onClick={() => setFiltering(true)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('discover.filters')}
          {activeFilters > 0 && (
            <>
              <span aria-hidden="true">({activeFilters})</span>
              <span className="sr-only">{` ${t('discover.filtersActive', { count: activeFilters })}`}</span>
            </>
          )}
        </Button>
        <OrderControls order={order} onChange={setOrder} />
      </div>
      <Dialog
        open={filtering}
        onOpenChange={setFiltering}
        title={t('discover.search')}
        size="xl"
        closeLabel={t('discover.closeFilters')}
      >
        <FilterPanel
          premium={premium}
          countries={options.data?.countries ?? []}
          churches={options.data?.churches ?? []}
          applied={filters}
          onApply={(applied) => {
            setFilters(applied);
            setFiltering(false);
          }}
        />
      </Dialog>
      <section aria-label={t('discover.title')} aria-busy={discovery.isPending}>
        {discovery.isPending && (
          <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <span className="sr-only">{t('discover.loading')}</span>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <Skeleton key={index} className="h-96 w-full" />
            ))}
          </div>
        )}
        {discovery.isError && (
          <FormAlert tone="error">
            {/* 429: the day's ceiling of profiles (issue 25) or the request budget, in the server's words. */}
            {discovery.error instanceof ApiRequestError && discovery.error.status === 429
              ? discovery.error.message
              : discoveryMessages.loadFailed}
          </FormAlert>
        )}
        {discovery.isSuccess && cards.length === 0 && <p className="text-slate-700">{t('discover.empty')}</p>}
        {cards.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
            {cards.map((card, index) => (
              <li
                key={card.redacted ? card.key : card.id}
                className={card.redacted ? lockedRowClass(index - fullCount, fullCount) : 'flex'}
              >
                {card.redacted ? (
                  <RedactedCard upgradeHref={upgradeHref} />
                ) : (
                  <ProfileCard
                    card={card}
                    premium={premium}
                    profileHref={profileHref(card.id)}
                    onReport={(c) => setReporting({ id: c.id, name: `${c.firstName} ${c.lastName}` })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {tiers && !premium && moreMatching > 0 && (
          <p className="mt-3 text-center text-sm font-medium text-slate-800 sm:mt-4">
            {t('discover.moreMembers', { count: moreMatching })}
          </p>
        )}
        {discovery.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              busy={discovery.isFetchingNextPage}
              onClick={() => void discovery.fetchNextPage()}
            >
              {t('discover.loadMore')}
            </Button>
          </div>
        )}
      </section>
      <ReportDialog member={reporting} onClose={() => setReporting(undefined)} />
    </div>
  );
}
