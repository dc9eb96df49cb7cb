import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { ReceivedInterests, type MessageAction } from './received-interests.tsx';
import { SentInterests } from './sent-interests.tsx';

/** /my-interests (spec §2): received interests, and (beyond the spec) the ones the member sent. */
export function MyInterestsPage({
  profileHref,
  messageAction,
}: {
  profileHref: (userId: string) => string;
  messageAction?: MessageAction;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('received');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('interests.title')}</h1>
        <p className="text-slate-700">{t('interests.subtitle')}</p>
      </div>
      <Tabs
        label={t('interests.title')}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'received',
            label: t('interests.received'),
            content: <ReceivedInterests profileHref={profileHref} messageAction={messageAction} />,
          },
          {
            value: 'sent',
            label: t('interests.sent'),
            content: <SentInterests profileHref={profileHref} messageAction={messageAction} />,
          },
        ]}
      />
    </div>
  );
}
