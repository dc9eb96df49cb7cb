import { useTranslation } from 'react-i18next';
import {
  FAMILY_LINKS_MAX,
  FAMILY_RELATIONS,
  familyInvitationFormSchema,
  familyMessages,
  type FamilyPage,
  type FamilyRelation,
} from '#shared/schemas/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { dayDate } from '#web/lib/format-time.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import {
  useAllowEdits,
  useEndChaperone,
  useEndLink,
  useFamilyPage,
  useInviteRelative,
  useNameChaperone,
} from '../api/family-api.ts';

type Link = FamilyPage['links'][number];

/**
 * D45: Settings → Family. The member invites relatives by email, sees every link (invited or
 * linked), allows or stops a relative's edits of their profile, ends a link at once, and reads what
 * each relative did (the family log). The server holds every rule; this mirrors its answers.
 */
export function FamilySection() {
  const { t } = useTranslation();
  const page = useFamilyPage();
  return (
    <Card>
      <section aria-labelledby="family-heading" className="flex flex-col gap-4">
        <h2 id="family-heading" className="text-xl font-semibold text-slate-900">
          {t('family.section.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('family.section.intro')}</p>
        {page.isPending ? (
          <div role="status">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-24 w-full" />
          </div>
        ) : page.isError ? (
          <FormAlert tone="error">{t('family.loadFailed')}</FormAlert>
        ) : (
          <>
            <Links links={page.data.links} />
            {page.data.links.length < FAMILY_LINKS_MAX ? (
              <InviteForm />
            ) : (
              <FormAlert tone="info">{familyMessages.tooMany}</FormAlert>
            )}
            <Log log={page.data.log} />
          </>
        )}
      </section>
    </Card>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteRelative();
  const { register, onSubmit, error } = useCheckedForm({
    schema: familyInvitationFormSchema,
    defaultValues: { email: '', relation: '' as FamilyRelation },
    mutation: invite,
    clearOnSuccess: true,
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="family-invite-heading"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="family-invite-heading" className="text-lg font-semibold text-slate-900">
        {t('family.invite.title')}
      </h3>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {invite.isSuccess && <FormAlert tone="success">{invite.data.message}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('family.invite.email')} required>
          <Input type="email" autoComplete="off" maxLength={254} {...register('email')} />
        </Field>
        <Field label={t('family.invite.relation')} required>
          <NativeSelect {...register('relation')}>
            <option value="">{t('family.invite.choose')}</option>
            {FAMILY_RELATIONS.map((relation) => (
              <option key={relation} value={relation}>
                {t(`family.relation.${relation}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div>
        <Button type="submit" busy={invite.isPending}>
          {t('family.invite.submit')}
        </Button>
      </div>
    </form>
  );
}

function Links({ links }: { links: Link[] }) {
  const { t } = useTranslation();
  const allow = useAllowEdits();
  const end = useEndLink();
  const chaperone = useChaperoneChange();
  const answer = allow.data ?? end.data ?? chaperone.answer;
  const failure = allow.error ?? end.error ?? chaperone.failure;
  const resetAll = () => {
    allow.reset();
    end.reset();
    chaperone.reset();
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">{t('family.links.title')}</h3>
      <p className="text-sm text-slate-700">{t('family.chaperone.intro')}</p>
      {answer && <FormAlert tone="success">{answer.message}</FormAlert>}
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      {links.length === 0 ? (
        <p className="text-sm text-slate-700">{t('family.links.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
          {links.map((link) => {
            const name = link.firstName ? `${link.firstName} ${link.lastName ?? ''}`.trim() : link.email;
            return (
              <li key={link.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">
                    {name} <span className="font-normal text-slate-700">({t(`family.relation.${link.relation}`)})</span>
                  </p>
                  <p className="text-sm text-slate-700">
                    {link.status === 'active' && link.acceptedAt
                      ? t('family.links.active', { date: dayDate(link.acceptedAt) })
                      : t('family.links.invited', { date: dayDate(link.createdAt) })}
                  </p>
                  {link.chaperoneSince && (
                    <p className="text-sm font-medium text-brand-800">
                      {t('family.chaperone.since', { date: dayDate(link.chaperoneSince) })}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  {link.status === 'active' && (
                    <Checkbox
                      checked={link.mayEditProfile}
                      disabled={allow.isPending}
                      onCheckedChange={(mayEditProfile) => {
                        resetAll();
                        allow.mutate({ id: link.id, mayEditProfile });
                      }}
                      label={t('family.links.mayEdit', { name })}
                    />
                  )}
                  {link.status === 'active' && (
                    <Button
                      variant="secondary"
                      size="sm"
                      busy={chaperone.busy(link.id)}
                      onClick={() => {
                        resetAll();
                        chaperone.toggle(link);
                      }}
                      aria-label={t(link.chaperoneSince ? 'family.chaperone.endLabel' : 'family.chaperone.nameLabel', {
                        name,
                      })}
                    >
                      {t(link.chaperoneSince ? 'family.chaperone.end' : 'family.chaperone.name')}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={end.isPending && end.variables === link.id}
                    onClick={() => {
                      resetAll();
                      end.mutate(link.id);
                    }}
                    aria-label={t(link.status === 'active' ? 'family.links.endLabel' : 'family.links.withdrawLabel', {
                      name,
                    })}
                  >
                    {t(link.status === 'active' ? 'family.links.end' : 'family.links.withdraw')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Log({ log }: { log: FamilyPage['log'] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 className="text-lg font-semibold text-slate-900">{t('family.log.title')}</h3>
      {log.length === 0 ? (
        <p className="text-sm text-slate-700">{t('family.log.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm text-slate-800" aria-label={t('family.log.title')}>
          {log.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className="text-slate-600">
                {dayDate(entry.at)}
              </time>{' '}
              {t(`family.log.${entry.action}`, {
                name: entry.relative,
                relation: t(`family.relation.${entry.relation}`),
                subject: entry.subject ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** D46: naming a linked relative chaperone, or ending the chaperone, with one answer to show. */
function useChaperoneChange() {
  const name = useNameChaperone();
  const end = useEndChaperone();
  return {
    answer: name.data ?? end.data,
    failure: name.error ?? end.error,
    busy: (linkId: string) => (name.isPending && name.variables === linkId) || end.isPending,
    reset: () => {
      name.reset();
      end.reset();
    },
    toggle: (link: Link) => (link.chaperoneSince ? end.mutate(undefined) : name.mutate(link.id)),
  };
}
