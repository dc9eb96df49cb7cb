import { useTranslation } from 'react-i18next';
import type { RecoveryCodes } from '#shared/schemas/two-factor.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

/** D35: the ten recovery codes, shown once (turning it on, new codes); the member says when they are saved. */
export function RecoveryCodesList({ answer, onDone }: { answer: RecoveryCodes; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex max-w-md flex-col gap-3">
      <FormAlert tone="success">{answer.message}</FormAlert>
      <h4 id="recovery-codes-heading" className="font-semibold text-slate-900">
        {t('twoFactor.codes.title')}
      </h4>
      <p className="text-sm text-slate-700">{t('twoFactor.codes.explain')}</p>
      <ol
        aria-label={t('twoFactor.codes.title')}
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {answer.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div>
        <Button onClick={onDone}>{t('twoFactor.codes.saved')}</Button>
      </div>
    </section>
  );
}
