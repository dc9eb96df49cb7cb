import { Pause, Play } from 'lucide-react';

/** WCAG 2.2.2: what moves by itself can be paused. Hidden when it cannot move (reduced motion). */
export function AutoAdvanceToggle({
  playing,
  canPlay,
  onToggle,
  pauseLabel,
  playLabel,
}: {
  playing: boolean;
  canPlay: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
}) {
  if (!canPlay) return null;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? pauseLabel : playLabel}
      className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
    </button>
  );
}
