import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';

/** Our mark: a heart with a cross cut out of it. Decorative: the name beside it is the text. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <path fill="currentColor" d="M16 29s-12-7.3-12-16A6.8 6.8 0 0 1 16 9a6.8 6.8 0 0 1 12 4c0 8.7-12 16-12 16Z" />
      <path fill="#fff" d="M14.75 11h2.5v3.5h3.5v2.5h-3.5V24h-2.5v-7h-3.5v-2.5h3.5z" />
    </svg>
  );
}

export function BrandName({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <span className={cn('text-lg font-bold tracking-tight', className)}>{t('app.name')}</span>;
}
