import { Ban, Bookmark, Heart, Images, Search, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { AutoAdvanceToggle } from './auto-advance-toggle.tsx';
import { Reveal, Section, SectionHeading } from './section.tsx';

const ICONS = [UserRound, Search, Heart, Bookmark, Images, Ban] as const;

/** Spec §2 Features: six cards; the spotlight moves every 5 s, and a click chooses it. */
export function FeaturesSection() {
  const { t } = useTranslation();
  const items = t('landing.features.items', { returnObjects: true }) as { title: string; body: string }[];
  const tour = useAutoAdvance(items.length);
  const active = items[tour.index];
  const ActiveIcon = ICONS[tour.index] ?? UserRound;

  return (
    <Section id="features" className="bg-brand-50">
      <SectionHeading
        id="features"
        eyebrow={t('landing.features.eyebrow')}
        title={t('landing.features.title')}
        lead={t('landing.features.lead')}
      />
      <Reveal>
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" {...tour.holdProps}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {items.map((item, index) => {
              const Icon = ICONS[index] ?? UserRound;
              const selected = index === tour.index;
              return (
                <li key={item.title}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-controls="feature-spotlight"
                    onClick={() => tour.go(index)}
                    data-testid="feature-card"
                    className={cn(
                      'flex h-full w-full flex-col items-start gap-3 rounded-2xl border p-5 text-left transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                      selected
                        ? 'border-brand-700 bg-brand-700 text-white shadow-lg shadow-brand-700/25'
                        : 'border-slate-200 bg-white text-slate-900 hover:border-brand-600 hover:shadow-md',
                    )}
                  >
                    <span
                      className={cn(
                        'inline-flex size-10 items-center justify-center rounded-xl',
                        selected ? 'bg-white/15' : 'bg-brand-50 text-brand-700',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="font-semibold">{item.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-col justify-between gap-6 rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
            <div id="feature-spotlight" aria-live={tour.playing ? 'off' : 'polite'} data-testid="feature-spotlight">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                <ActiveIcon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold text-slate-900">{active?.title}</h3>
              <p className="mt-3 text-lg text-slate-700">{active?.body}</p>
            </div>
            <div className="flex items-center justify-between gap-4">
              <p className="text-sm font-medium text-slate-600">
                {tour.index + 1} / {items.length}
              </p>
              <AutoAdvanceToggle
                playing={tour.playing}
                canPlay={tour.canPlay}
                onToggle={tour.toggle}
                pauseLabel={t('landing.features.pause')}
                playLabel={t('landing.features.play')}
              />
            </div>
          </div>
        </div>
      </Reveal>
    </Section>
  );
}
