import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactFormProblems, contactMessages } from '#shared/rules/contact.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { rulesResolver } from '#web/lib/form-errors.ts';
import { useSendContactMessage, type ContactSubmission } from '../api/contact-api.ts';
import { ContactFormView, type ContactOutcome } from './contact-form-view.tsx';

const EMPTY: ContactSubmission = { contactName: '', contactEmail: '', phone: '', subject: '', message: '' };
/** No zod on the landing page (ADR 0013): the form runs the pure rule the server's schema runs. */
const resolver = rulesResolver<ContactSubmission>(contactFormProblems);

/**
 * Spec §2/§5 Contact: name, email and message required, phone optional, subject empty by default.
 * Every problem shows under its field on submit and the first one takes the focus; a field's
 * message goes as soon as it is edited. D18: the message is stored through the API and the page
 * says so in place (no browser alert).
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<ContactSubmission>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const [outcome, setOutcome] = useState<ContactOutcome | undefined>();

  const submit = handleSubmit(async (values) => {
    try {
      await send.send(values);
      reset(EMPTY);
      setOutcome({ tone: 'success', text: contactMessages.sent });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? (error.fields ?? []) : [];
      for (const field of fields) {
        const name = field.path.replace(/^body\./, '') as keyof ContactSubmission;
        setError(name, { type: 'server', message: field.message });
      }
      setOutcome({ tone: 'error', text: (error as Error).message });
    }
  });

  return (
    <ContactFormView
      control={(name) => register(name, { onChange: () => clearErrors(name) })}
      errors={{
        contactName: formState.errors.contactName?.message,
        contactEmail: formState.errors.contactEmail?.message,
        phone: formState.errors.phone?.message,
        message: formState.errors.message?.message,
      }}
      outcome={outcome}
      busy={send.isPending}
      onSubmit={(event) => {
        setOutcome(undefined);
        return submit(event);
      }}
    />
  );
}
