import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationQueue } from '#shared/schemas/moderation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { say } from '#web/lib/i18n.ts';

export type QueueName = 'profiles' | 'photos' | 'held';

/**
 * One queue of the Moderation page: its loading, error and empty states around the caller's
 * items. A queue longer than a page shows its oldest items and says so.
 */
export function QueuePanel<K extends QueueName>({
  name,
  queue,
  renderItem,
}: {
  name: K;
  queue: UseQueryResult<ModerationQueue>;
  renderItem: (item: ModerationQueue[K][number]) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `moderation-${name}-heading`;
  const items = queue.data?.[name] as ModerationQueue[K][number][] | undefined;
  const count = queue.data?.counts[name] ?? 0;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {t(`moderation.tabs.${name}`)}
      </h2>
      {queue.isPending && (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('moderation.loading')}</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-32 w-full" />
          ))}
        </div>
      )}
      {queue.isError && !queue.data && (
        <FormAlert tone="error">
          <p>{t('moderation.loadFailed')}</p>
          <p>{say(queue.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void queue.refetch()}>
            {t('moderation.retry')}
          </Button>
        </FormAlert>
      )}
      {items && items.length === 0 && (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700"
        >
          {t('moderation.empty')}
        </p>
      )}
      {items && items.length > 0 && (
        <>
          {count > items.length && (
            <p className="text-sm text-slate-700">{t('moderation.partial', { shown: items.length, count })}</p>
          )}
          <ul className="flex flex-col gap-4">{items.map(renderItem)}</ul>
        </>
      )}
    </section>
  );
}
