import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * The other member's photo, or their initial when there is none or it fails to load. Decorative:
 * their name is always written beside it.
 */
export function MemberAvatar({
  photoUrl,
  firstName,
  className,
}: {
  photoUrl: string | null;
  firstName: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const classes = cn('size-12 shrink-0 rounded-full', className);
  if (photoUrl && !broken) {
    return (
      <img
        src={photoUrl}
        alt=""
        className={cn(classes, 'object-cover')}
        onError={() => setBroken(true)}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'flex items-center justify-center bg-brand-100 text-lg font-semibold text-brand-800')}
    >
      {firstName.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
