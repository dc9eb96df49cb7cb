import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX_PHOTOS } from '#shared/limits.ts';
import type { Photo } from '#shared/schemas/profile.ts';
import { Card } from '#web/components/ui/card.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';

/** D17: real counts (photos, slots left), never invented views or likes. */
export function MyGallery({ profilePhoto, galleryPhotos }: { profilePhoto: Photo | null; galleryPhotos: Photo[] }) {
  const { t } = useTranslation();
  const all = [
    ...(profilePhoto ? [{ photo: profilePhoto, label: t('gallery.profilePhoto') }] : []),
    ...galleryPhotos.map((photo, index) => ({ photo, label: t('photos.ownGalleryAlt', { number: index + 1 }) })),
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        <Card className="p-4">
          <dt className="text-sm text-slate-700">{t('gallery.photos')}</dt>
          <dd className="text-3xl font-bold text-slate-900">{all.length}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-sm text-slate-700">{t('gallery.slotsLeft')}</dt>
          <dd className="text-3xl font-bold text-slate-900">{GALLERY_MAX_PHOTOS - galleryPhotos.length}</dd>
        </Card>
      </dl>
      {all.length === 0 ? (
        <p className="text-slate-700">{t('gallery.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
          {all.map(({ photo, label }) => (
            <li key={photo.id} className="flex flex-col gap-2">
              <MemberPhoto
                src={photo.thumbnailUrl}
                alt={label}
                placeholderLabel={label}
                className="aspect-square w-full rounded-lg"
              />
              <a
                href={photo.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('gallery.viewFullSize')}
                <span className="sr-only">: {label}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
