import { Mail, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '#web/lib/enum-label.ts';
import type { AdminContactMessage } from '#shared/schemas/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useContactMessages, useMarkContactMessage } from '../api/admin-api.ts';
import { formatDateTime } from './format.ts';

/** D18: the landing page's contact messages; unread ones stand out and can be marked either way. */
export function ContactMessages() {
  const { t } = useTranslation();
  const messages = useContactMessages();
  const unread = messages.data?.messages.filter((message) => !message.read).length ?? 0;
  return (
    <section aria-labelledby="admin-contact-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="admin-contact-heading" className="text-xl font-semibold text-slate-900">
          {t('adminPanel.contact.heading')}
        </h2>
        {unread > 0 && <Badge tone="brand">{t('adminPanel.contact.unreadCount', { count: unread })}</Badge>}
      </div>
      <p className="text-sm text-slate-700">{t('adminPanel.contact.intro')}</p>
      {messages.isPending && (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('adminPanel.contact.loading')}</span>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-32 w-full" />
          ))}
        </div>
      )}
      {messages.isError && (
        <FormAlert tone="error">
          <p>{t('adminPanel.contact.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void messages.refetch()}>
            {t('adminPanel.retry')}
          </Button>
        </FormAlert>
      )}
      {messages.data?.messages.length === 0 && <p className="text-slate-700">{t('adminPanel.contact.empty')}</p>}
      {messages.data && messages.data.messages.length > 0 && (
        <ul className="flex flex-col gap-3">
          {messages.data.messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageCard({ message }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  const mark = useMarkContactMessage();
  const subject = message.subject
    ? enumLabel(t, 'contactSubjectInbox', message.subject)
    : t('adminPanel.contact.noSubject');
  return (
    <Card
      role="group"
      aria-label={`${message.name}: ${subject}`}
      className={
        message.read
          ? 'flex flex-col gap-3 p-4'
          : 'flex flex-col gap-3 border-l-4 border-l-brand-700 bg-brand-50/40 p-4'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {message.read ? (
              <MailOpen aria-hidden="true" className="mr-2 inline size-4 text-slate-600" />
            ) : (
              <Mail aria-hidden="true" className="mr-2 inline size-4 text-brand-700" />
            )}
            {subject}
          </h3>
          <p className="text-sm break-all text-slate-700">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="text-brand-800 underline">
              {message.email}
            </a>
            {message.phone && ` · ${message.phone}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {!message.read && <Badge tone="brand">{t('adminPanel.contact.unread')}</Badge>}
          <time dateTime={message.createdAt} className="text-xs text-slate-600">
            {formatDateTime(message.createdAt)}
          </time>
        </div>
      </div>
      <p className="text-sm whitespace-pre-wrap break-words text-slate-900">{message.message}</p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          busy={mark.isPending}
          onClick={() =>
            mark.mutate(
              { id: message.id, read: !message.read },
              { onError: () => toast.error(t('adminPanel.contact.markFailed')) },
            )
          }
        >
          {message.read ? t('adminPanel.contact.markUnread') : t('adminPanel.contact.markRead')}
        </Button>
      </div>
    </Card>
  );
}
