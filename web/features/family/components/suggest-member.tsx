import { Search, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { familyMessages } from '#shared/schemas/family.ts';
import { FAMILY_SEARCH_MIN } from '#shared/schemas/family-suggestions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { dayDate } from '#web/lib/format-time.ts';
import { useMemberSearch, useSentSuggestions, useSuggestMember } from '../api/suggestions-api.ts';

interface Named {
  firstName: string;
  lastName: string;
  age: number | null;
  city: string | null;
}

/** 'Ruth Joseph, 27 years, Thrissur': what a relative sees of another member (D45). */
function useDescribe() {
  const { t } = useTranslation();
  return (member: Named) =>
    [
      `${member.firstName} ${member.lastName}`,
      ...(member.age !== null ? [t('family.member.age', { age: member.age })] : []),
      ...(member.city ? [member.city] : []),
    ].join(', ');
}

/**
 * D45, on the linked member's page: the relative looks for members by name (among those the
 * member could see; the server decides), suggests one, and sees what they suggested. The member
 * sees 'Suggested by {first name} ({relation})' and decides.
 */
export function SuggestMember({ linkId, memberFirstName }: { linkId: string; memberFirstName: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    setTooShort(q.length < FAMILY_SEARCH_MIN);
    if (q.length >= FAMILY_SEARCH_MIN) setQuery(q);
  }

  return (
    <Card className="flex flex-col gap-4">
      <section aria-labelledby="family-suggest" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="family-suggest" className="text-lg font-semibold text-slate-900">
            {t('family.suggest.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('family.suggest.intro', { name: memberFirstName })}</p>
        </div>
        <form role="search" onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Field
              label={t('family.suggest.label')}
              hint={t('family.suggest.hint')}
              error={tooShort ? familyMessages.searchTooShort : undefined}
            >
              <Input type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} />
            </Field>
          </div>
          <Button type="submit" className="sm:mt-6">
            <Search aria-hidden="true" className="size-4" />
            {t('family.suggest.submit')}
          </Button>
        </form>
        {query && <Results linkId={linkId} query={query} />}
        <Sent linkId={linkId} />
      </section>
    </Card>
  );
}

function Results({ linkId, query }: { linkId: string; query: string }) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const search = useMemberSearch(linkId, query);
  const suggest = useSuggestMember(linkId);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());

  function suggestOne(id: string) {
    suggest.mutate(id, { onSuccess: () => setDone((ids) => new Set([...ids, id])) });
  }

  if (search.isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('family.suggest.searching')}
      </p>
    );
  if (search.isError) return <FormAlert tone="error">{search.error.message || t('family.suggest.failed')}</FormAlert>;
  const { members } = search.data;
  return (
    <div className="flex flex-col gap-3">
      {suggest.isSuccess && <FormAlert tone="success">{suggest.data.message}</FormAlert>}
      {suggest.isError && <FormAlert tone="error">{suggest.error.message}</FormAlert>}
      {members.length === 0 ? (
        <p role="status" className="text-sm text-slate-700">
          {t('family.suggest.empty')}
        </p>
      ) : (
        <ul aria-label={t('family.suggest.results')} className="flex flex-col divide-y divide-slate-200">
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const suggested = done.has(member.id);
            return (
              <li key={member.id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm break-words text-slate-900">{describe(member)}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  className="self-start sm:self-auto"
                  disabled={suggested}
                  busy={suggest.isPending && suggest.variables === member.id}
                  aria-label={suggested ? undefined : t('family.suggest.suggestLabel', { name })}
                  onClick={() => suggestOne(member.id)}
                >
                  <UserPlus aria-hidden="true" className="size-4" />
                  {suggested ? t('family.suggest.done') : t('family.suggest.suggest')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Sent({ linkId }: { linkId: string }) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const sent = useSentSuggestions(linkId);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">{t('family.suggest.sentTitle')}</h3>
      {sent.isPending ? (
        <div role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-10 w-full" />
        </div>
      ) : sent.isError ? (
        <FormAlert tone="error">{t('family.suggest.sentFailed')}</FormAlert>
      ) : sent.data.suggestions.length === 0 ? (
        <p className="text-sm text-slate-700">{t('family.suggest.sentEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sent.data.suggestions.map((entry) => (
            <li key={entry.id} className="text-sm text-slate-800">
              <span className="font-medium break-words text-slate-900">{describe(entry)}</span>
              <span className="block text-slate-600">{t('family.suggest.sentOn', { date: dayDate(entry.at) })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
