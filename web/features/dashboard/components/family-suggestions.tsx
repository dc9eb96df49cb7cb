import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#shared/schemas/dashboard.ts';
import type { DiscoveryCard } from '#shared/schemas/discovery.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SuggestedByLine } from '#web/components/suggested-by-line.tsx';
import { useDismissSuggestion } from '../api/dashboard-api.ts';

type Suggestion = Dashboard['suggestions'][number];

/**
 * D45, 'Suggested by your family': each member a linked relative suggested (newest first), as
 * discovery's card (drawn by the route, with its usual actions: the member decides) under
 * 'Suggested by {first name} ({relation})', and Dismiss. Nothing when there is none.
 */
export function FamilySuggestions({
  suggestions,
  card,
}: {
  suggestions: Suggestion[];
  /** Discovery's card with its actions (express interest, shortlist, block, report). */
  card: (card: DiscoveryCard) => ReactNode;
}) {
  const { t } = useTranslation();
  const dismiss = useDismissSuggestion();
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-suggestions" className="flex flex-col gap-4">
      <h2 id="dashboard-suggestions" className="text-xl font-semibold text-slate-900">
        {t('dashboard.suggestions.title')}
      </h2>
      {dismiss.isError && <FormAlert tone="error">{dismiss.error.message}</FormAlert>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {suggestions.map((suggestion) => {
          const name = suggestion.card.redacted
            ? t('dashboard.suggestions.hidden')
            : `${suggestion.card.firstName} ${suggestion.card.lastName}`;
          // The line is the section's own (a hidden card has none); the card does not repeat it.
          const shown = suggestion.card.redacted ? suggestion.card : { ...suggestion.card, suggestedBy: undefined };
          return (
            <li key={suggestion.id} className="flex flex-col gap-2">
              <div className="flex items-start justify-between gap-2">
                <div className="flex flex-col gap-1">
                  <SuggestedByLine suggestedBy={suggestion.suggestedBy} />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => dismiss.mutate(suggestion.id)}
                  busy={dismiss.isPending && dismiss.variables === suggestion.id}
                  aria-label={t('dashboard.suggestions.dismissLabel', { name })}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('dashboard.suggestions.dismiss')}
                </Button>
              </div>
              <div className="flex flex-1">{card(shown)}</div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
