import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKING_FOR, type LookingFor } from '#shared/enums.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useAnswerLookingFor } from '../api/dashboard-api.ts';

/**
 * D36: until a member says whom they are looking for, the dashboard asks, and discovery shows
 * everyone. One press answers; the answer can be changed on My Profile.
 */
export function LookingForQuestion({ asked }: { asked: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const answer = useAnswerLookingFor();
  const [answered, setAnswered] = useState<LookingFor>();

  if (answered) {
    return (
      <FormAlert tone="success">
        <p>{t(answered === 'Male' ? 'dashboard.lookingFor.savedMen' : 'dashboard.lookingFor.savedWomen')}</p>
      </FormAlert>
    );
  }
  if (!asked) return null;
  return (
    <Card className="flex flex-col gap-4 p-6" aria-labelledby={headingId} role="region">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('dashboard.lookingFor.question')}
        </h2>
        <p className="text-sm text-slate-700">{t('dashboard.lookingFor.why')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {LOOKING_FOR.map((choice) => (
          <Button
            key={choice}
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => answer.mutate(choice, { onSuccess: () => setAnswered(choice) })}
          >
            {t(choice === 'Male' ? 'dashboard.lookingFor.aMan' : 'dashboard.lookingFor.aWoman')}
          </Button>
        ))}
      </div>
      {answer.isError && (
        <FormAlert tone="error">
          <p>{answer.error.message}</p>
        </FormAlert>
      )}
    </Card>
  );
}
