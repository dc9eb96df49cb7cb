import { useTranslation } from 'react-i18next';
import { conversationMessages, type Conversation } from '#shared/schemas/conversations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useShareContact } from '../api/conversations-api.ts';

/**
 * D38: contact details are never shown by default. Each member chooses to share their own phone
 * and email with this member, and sees the other's once they chose to share theirs.
 */
export function ContactSharingPanel({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const share = useShareContact(conversation.id);
  const { sharingContact, contact, state } = conversation;

  function toggle() {
    share.mutateAsync(!sharingContact).catch((error: unknown) => toast.error((error as Error).message));
  }

  return (
    <section aria-labelledby={`contact-${conversation.id}`} className="flex flex-col gap-2 text-sm">
      <h2 id={`contact-${conversation.id}`} className="sr-only">
        {t('conversations.contactTitle')}
      </h2>
      {contact && (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2">
          <h3 className="font-semibold text-emerald-900">{conversationMessages.theyShared}</h3>
          <dl className="flex flex-wrap gap-x-4 gap-y-1">
            <div className="flex min-w-0 gap-1">
              <dt className="text-slate-700">{t('conversations.email')}:</dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${contact.email}`} className="text-slate-900 underline">
                  {contact.email}
                </a>
              </dd>
            </div>
            {contact.phone && (
              <div className="flex gap-1">
                <dt className="text-slate-700">{t('conversations.phone')}:</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="text-slate-900 underline">
                    {contact.phone}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </div>
      )}
      {(state === 'open' || sharingContact) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="secondary" size="sm" busy={share.isPending} onClick={toggle}>
            {sharingContact ? conversationMessages.stopSharing : conversationMessages.shareContact}
          </Button>
          {sharingContact && (
            <p role="status" className="text-slate-700">
              {conversationMessages.sharedNote}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
