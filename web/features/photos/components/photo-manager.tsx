import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoKind } from '#shared/enums.ts';
import { GALLERY_MAX_PHOTOS, PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '#shared/limits.ts';
import { photoMessages } from '#shared/messages.ts';
import type { OwnReview, Photo } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useRemovePhoto, useUploadPhoto } from '../api/photos-api.ts';

/** Spec §5 photo rules, checked here for a quick answer; the server checks the bytes again. */
function problemWith(file: File): string | undefined {
  if (!file.type.startsWith('image/') || !(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return photoMessages.invalidImage;
  if (file.size >= PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return undefined;
}

/** D31: under a photo, what the moderators decided, while it is not approved. */
function PhotoReviewNote({ review }: { review: OwnReview['photos'][number] | undefined }) {
  const { t } = useTranslation();
  if (review?.status === 'rejected')
    return (
      <p className="text-xs break-words text-red-700">
        {review.reason ? t('photos.review.rejected', { reason: review.reason }) : t('photos.review.rejectedNoReason')}
      </p>
    );
  // Waiting and hidden from others (review before publishing); in the other mode it is already shown.
  if (review?.status === 'pending' && !review.shown)
    return <p className="text-xs text-slate-600">{t('photos.review.pending')}</p>;
  return null;
}

export function PhotoManager({
  profilePhoto,
  galleryPhotos,
  name,
  reviews = [],
}: {
  profilePhoto: Photo | null;
  galleryPhotos: Photo[];
  name: string;
  /** D31: the member's photos that are not approved (My Profile's `review.photos`). */
  reviews?: OwnReview['photos'];
}) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [progress, setProgress] = useState<{ name: string; value: number } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [removing, setRemoving] = useState<Photo | undefined>();
  const profileInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const profileInputId = useId();
  const galleryInputId = useId();
  const remaining = GALLERY_MAX_PHOTOS - galleryPhotos.length;
  const reviewOf = (photo: Photo | null) => (photo ? reviews.find((review) => review.id === photo.id) : undefined);

  async function send(kind: PhotoKind, files: File[]) {
    setProblem(undefined);
    for (const file of files) {
      const bad = problemWith(file);
      if (bad) return setProblem(bad);
    }
    for (const file of files) {
      setProgress({ name: file.name, value: 0 });
      try {
        await upload.mutateAsync({ kind, file, onProgress: (value) => setProgress({ name: file.name, value }) });
        toast.success(t('photos.uploaded'));
      } catch (error) {
        setProblem(photoMessages.uploadFailed((error as Error).message));
        break;
      }
    }
    setProgress(undefined);
  }

  function onChoose(kind: PhotoKind) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      if (files.length === 0) return;
      if (kind === 'gallery' && files.length > remaining)
        return setProblem(photoMessages.galleryFull(Math.max(0, remaining)));
      void send(kind, kind === 'profile' ? files.slice(0, 1) : files);
    };
  }

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(t('photos.removed')),
      onError: () => setProblem(photoMessages.removeFailed),
      onSettled: () => setRemoving(undefined),
    });
  }

  const busy = progress !== undefined;
  const accept = PHOTO_ACCEPTED_TYPES.join(',');
  return (
    <div className="flex flex-col gap-6">
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {progress && <Progress value={progress.value} label={t('photos.uploading', { name: progress.name })} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex max-w-48 shrink-0 flex-col gap-1">
          <MemberPhoto
            src={profilePhoto?.thumbnailUrl}
            alt={t('photos.photoAlt', { name })}
            placeholderLabel={t('profileView.noPhoto')}
            className="size-32 rounded-full"
          />
          <PhotoReviewNote review={reviewOf(profilePhoto)} />
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('photos.profilePhoto')}</h3>
          <p className="text-sm text-slate-700">{t('photos.profileHint')}</p>
          <div className="flex gap-2">
            <input
              ref={profileInput}
              id={profileInputId}
              type="file"
              accept={accept}
              className="sr-only"
              onChange={onChoose('profile')}
              aria-label={t('photos.choosePhoto')}
            />
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => profileInput.current?.click()}>
              <ImagePlus aria-hidden="true" className="size-4" />
              {profilePhoto ? t('photos.changePhoto') : t('photos.choosePhoto')}
            </Button>
            {profilePhoto && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => setRemoving(profilePhoto)}
                aria-label={`${t('photos.remove')} ${t('photos.profilePhoto')}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('photos.remove')}
              </Button>
            )}
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="font-semibold text-slate-900">{t('photos.gallery')}</h3>
            <p className="text-sm text-slate-700">{t('photos.galleryHint')}</p>
          </div>
          <input
            ref={galleryInput}
            id={galleryInputId}
            type="file"
            accept={accept}
            multiple
            className="sr-only"
            onChange={onChoose('gallery')}
            aria-label={t('photos.addPhotos')}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={busy || remaining <= 0}
            onClick={() => galleryInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('photos.addPhotos')} ({galleryPhotos.length}/{GALLERY_MAX_PHOTOS})
          </Button>
        </div>
        {galleryPhotos.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {galleryPhotos.map((photo, index) => (
              <li key={photo.id} className="relative flex flex-col gap-1">
                <MemberPhoto
                  src={photo.thumbnailUrl}
                  alt={t('photos.ownGalleryAlt', { number: index + 1 })}
                  placeholderLabel={t('profileView.brokenImage')}
                  className="aspect-square w-full rounded-lg"
                />
                <PhotoReviewNote review={reviewOf(photo)} />
                <Button
                  variant="secondary"
                  size="sm"
                  className="absolute top-2 right-2"
                  disabled={busy}
                  onClick={() => setRemoving(photo)}
                  aria-label={`${t('photos.remove')} ${t('photos.ownGalleryAlt', { number: index + 1 })}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t('photos.removeTitle')}
        message={photoMessages.removeConfirm}
        confirmLabel={t('photos.remove')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
