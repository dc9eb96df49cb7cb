import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moderationMessages } from '#shared/schemas/moderation.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';

/** D31: the register page while the super admin has closed registration, in the server's words. */
export function RegistrationClosed() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="info">{moderationMessages.registrationClosed}</FormAlert>
      <p className="text-center text-sm text-slate-700">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('auth.register.signInLink')}
        </Link>
      </p>
    </div>
  );
}
