import { Check, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import heroRings from '../assets/hero-rings.svg?no-inline';
import { scrollToSection } from '../sections.ts';
import { linkButtonClass } from './landing-header.tsx';

export function HeroSection() {
  const { t } = useTranslation();
  const points = t('landing.hero.points', { returnObjects: true }) as string[];
  return (
    <section
      id="hero"
      tabIndex={-1}
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-28 pb-20 outline-none sm:pt-32"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <span className="size-2 rounded-full bg-brand-600" aria-hidden="true" />
            {t('landing.hero.badge')}
          </span>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            {t('landing.hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-slate-700 sm:text-xl">{t('landing.hero.lead')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link
              to={paths.register}
              className={cn(linkButtonClass('primary', { size: 'lg' }), 'shadow-lg shadow-brand-700/20')}
            >
              {t('landing.hero.cta')}
            </Link>
            <a
              href="#about"
              onClick={(event) => {
                event.preventDefault();
                scrollToSection('about');
              }}
              className={linkButtonClass('secondary', { size: 'lg' })}
            >
              {t('landing.hero.secondary')}
            </a>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-md">
          <img
            src={heroRings}
            alt={t('landing.hero.imageAlt')}
            width={480}
            height={420}
            fetchPriority="high"
            className="h-auto w-full"
          />
          <figure className="relative -mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl sm:absolute sm:-bottom-6 sm:-left-10 sm:mt-0 sm:max-w-xs">
            <div className="flex items-center gap-2">
              <span className="flex text-amber-500" role="img" aria-label={t('landing.hero.testimonial.ratingLabel')}>
                {[0, 1, 2, 3, 4].map((star) => (
                  <Star key={star} aria-hidden="true" className="size-4 fill-current" />
                ))}
              </span>
              <span className="text-sm font-bold text-slate-900">{t('landing.hero.testimonial.rating')}</span>
              <span className="ml-auto text-xs font-medium text-slate-600">{t('landing.hero.testimonial.label')}</span>
            </div>
            <blockquote className="mt-3 text-sm text-slate-800">“{t('landing.hero.testimonial.quote')}”</blockquote>
            <figcaption className="mt-2 text-xs text-slate-600">{t('landing.hero.testimonial.author')}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
