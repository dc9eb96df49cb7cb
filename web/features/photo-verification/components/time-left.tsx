import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const remaining = (expiresAt: string) => Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/**
 * The time left to answer the poses, as m:ss, counted down each second; calls `onExpired` once at
 * zero. Not a live region: a screen reader would hear it every second. The minutes are read when
 * the flow opens and whenever the member reads the line.
 */
export function TimeLeft({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(() => remaining(expiresAt));
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(remaining(expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  useEffect(() => {
    if (seconds === 0) onExpired();
  }, [seconds, onExpired]);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="text-sm text-slate-700">
      {t('verification.flow.timeLeft')}{' '}
      <time dateTime={`PT${seconds}S`} className="font-semibold text-slate-900 tabular-nums">
        {time}
      </time>
    </p>
  );
}
