import { Menu, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The small-screen menu button of both headers: announces whether its menu is open. */
export function MenuToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
