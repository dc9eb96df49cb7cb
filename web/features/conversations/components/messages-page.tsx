import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { ConversationList } from './conversation-list.tsx';

/** /messages (issue 19, D28): every conversation of the member, newest first. */
export function MessagesPage({
  conversationHref,
  interestsHref,
}: {
  conversationHref: (id: string) => string;
  interestsHref: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('conversations.title')}</h1>
        <p className="text-slate-700">{t('conversations.subtitle')}</p>
      </div>
      <Card className="p-2 sm:p-4">
        <ConversationList conversationHref={conversationHref} interestsHref={interestsHref} />
      </Card>
    </div>
  );
}
