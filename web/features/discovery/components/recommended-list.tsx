import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import type { Recommendations } from '#shared/schemas/recommendations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useRecommendations } from '../api/discovery-api.ts';
import { ProfileCard, RedactedCard } from './profile-card.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { say } from '#web/lib/i18n.ts';

export interface RecommendedListProps {
  premium: boolean;
  upgradeHref: string;
  myProfileHref: string;
  discoverHref: string;
  profileHref: (userId: string) => string;
  /** The dashboard shows the first few; the page shows the day's whole list (10). */
  limit?: number;
  /** The heading level of each card under the list's own heading. */
  cardHeading: 'h2' | 'h3';
  /** The list as the dashboard's answer brought it (issue 46: its first paint in one request). */
  given?: Recommendations | undefined;
}

/**
 * D36: today's recommended members as discovery's cards (the same actions and D13's redaction),
 * with a loading state, an error with a retry, and an empty state that says what to do next;
 * above them 'Verified members only' (D43), which asks for the list again with `verified=true`.
 */
export function RecommendedList(props: RecommendedListProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Checkbox checked={verified} onCheckedChange={setVerified} label={t('recommended.verified')} />
      <RecommendedCards {...props} verified={verified} />
    </div>
  );
}

function RecommendedCards(props: RecommendedListProps & { verified: boolean }) {
  const { t } = useTranslation();
  const recommendations = useRecommendations(props.limit ?? 10, props.given, props.verified);
  const [reporting, setReporting] = useState<{ id: string; name: string } | undefined>();

  if (recommendations.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">{t('recommended.loading')}</span>
        {Array.from({ length: Math.min(props.limit ?? 4, 4) }, (_, index) => (
          <Skeleton key={index} className="h-96 w-full" />
        ))}
      </div>
    );
  }
  if (recommendations.isError) {
    const error = recommendations.error;
    return (
      <FormAlert tone="error">
        <p>
          {error instanceof ApiRequestError && (error.status === 429 || error.status === 403)
            ? say(error.message)
            : t('recommended.loadFailed')}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void recommendations.refetch()}>
          {t('recommended.retry')}
        </Button>
      </FormAlert>
    );
  }
  const { cards, needsLookingFor } = recommendations.data;
  if (cards.length === 0) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">
          {needsLookingFor
            ? t('recommended.needsLookingFor')
            : props.verified
              ? t('recommended.emptyVerified')
              : t('recommended.empty')}
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={props.myProfileHref} variant="secondary">
            {t('recommended.editPreferences')}
          </ButtonLink>
          <ButtonLink to={props.discoverHref} variant="secondary">
            {t('recommended.browse')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('recommended.title')}>
        {cards.map((card) => (
          <li key={card.redacted ? card.key : card.id} className="flex">
            {card.redacted ? (
              <RedactedCard upgradeHref={props.upgradeHref} />
            ) : (
              <ProfileCard
                card={card}
                premium={props.premium}
                heading={props.cardHeading}
                profileHref={props.profileHref(card.id)}
                onReport={(c) => setReporting({ id: c.id, name: `${c.firstName} ${c.lastName}` })}
              />
            )}
          </li>
        ))}
      </ul>
      <ReportDialog member={reporting} onClose={() => setReporting(undefined)} />
    </>
  );
}

/** /recommended (D36): the day's whole list, for members (admins get discovery's refusal). */
export function RecommendedPage(props: Omit<RecommendedListProps, 'limit' | 'cardHeading'> & { role: string }) {
  const { t } = useTranslation();
  if (props.role !== 'user') {
    return (
      <FormAlert tone="error">
        <h1 className="font-semibold">{discoveryMessages.adminRestricted}</h1>
      </FormAlert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('recommended.title')}</h1>
        <p className="text-slate-700">{t('recommended.subtitle')}</p>
      </div>
      <RecommendedList {...props} cardHeading="h2" />
    </div>
  );
}
