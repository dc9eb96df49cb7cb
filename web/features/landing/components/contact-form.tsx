import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS } from '#shared/enums.ts';
import { contactFormProblems, contactMessages, type ContactField } from '#shared/rules/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useSendContactMessage, type ContactSubmission } from '../api/contact-api.ts';

const EMPTY: ContactSubmission = { contactName: '', contactEmail: '', phone: '', subject: '', message: '' };
const FIELD_ORDER: ContactField[] = ['contactName', 'contactEmail', 'phone', 'message'];

/**
 * Spec §2/§5 Contact: name, email and message required, phone optional, subject empty by default.
 * D18: the message is stored through the API and the page says so in place (no browser alert).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactSubmission>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();
  const set = (key: keyof ContactSubmission) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function focusFirstProblem(problems: Partial<Record<ContactField, string>>) {
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const problems = contactFormProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(problems);
      return;
    }
    send.send(values).then(
      () => {
        setValues(EMPTY);
        setOutcome({ tone: 'success', text: contactMessages.sent });
      },
      (error: Error) => {
        const fields = error instanceof ApiRequestError ? (error.fields ?? []) : [];
        const fromServer = Object.fromEntries(
          fields.map((field) => [field.path.replace(/^body\./, ''), field.message]),
        ) as Partial<Record<ContactField, string>>;
        setErrors(fromServer);
        setOutcome({ tone: 'error', text: error.message });
      },
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('landing.contact.form')}
      className="flex flex-col gap-5"
    >
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('landing.contact.name')} required error={errors.contactName}>
          <Input
            name="contactName"
            autoComplete="name"
            value={values.contactName}
            onChange={(e) => set('contactName')(e.target.value)}
          />
        </Field>
        <Field label={t('landing.contact.email')} required error={errors.contactEmail}>
          <Input
            type="email"
            name="contactEmail"
            autoComplete="email"
            value={values.contactEmail}
            onChange={(e) => set('contactEmail')(e.target.value)}
          />
        </Field>
        <Field label={t('landing.contact.phone')} hint={t('landing.contact.phoneHint')} error={errors.phone}>
          <Input
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set('phone')(e.target.value)}
          />
        </Field>
        <Field label={t('landing.contact.subject')}>
          <NativeSelect name="subject" value={values.subject} onChange={(e) => set('subject')(e.target.value)}>
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
        <Textarea name="message" rows={5} value={values.message} onChange={(e) => set('message')(e.target.value)} />
      </Field>
      <Button type="submit" size="lg" busy={send.isPending} className="sm:self-start">
        {send.isPending ? t('landing.contact.sending') : t('landing.contact.submit')}
      </Button>
    </form>
  );
}
