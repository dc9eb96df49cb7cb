import { Lock, Mail } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyNamed } from '#web/lib/lazy-named.ts';
import { useApproach } from '../hooks/use-approach.ts';
import { ContactFormPlaceholder } from './contact-form-view.tsx';
import { Reveal, Section, SectionHeading } from './section.tsx';

/** react-hook-form would take the first visit past its 120 KB budget (ADR 0013, amended). */
const ContactForm = lazyNamed(() => import('./contact-form.tsx'), 'ContactForm', ['spec']);

export function ContactSection() {
  const { t } = useTranslation();
  // The form's code loads as the section comes near, or as soon as a link or the keyboard heads there.
  const { ref, approached, approach } = useApproach<HTMLDivElement>(useLocation().hash === '#contact');
  const notes = [
    { Icon: Mail, title: t('landing.contact.replyTitle'), body: t('landing.contact.replyBody') },
    { Icon: Lock, title: t('landing.contact.storedTitle'), body: t('landing.contact.storedBody') },
  ];
  return (
    <Section id="contact" onFocus={approach} className="bg-gradient-to-b from-white to-brand-50">
      <SectionHeading
        id="contact"
        eyebrow={t('landing.contact.eyebrow')}
        title={t('landing.contact.title')}
        lead={t('landing.contact.lead')}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <Reveal>
          <ul className="flex flex-col gap-4">
            {notes.map(({ Icon, title, body }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-slate-700">{body}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
        <div ref={ref} className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
          <Suspense fallback={<ContactFormPlaceholder />}>
            {approached ? <ContactForm /> : <ContactFormPlaceholder />}
          </Suspense>
        </div>
      </div>
    </Section>
  );
}
