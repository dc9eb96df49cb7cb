import type { FormEventHandler } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS } from '#shared/enums.ts';
import type { ContactField } from '#shared/rules/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import type { ContactSubmission } from '../api/contact-api.ts';

export type ContactOutcome = { tone: 'success' | 'error'; text: string };

type Control = Partial<UseFormRegisterReturn> & { name: keyof ContactSubmission };

export interface ContactFormViewProps {
  /** The props that bind a control to the form; without it the controls are bare (the placeholder). */
  control?: (name: keyof ContactSubmission) => Control;
  errors?: Partial<Record<ContactField, string | undefined>>;
  outcome?: ContactOutcome | undefined;
  busy?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

const bare = (name: keyof ContactSubmission): Control => ({ name });

/**
 * The contact form as it looks. It is part of the landing page's first load, while the code that
 * makes it work (contact-form.tsx, react-hook-form) is loaded on approach (ADR 0013), so the
 * placeholder below is this very markup: nothing moves when the form comes alive.
 */
export function ContactFormView({
  control = bare,
  errors = {},
  outcome,
  busy = false,
  onSubmit,
}: ContactFormViewProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('landing.contact.form')} className="flex flex-col gap-5">
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('landing.contact.name')} required error={errors.contactName}>
          <Input autoComplete="name" {...control('contactName')} />
        </Field>
        <Field label={t('landing.contact.email')} required error={errors.contactEmail}>
          <Input type="email" autoComplete="email" {...control('contactEmail')} />
        </Field>
        <Field label={t('landing.contact.phone')} hint={t('landing.contact.phoneHint')} error={errors.phone}>
          <Input type="tel" autoComplete="tel" {...control('phone')} />
        </Field>
        <Field label={t('landing.contact.subject')}>
          <NativeSelect {...control('subject')}>
            <option value="">{t('landing.contact.subjectPlaceholder')}</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`landing.contact.subjects.${subject}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label={t('landing.contact.message')} required error={errors.message}>
        <Textarea rows={5} {...control('message')} />
      </Field>
      <Button type="submit" size="lg" busy={busy} className="sm:self-start">
        {busy ? t('landing.contact.sending') : t('landing.contact.submit')}
      </Button>
    </form>
  );
}

/**
 * Stands in for the form until its code has arrived: the same markup, inert (nothing typed into it
 * could be kept), and a status that tells screen readers the form is on its way.
 */
export function ContactFormPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('landing.contact.loading')}
      </p>
      <div inert>
        <ContactFormView />
      </div>
    </div>
  );
}
