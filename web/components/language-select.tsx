import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/enums.ts';
import { cn } from '#web/lib/cn.ts';
import { chooseLanguage, currentLanguage, LANGUAGE_NAMES } from '#web/lib/i18n.ts';

/**
 * D37: the language switch of the landing header and footer, the sign-in pages and the member
 * menu. Each language is named in its own words. A visitor's choice is kept in this browser and
 * saved as their language at sign-in; a member's (`onChoose`) is saved at once.
 */
export function LanguageSelect({
  onChoose = (language) => chooseLanguage(language, { unsaved: true }),
  tone = 'light',
  className,
}: {
  onChoose?: (language: Language) => Promise<void>;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="flex items-center">
        <Languages aria-hidden="true" className={cn('size-4', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')} />
        <span className="sr-only">{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => void onChoose(event.target.value as Language)}
        className={cn(
          'h-9 rounded-md border px-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
          tone === 'dark' ? 'border-slate-600 bg-slate-800 text-slate-100' : 'border-slate-300 bg-white text-slate-800',
        )}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
