import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { shortlistMessages, type ShortlistEntry } from '#shared/schemas/shortlists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MemberCardSummary, memberCardName } from '#web/components/member-card-summary.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useRemoveFromShortlist, useShortlist } from '../api/shortlists-api.ts';

/** /shortlist (spec §2, §4, §6): newest added first; View Profile; remove (also for free members). */
export function ShortlistPage({
  profileHref,
  discoverHref,
}: {
  profileHref: (userId: string) => string;
  discoverHref: string;
}) {
  const { t } = useTranslation();
  const shortlist = useShortlist();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('shortlist.title')}</h1>
        <p className="text-slate-700">{t('shortlist.subtitle')}</p>
      </div>
      {shortlist.isPending && (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <span className="sr-only">{t('shortlist.loading')}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-80 w-full" />
          ))}
        </div>
      )}
      {shortlist.isError && <FormAlert tone="error">{shortlistMessages.loadFailed}</FormAlert>}
      {shortlist.data?.entries.length === 0 && (
        <p className="text-slate-700">
          {t('shortlist.empty')}{' '}
          <Link to={discoverHref} className="font-medium text-brand-800 underline">
            {t('shortlist.discover')}
          </Link>
        </p>
      )}
      {shortlist.data && shortlist.data.entries.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortlist.data.entries.map((entry) => (
            <li key={entry.userId} className="flex">
              <ShortlistCard entry={entry} profileHref={profileHref(entry.userId)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ShortlistCard({ entry, profileHref }: { entry: ShortlistEntry; profileHref: string }) {
  const { t } = useTranslation();
  const remove = useRemoveFromShortlist();
  const name = memberCardName(entry);

  function onRemove() {
    remove.mutateAsync(entry.userId).then(
      () => toast.success(shortlistMessages.removed),
      (error: unknown) =>
        toast.error(
          error instanceof ApiRequestError && error.status === 404
            ? discoveryMessages.shortlistMissing
            : discoveryMessages.shortlistFailed,
        ),
    );
  }

  return (
    <Card className="flex w-full flex-col gap-3 p-4" role="group" aria-label={name}>
      <MemberCardSummary
        card={entry}
        heading="h2"
        photoAlt={t('shortlist.photoOf', { name })}
        noPhotoLabel={t('shortlist.noPhoto')}
        ageText={(age) => t('shortlist.ageYears', { age })}
      />
      <div className="mt-auto flex flex-col gap-2">
        <ButtonLink to={profileHref} size="sm">
          {t('shortlist.viewProfile')}
          <span className="sr-only">: {name}</span>
        </ButtonLink>
        <Button variant="secondary" size="sm" busy={remove.isPending} onClick={onRemove}>
          {t('shortlist.remove')}
          <span className="sr-only">: {name}</span>
        </Button>
      </div>
    </Card>
  );
}
