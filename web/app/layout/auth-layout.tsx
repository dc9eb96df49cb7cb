import { ArrowLeft, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '#web/components/language-select.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';

/** The signed-out account pages: a card with a way back home (and to sign in, where it helps). */
export function AuthLayout({
  title,
  subtitle,
  children,
  backToLogin = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  backToLogin?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:items-center"
    >
      <div className="w-full max-w-lg">
        <div className="mb-4 flex items-center justify-between text-sm">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1 font-medium text-slate-700 hover:text-brand-700"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('auth.backToHome')}
          </Link>
          <div className="flex items-center gap-4">
            {backToLogin && (
              <Link to={paths.login} className="font-medium text-slate-700 hover:text-brand-700">
                {t('auth.register.backToLogin')}
              </Link>
            )}
            <LanguageSelect />
          </div>
        </div>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-2 text-center">
            <Heart aria-hidden="true" className="size-10 fill-brand-700 text-brand-700" />
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            {subtitle && <p className="text-sm text-slate-700">{subtitle}</p>}
          </div>
          {children}
        </Card>
      </div>
    </main>
  );
}
