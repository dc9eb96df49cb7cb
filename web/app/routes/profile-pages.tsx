import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { ErrorFallback } from '#web/components/error-fallback.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/config/paths.ts';
import { useMemberAccess } from '../membership-access.ts';
import { MessageButton } from '#web/features/conversations/components/message-button.tsx';
import { ProfileActions } from '#web/features/discovery/components/profile-actions.tsx';
import { EndorsementCard } from '#web/features/endorsements/components/endorsement-card.tsx';
import { VerificationCard } from '#web/features/photo-verification/components/verification-card.tsx';
import { MyGallery } from '#web/features/photos/components/my-gallery.tsx';
import { PhotoManager } from '#web/features/photos/components/photo-manager.tsx';
import { useOwnProfile } from '#web/features/profiles/api/profiles-api.ts';
import { FirstProfileWizard } from '#web/features/profiles/components/first-profile-wizard.tsx';
import { ProfileDetails } from '#web/features/profiles/components/profile-details.tsx';
import { ProfileForm } from '#web/features/profiles/components/profile-form.tsx';
import { ReviewBanner } from '#web/features/profiles/components/review-banner.tsx';

function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <p className="text-slate-700">{label}</p>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** /my-profile (spec §2): the form and the photos (deactivation moved to Settings, issue 23). */
export function MyProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const toDashboard = useCallback(() => void navigate(paths.dashboard), [navigate]);

  if (profile.isPending) return <PageLoading label={t('common.loading')} />;
  if (profile.isError) return <ErrorFallback error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-slate-700 hover:text-brand-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('profile.back')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        <p className="text-slate-700">
          {t('profile.subtitle')} · {t('profile.completion', { percent: data.completion })}
        </p>
      </div>
      <ReviewBanner review={data.review} />
      <Card>
        <PhotoManager
          profilePhoto={data.profilePhoto}
          galleryPhotos={data.galleryPhotos}
          name={`${data.firstName} ${data.lastName}`}
          reviews={data.review.photos}
        />
      </Card>
      <EndorsementCard />
      <VerificationCard />
      <ProfileForm profile={data} onSaved={toDashboard} onCancel={toDashboard} />
    </div>
  );
}

/**
 * /first-profile (D40): the guided first profile, where registration leads. Member-only like My
 * Profile; the photo step is My Profile's photo manager, the full form stays on My Profile.
 */
export function FirstProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useOwnProfile();
  const toDashboard = useCallback(() => void navigate(paths.dashboard), [navigate]);

  if (profile.isPending) return <PageLoading label={t('common.loading')} />;
  if (profile.isError) return <ErrorFallback error={profile.error} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('firstProfile.title')}</h1>
        <p className="text-slate-700">{t('firstProfile.subtitle')}</p>
      </div>
      <FirstProfileWizard
        profile={data}
        onSaved={toDashboard}
        photoStep={
          <PhotoManager
            profilePhoto={data.profilePhoto}
            galleryPhotos={data.galleryPhotos}
            name={`${data.firstName} ${data.lastName}`}
            reviews={data.review.photos}
          />
        }
      />
    </div>
  );
}

/** /gallery (spec §2 My Image Gallery). */
export function GalleryRoute() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('gallery.title')}</h1>
        <p className="text-slate-700">{t('gallery.subtitle')}</p>
      </div>
      {profile.isPending && <PageLoading label={t('gallery.loading')} />}
      {profile.isError && <ErrorFallback error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <MyGallery profilePhoto={profile.data.profilePhoto} galleryPhotos={profile.data.galleryPhotos} />
      )}
      <Link to={paths.myProfile} className="self-start text-sm font-medium text-brand-700 hover:underline">
        {t('gallery.manage')}
      </Link>
    </div>
  );
}

/**
 * /profile/:userId (spec §2 Profile Details), with the discovery card's actions on the member;
 * after a block the member is hidden, so the viewer goes back to discovery.
 */
export function ProfileRoute() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { premium } = useMemberAccess();
  return (
    <ProfileDetails
      key={userId}
      userId={userId}
      onBack={() => void navigate(-1)}
      upgradeHref={paths.premiumUpgrade}
      messageAction={(memberId) => (
        <MessageButton memberId={memberId} conversationHref={paths.conversation} size="md" />
      )}
      memberActions={(member) => (
        <ProfileActions
          // A fresh answer of the server (e.g. after returning to the page) starts the buttons again.
          key={`${member.interestSent}-${member.shortlisted}`}
          member={member}
          premium={premium}
          onBlocked={() => void navigate(paths.discover, { replace: true })}
        />
      )}
    />
  );
}
