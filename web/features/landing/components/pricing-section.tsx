import { currentLanguage } from '#web/lib/i18n.ts';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { linkButtonClass } from './landing-header.tsx';
import { Reveal, Section, SectionHeading } from './section.tsx';

type Period = 'monthly' | 'yearly';

/** The plans' prices in pounds (spec §1 Pricing); written as the chosen language writes money (D37). */
const PREMIUM_PRICE_GBP = { monthly: 50, yearly: 600 } as const;
const price = (pounds: number) =>
  new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(
    pounds,
  );

/** Spec §2 Pricing and §9: Free £0; Premium £50 a month or £600 a year. Free → /register, Premium → /premium-upgrade. */
export function PricingSection() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('monthly');
  const per = period === 'monthly' ? t('landing.pricing.perMonth') : t('landing.pricing.perYear');
  const freeFeatures = t('landing.pricing.free.features', { returnObjects: true }) as string[];
  const premiumFeatures = t('landing.pricing.premium.features', { returnObjects: true }) as string[];

  return (
    <Section id="pricing" className="bg-white">
      <SectionHeading
        id="pricing"
        eyebrow={t('landing.pricing.eyebrow')}
        title={t('landing.pricing.title')}
        lead={t('landing.pricing.lead')}
      />
      <div
        role="group"
        aria-label={t('landing.pricing.period')}
        className="mx-auto mb-10 flex w-fit rounded-full bg-slate-100 p-1"
      >
        {(['monthly', 'yearly'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={period === option}
            onClick={() => setPeriod(option)}
            className={cn(
              'rounded-full px-6 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              period === option ? 'bg-white text-brand-800 shadow' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {t(`landing.pricing.${option}`)}
          </button>
        ))}
      </div>
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <Reveal className="h-full">
          <Plan
            testId="plan-free"
            name={t('landing.pricing.free.name')}
            description={t('landing.pricing.free.description')}
            price={price(0)}
            per={per}
            features={freeFeatures}
            action={
              <Link
                to={paths.register}
                className={cn(linkButtonClass('secondary', { display: 'flex', size: 'lg' }), 'w-full')}
              >
                {t('landing.pricing.free.cta')}
              </Link>
            }
          />
        </Reveal>
        <Reveal className="h-full" delay={1}>
          <Plan
            testId="plan-premium"
            featured
            name={t('landing.pricing.premium.name')}
            badge={t('landing.pricing.premium.badge')}
            description={t('landing.pricing.premium.description')}
            price={period === 'monthly' ? price(PREMIUM_PRICE_GBP.monthly) : price(PREMIUM_PRICE_GBP.yearly)}
            per={per}
            features={premiumFeatures}
            note={t('landing.pricing.premium.note')}
            action={
              <Link
                to={paths.premiumUpgrade}
                className={cn(linkButtonClass('primary', { display: 'flex', size: 'lg' }), 'w-full')}
              >
                {t('landing.pricing.premium.cta')}
              </Link>
            }
          />
        </Reveal>
      </div>
    </Section>
  );
}

function Plan(props: {
  testId: string;
  name: string;
  description: string;
  price: string;
  per: string;
  features: string[];
  action: ReactNode;
  badge?: string;
  note?: string;
  featured?: boolean;
}) {
  return (
    <article
      data-testid={props.testId}
      aria-label={props.name}
      className={cn(
        'flex h-full flex-col rounded-3xl border bg-white p-8',
        props.featured
          ? 'border-brand-700 shadow-2xl shadow-brand-700/15 ring-1 ring-brand-700'
          : 'border-slate-200 shadow-sm',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-xl font-bold text-slate-900">{props.name}</h3>
        {props.badge && (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
            {props.badge}
          </span>
        )}
      </div>
      <p className="mt-2 text-slate-700">{props.description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900" data-testid="plan-price">
          {props.price}
        </span>
        <span className="text-slate-600">{props.per}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3">
        {props.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-800">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{props.action}</div>
      {props.note && <p className="mt-3 text-center text-sm text-slate-600">{props.note}</p>}
    </article>
  );
}
