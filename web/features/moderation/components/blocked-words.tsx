import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/enums.ts';
import type { BlockedWord } from '#shared/schemas/blocked-words.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { LANGUAGE_NAMES, say } from '#web/lib/i18n.ts';
import { useAddBlockedWords, useBlockedWords, useRemoveBlockedWord } from '../api/blocked-words-api.ts';

/**
 * D42: the blocked words of one language at a time. A moderator picks the language, adds one word
 * or several (one a line) and removes a word after confirming. Members' texts are checked against
 * every language's list; the list itself is never shown to members.
 */
export function BlockedWords() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const [draft, setDraft] = useState('');
  const [removing, setRemoving] = useState<BlockedWord | undefined>();
  const list = useBlockedWords(language);
  const add = useAddBlockedWords();
  const remove = useRemoveBlockedWord();
  const words = list.data?.words;

  function onAdd(event: FormEvent) {
    event.preventDefault();
    const entries = draft
      .split('\n')
      .map((word) => word.trim())
      .filter((word) => word.length > 0);
    if (entries.length === 0) return;
    add.mutate(
      { language, words: entries },
      {
        onSuccess: () => {
          setDraft('');
          toast.success(t('moderation.blockedWords.added'));
        },
      },
    );
  }

  function onRemove() {
    if (!removing) return;
    remove.mutate(
      { language, id: removing.id },
      {
        onSuccess: () => toast.success(t('moderation.blockedWords.removed', { word: removing.word })),
        onError: (error) => toast.error(say(error.message)),
        onSettled: () => setRemoving(undefined),
      },
    );
  }

  return (
    <section aria-labelledby="blocked-words-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="blocked-words-heading" className="text-lg font-semibold text-slate-900">
          {t('moderation.blockedWords.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('moderation.blockedWords.intro')}</p>
      </div>
      <Field label={t('moderation.blockedWords.language')}>
        <NativeSelect value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </NativeSelect>
      </Field>

      <form onSubmit={onAdd} className="flex flex-col gap-2" noValidate>
        <Field
          label={t('moderation.blockedWords.add')}
          hint={t('moderation.blockedWords.addHint')}
          error={add.error?.message}
        >
          <Textarea value={draft} rows={3} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <div>
          <Button type="submit" disabled={add.isPending || draft.trim() === ''}>
            {t('moderation.blockedWords.addButton')}
          </Button>
        </div>
      </form>

      {list.isPending && (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('moderation.blockedWords.loading')}</span>
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      )}
      {list.isError && !list.data && (
        <FormAlert tone="error">
          <p>{t('moderation.blockedWords.loadFailed')}</p>
          <p>{say(list.error.message)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('moderation.retry')}
          </Button>
        </FormAlert>
      )}
      {words && words.length === 0 && (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-700"
        >
          {t('moderation.blockedWords.empty', { language: LANGUAGE_NAMES[language] })}
        </p>
      )}
      {words && words.length > 0 && (
        <ul
          aria-label={t('moderation.blockedWords.listLabel', { language: LANGUAGE_NAMES[language] })}
          className="flex flex-wrap gap-2"
        >
          {words.map((word) => (
            <li
              key={word.id}
              className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm text-slate-900"
            >
              <span lang={language}>{word.word}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('moderation.blockedWords.removeNamed', { word: word.word })}
                onClick={() => setRemoving(word)}
              >
                {t('moderation.blockedWords.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        title={t('moderation.blockedWords.removeTitle')}
        message={t('moderation.blockedWords.removeMessage', { word: removing?.word ?? '' })}
        confirmLabel={t('moderation.blockedWords.remove')}
        destructive
        busy={remove.isPending}
        onConfirm={onRemove}
      />
    </section>
  );
}
