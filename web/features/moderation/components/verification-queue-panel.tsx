import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { say } from '#web/lib/i18n.ts';
import type { useVerificationQueue } from '../api/moderation-api.ts';
import type { Rejecting } from './reject-dialog.tsx';
import { VerificationReviewItem } from './verification-review-item.tsx';

/**
 * D43: the 'Verification' queue of the Moderation page, from its own answer
 * (GET /api/moderation/verifications): loading, error with a retry, empty, or the items, oldest first.
 */
export function VerificationQueuePanel({
  queue,
  onReject,
}: {
  queue: ReturnType<typeof useVerificationQueue>;
  onReject: (target: Rejecting) => void;
}) {
  const { t } = useTranslation();
  const items = queue.data?.items;
  return (
    <section aria-labelledby="moderation-verifications-heading" className="flex flex-col gap-4">
      <h2 id="moderation-verifications-heading" className="sr-only">
        {t('moderation.tabs.verifications')}
      </h2>
      {queue.isPending && (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('moderation.loading')}</span>
          <Skeleton className="h-64 w-full" />
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
          {t('moderation.verifications.empty')}
        </p>
      )}
      {items && items.length > 0 && (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <VerificationReviewItem key={item.id} item={item} onReject={onReject} />
          ))}
        </ul>
      )}
    </section>
  );
}
