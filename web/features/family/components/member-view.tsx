import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEMBER_FORM } from '#shared/profile-fields.ts';
import type { FamilyMemberView } from '#shared/schemas/family-view.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';
import { FamilyFrame, FamilyLoading } from './family-frame.tsx';
import { fieldValueLabel } from '#web/lib/enum-label.ts';
import { dayDate } from '#web/lib/format-time.ts';
import { useLinkedMember } from '../api/family-api.ts';
import { SuggestMember } from './suggest-member.tsx';

type Profile = FamilyMemberView['profile'];

/**
 * /family/members/:linkId (D45): the member as their relative sees them. The profile section by
 * section (never the contact details: the server does not send them), the interests received and
 * sent, and the matches (the accepted ones), naming the other members by name, age and city.
 */
export function LinkedMemberPage({ linkId }: { linkId: string }) {
  const { t } = useTranslation();
  const view = useLinkedMember(linkId);
  return (
    <FamilyFrame back={paths.family} backLabel={t('family.member.back')}>
      {view.isPending ? (
        <FamilyLoading />
      ) : view.isError ? (
        <FormAlert tone="error">{view.error.message}</FormAlert>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex min-w-0 flex-col gap-1">
              <h1 className="text-3xl font-bold break-words text-slate-900">
                {`${view.data.profile.firstName} ${view.data.profile.lastName}`}
              </h1>
              <p className="text-slate-700">
                {t('family.member.relation', { relation: t(`family.relation.${view.data.relation}`) })}
              </p>
            </div>
            {/* D45: only while the member allows edits (the server refuses them otherwise). */}
            {view.data.mayEditProfile && (
              <ButtonLink to={paths.familyMemberEdit(linkId)} variant="secondary">
                <Pencil aria-hidden="true" className="size-4" />
                {t('family.member.edit')}
              </ButtonLink>
            )}
          </div>
          <Interests view={view.data} />
          <SuggestMember linkId={linkId} memberFirstName={view.data.profile.firstName} />
          <ProfileSections profile={view.data.profile} />
        </>
      )}
    </FamilyFrame>
  );
}

function Interests({ view }: { view: FamilyMemberView }) {
  const { t } = useTranslation();
  const matches = [
    ...view.received.filter((interest) => interest.status === 'accepted'),
    ...view.sent.filter((interest) => interest.status === 'accepted'),
  ];
  const lists = [
    { key: 'matches', entries: matches.map((interest) => ({ ...interest, status: undefined })) },
    { key: 'received', entries: view.received.filter((interest) => interest.status === 'pending') },
    { key: 'sent', entries: view.sent.filter((interest) => interest.status !== 'accepted') },
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {lists.map(({ key, entries }) => (
        <Card key={key} className="flex flex-col gap-3">
          <section aria-labelledby={`family-${key}`} className="flex flex-col gap-3">
            <h2 id={`family-${key}`} className="text-lg font-semibold text-slate-900">
              {t(`family.member.${key}`, { count: entries.length })}
            </h2>
            {entries.length === 0 ? (
              <p className="text-sm text-slate-700">{t(`family.member.${key}Empty`)}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {entries.map((entry, index) => (
                  <li key={index} className="text-sm text-slate-800">
                    <span className="font-medium text-slate-900">
                      {[
                        `${entry.member.firstName} ${entry.member.lastName}`,
                        ...(entry.member.age !== null ? [t('family.member.age', { age: entry.member.age })] : []),
                        ...(entry.member.city ? [entry.member.city] : []),
                      ].join(', ')}
                    </span>
                    <span className="block text-slate-600">
                      {entry.status && entry.status !== 'pending'
                        ? t(`family.member.status.${entry.status}`, { date: dayDate(entry.at) })
                        : dayDate(entry.at)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Card>
      ))}
    </div>
  );
}

/** The member's own sections of My Profile, read only: each row that has a value (a draft's too). */
export function ProfileSections({ profile }: { profile: Partial<Profile> }) {
  const { t } = useTranslation();
  return (
    <>
      {Object.entries(MEMBER_FORM).map(([section, names]) => {
        const values = profile as Record<string, unknown>;
        const rows = names.filter((name) => values[name] !== undefined && values[name] !== null && values[name] !== '');
        if (rows.length === 0) return null;
        return (
          <Card key={section} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{t(`profile.sections.${section}`)}</h2>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {rows.map((name) => (
                <div key={name}>
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                    {t(`profile.fields.${name}`)}
                  </dt>
                  <dd className="break-words whitespace-pre-line text-slate-900">
                    {fieldValueLabel(t, name, String(values[name]))}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </>
  );
}
