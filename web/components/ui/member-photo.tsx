import { useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A member's photo, or a bundled placeholder (D27: never an external placeholder service) when
 * there is none or it fails to load (spec: broken images get a placeholder).
 */
export function MemberPhoto({
  src,
  alt,
  className,
  placeholderLabel,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  placeholderLabel: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={placeholderLabel}
        className={cn('flex items-center justify-center bg-brand-50 text-brand-700', className)}
      >
        <svg viewBox="0 0 64 64" aria-hidden="true" className="size-1/2">
          <circle cx="32" cy="24" r="12" fill="currentColor" opacity="0.55" />
          <path d="M10 58c2-12 12-19 22-19s20 7 22 19" fill="currentColor" opacity="0.55" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={cn('object-cover', className)}
      onError={() => setBroken(true)}
      loading="lazy"
      decoding="async"
    />
  );
}
