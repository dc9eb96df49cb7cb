import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A relative's page under another (a member's page, a chaperone's list): the way back, then the page. */
export function FamilyFrame({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={back}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {children}
    </div>
  );
}

/** While a family page's data loads: a block in its place, announced to screen readers. */
export function FamilyLoading() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
