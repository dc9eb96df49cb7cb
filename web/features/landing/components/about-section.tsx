import { Cross, HeartHandshake, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import communityImage from '../assets/community.svg?no-inline';
import { Reveal, Section, SectionHeading } from './section.tsx';

const ICONS = [Cross, HeartHandshake, Users, ShieldCheck] as const;

/** Spec §2 About: 'Where Faith Meets Love' and the four value cards. */
export function AboutSection() {
  const { t } = useTranslation();
  const values = t('landing.about.values', { returnObjects: true }) as { title: string; body: string }[];
  return (
    <Section id="about" className="bg-white">
      <SectionHeading
        id="about"
        eyebrow={t('landing.about.eyebrow')}
        title={t('landing.about.title')}
        lead={t('landing.about.lead')}
      />
      <div className="grid items-center gap-10 lg:grid-cols-[2fr_3fr]">
        <Reveal className="mx-auto w-full max-w-sm">
          <img src={communityImage} alt="" width={400} height={300} loading="lazy" className="h-auto w-full" />
        </Reveal>
        <ul className="grid gap-5 sm:grid-cols-2">
          {values.map((value, index) => {
            const Icon = ICONS[index] ?? Cross;
            return (
              <li key={value.title}>
                <Reveal delay={(index % 4) as 0 | 1 | 2 | 3} className="h-full">
                  <div className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
                    <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
                    <p className="mt-2 text-slate-700">{value.body}</p>
                  </div>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
