import { EndorsementBadge } from '#web/components/endorsement-badge.tsx';
import { PhotoVerifiedBadge } from '#web/components/photo-verified-badge.tsx';
import { SuggestedByLine } from '#web/components/suggested-by-line.tsx';
import { FitSummary } from '#web/components/fit-summary.tsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROFILE_DETAILS } from '#shared/profile-fields.ts';
import type { ProfileView } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useProfileView } from '../api/profiles-api.ts';
import { say } from '#web/lib/i18n.ts';
import { enumLabel, fieldValueLabel } from '#web/lib/enum-label.ts';

type Key = keyof ProfileView;

/** The sections drawn as label and value rows; the header card and About Me draw theirs apart. */
const DRAWN_SECTIONS = ['basic', 'physical', 'horoscope', 'education', 'lifestyle'] as const;

/** A section shows only the rows that have a value; with none, the section is left out. */
function Section({
  title,
  rows,
  profile,
  children,
}: {
  title: string;
  rows: readonly Key[];
  profile: ProfileView;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const present = rows.filter((key) => profile[key] !== undefined && profile[key] !== null && profile[key] !== '');
  if (present.length === 0 && !children) return null;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {present.length > 0 && (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {present.map((key) => (
            <div key={key}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                {t(`profile.fields.${key}`)}
              </dt>
              <dd className="text-slate-900">{fieldValueLabel(t, key, String(profile[key]))}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <p className="text-lg font-semibold text-slate-800">{t('profileView.loading')}</p>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function ProfileDetails({
  userId,
  onBack,
  upgradeHref,
  messageAction,
  memberActions,
}: {
  userId: string;
  onBack: () => void;
  upgradeHref: string;
  /** The route's Message action (issue 19), shown when the two are matched (`canMessage`). */
  messageAction?: (memberId: string, name: string) => ReactNode;
  /**
   * The route's actions on this member (Express Interest, Shortlist, Block, Report), given the
   * viewer's own interest and shortlist state as the server sent it.
   */
  memberActions?: (member: { id: string; name: string; interestSent: boolean; shortlisted: boolean }) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useProfileView(userId);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    const message =
      // 404: 'Profile not found'; 429: the day's ceiling of profiles (issue 25) or the request budget.
      query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 429)
        ? say(query.error.message)
        : t('errors.unexpected');
    return (
      <Card className="flex flex-col items-start gap-3" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{t('profileView.errorTitle')}</h1>
        <p className="text-slate-700">{message}</p>
        <Button variant="secondary" onClick={onBack}>
          {t('profileView.goBack')}
        </Button>
      </Card>
    );
  }

  const profile = query.data;
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const place = [profile.city, profile.state, profile.country].filter(Boolean).join(', ');
  const genderAge = [
    profile.gender && enumLabel(t, 'gender', profile.gender),
    profile.age !== null ? t('profileView.ageYears', { age: profile.age }) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  const gallery = profile.galleryPhotos ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('profileView.back')}
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{t('profileView.title')}</h1>
        <p className="text-slate-700">{t('profileView.subtitle')}</p>
      </div>

      <Card className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <MemberPhoto
          src={profile.profilePhoto?.url}
          alt={t('photos.photoAlt', { name: fullName })}
          placeholderLabel={t('profileView.noPhoto')}
          className="size-40 shrink-0 rounded-xl"
        />
        <div className="flex flex-col gap-1 text-center sm:text-left">
          <p className="text-2xl font-semibold text-slate-900">{fullName}</p>
          {genderAge && <p className="text-slate-700">{genderAge}</p>}
          {place && <p className="text-slate-700">{place}</p>}
          {profile.profileCreatedBy && (
            <p className="text-sm text-slate-600">
              {t('profileView.createdBy', { who: enumLabel(t, 'profileCreatedBy', profile.profileCreatedBy) })}
            </p>
          )}
          <PhotoVerifiedBadge verified={profile.photoVerified} className="justify-center sm:justify-start" />
          <EndorsementBadge endorsement={profile.endorsement} className="justify-center sm:justify-start" />
          <SuggestedByLine suggestedBy={profile.suggestedBy} className="justify-center sm:justify-start" />
          <FitSummary fit={profile.fit} className="mt-1 items-center sm:items-start" />
          {profile.canMessage && messageAction && (
            <div className="mt-2 flex justify-center sm:justify-start">{messageAction(profile.id, fullName)}</div>
          )}
          {memberActions && (
            <div className="mt-2">
              {memberActions({
                id: profile.id,
                name: fullName,
                interestSent: profile.interestSent,
                shortlisted: profile.shortlisted,
              })}
            </div>
          )}
        </div>
      </Card>

      {profile.detail === 'limited' && (
        <Card className="flex flex-col items-start gap-2 border-brand-100 bg-brand-50">
          <p className="text-slate-800">{t('profileView.limited')}</p>
          <Link
            to={upgradeHref}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('profileView.upgrade')}
          </Link>
        </Card>
      )}

      {gallery.length > 0 && (
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('profileView.photoGallery')}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {gallery.map((photo, index) => (
              <li key={photo.id}>
                <a
                  href={photo.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('profileView.openPhoto', { number: index + 1 })}
                >
                  <MemberPhoto
                    src={photo.thumbnailUrl}
                    alt={t('photos.galleryPhotoAlt', { number: index + 1, name: fullName })}
                    placeholderLabel={t('profileView.brokenImage')}
                    className="aspect-square w-full rounded-lg"
                  />
                </a>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {DRAWN_SECTIONS.map((key) => (
        <Section key={key} title={t(`profileView.${key}`)} rows={PROFILE_DETAILS[key]} profile={profile}>
          {key === 'basic' && profile.contact && (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              <div>
                <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('profileView.email')}</dt>
                <dd className="text-slate-900">{profile.contact.email}</dd>
              </div>
              {profile.contact.phone && (
                <div>
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                    {t('profileView.phone')}
                  </dt>
                  <dd className="text-slate-900">{profile.contact.phone}</dd>
                </div>
              )}
            </dl>
          )}
        </Section>
      ))}
      {profile.profileSummary && (
        <Card className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('profileView.about')}</h2>
          <p className="whitespace-pre-line text-slate-800">{profile.profileSummary}</p>
        </Card>
      )}
    </div>
  );
}
