import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { AutoAdvanceToggle } from './auto-advance-toggle.tsx';
import { Reveal, Section, SectionHeading } from './section.tsx';

const arrowClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Spec §2 Our Mission: three slides, advancing every 5 s, dots jump to a slide. An APG carousel:
 * labelled slides, a pause button, and announcements only when the visitor moves it.
 */
export function MissionSection() {
  const { t } = useTranslation();
  const slides = t('landing.mission.slides', { returnObjects: true }) as { title: string; body: string }[];
  const total = slides.length;
  const carousel = useAutoAdvance(total);

  return (
    <Section id="mission" className="bg-gradient-to-b from-white to-brand-50">
      <SectionHeading id="mission" eyebrow={t('landing.mission.eyebrow')} title={t('landing.mission.title')} />
      <Reveal>
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t('landing.mission.carousel')}
          className="mx-auto max-w-3xl"
          {...carousel.holdProps}
        >
          <div
            aria-live={carousel.playing ? 'off' : 'polite'}
            className="grid rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200 sm:p-12"
          >
            {slides.map((slide, index) => (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={t('landing.mission.slideLabel', { number: index + 1, total })}
                hidden={index !== carousel.index}
                data-testid="mission-slide"
                className="slide-in col-start-1 row-start-1 text-center"
              >
                <p className="text-sm font-semibold text-brand-700">
                  {t('landing.mission.slideLabel', { number: index + 1, total })}
                </p>
                <h3 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{slide.title}</h3>
                <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{slide.body}</p>
              </div>
            ))}
          </div>
          <div className="mt-6 flex items-center justify-center gap-3">
            <button
              type="button"
              className={arrowClass}
              aria-label={t('landing.mission.previous')}
              onClick={() => carousel.go(carousel.index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex items-center">
              {slides.map((slide, index) => (
                <button
                  key={slide.title}
                  type="button"
                  aria-label={t('landing.mission.goTo', { number: index + 1, total })}
                  aria-current={index === carousel.index ? 'true' : undefined}
                  onClick={() => carousel.go(index)}
                  className="group flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      index === carousel.index ? 'w-8 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={arrowClass}
              aria-label={t('landing.mission.next')}
              onClick={() => carousel.go(carousel.index + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <AutoAdvanceToggle
              playing={carousel.playing}
              canPlay={carousel.canPlay}
              onToggle={carousel.toggle}
              pauseLabel={t('landing.mission.pause')}
              playLabel={t('landing.mission.play')}
            />
          </div>
        </div>
      </Reveal>
    </Section>
  );
}
