import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** The upgrade pages' 'Back': to the previous page of this tab, else to `fallbackPath`. */
export function BackButton({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallbackPath);
  }

  return (
    <div>
      <Button variant="ghost" onClick={goBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('publicPages.upgrade.back')}
      </Button>
    </div>
  );
}
