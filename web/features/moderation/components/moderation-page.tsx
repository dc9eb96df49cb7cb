import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useModerationQueue, useVerificationQueue } from '../api/moderation-api.ts';
import { BlockedWords } from './blocked-words.tsx';
import { HeldMemberItem } from './held-member-item.tsx';
import { ModerationReports } from './moderation-reports.tsx';
import { PhotoReviewItem } from './photo-review-item.tsx';
import { ProfileReviewItem } from './profile-review-item.tsx';
import { QueuePanel, type QueueName } from './queue-panel.tsx';
import { RejectDialog, type Rejecting } from './reject-dialog.tsx';
import { VerificationQueuePanel } from './verification-queue-panel.tsx';

type ModerationTab = QueueName | 'verifications' | 'reports' | 'blockedWords';

/**
 * D31: the Moderation page of moderators, admins and the super admin: the mode the super admin
 * chose, then the queues (new and changed profiles, new photos, members on hold after reports,
 * photo verifications, D43) and the reports, and the blocked words (D42). The server decides who may see it (every /api/moderation answer).
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ModerationTab>('profiles');
  // The reject dialog lives here, not in its item: a decision takes the item out of the list.
  const [rejecting, setRejecting] = useState<Rejecting | undefined>();
  const queue = useModerationQueue();
  const counts = queue.data?.counts;
  const verifications = useVerificationQueue();
  const verificationCount = verifications.data?.items.length;

  const label = (name: QueueName) =>
    counts
      ? t('moderation.tabs.counted', { label: t(`moderation.tabs.${name}`), count: counts[name] })
      : t(`moderation.tabs.${name}`);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('moderation.title')}</h1>
        {queue.data && <p className="text-slate-700">{t(`moderation.mode.${queue.data.mode}`)}</p>}
      </div>
      <Tabs
        label={t('moderation.tabsLabel')}
        value={tab}
        onValueChange={(value) => setTab(value as ModerationTab)}
        items={[
          {
            value: 'profiles',
            label: label('profiles'),
            content: (
              <QueuePanel
                name="profiles"
                queue={queue}
                renderItem={(item) => <ProfileReviewItem key={item.userId} item={item} onReject={setRejecting} />}
              />
            ),
          },
          {
            value: 'photos',
            label: label('photos'),
            content: (
              <QueuePanel
                name="photos"
                queue={queue}
                renderItem={(item) => <PhotoReviewItem key={item.id} item={item} onReject={setRejecting} />}
              />
            ),
          },
          {
            value: 'held',
            label: label('held'),
            content: (
              <QueuePanel
                name="held"
                queue={queue}
                renderItem={(item) => <HeldMemberItem key={item.userId} item={item} onReject={setRejecting} />}
              />
            ),
          },
          {
            value: 'verifications',
            label:
              verificationCount === undefined
                ? t('moderation.tabs.verifications')
                : t('moderation.tabs.counted', { label: t('moderation.tabs.verifications'), count: verificationCount }),
            content: <VerificationQueuePanel queue={verifications} onReject={setRejecting} />,
          },
          { value: 'reports', label: t('moderation.tabs.reports'), content: <ModerationReports /> },
          { value: 'blockedWords', label: t('moderation.tabs.blockedWords'), content: <BlockedWords /> },
        ]}
      />
      {rejecting && (
        <RejectDialog
          key={`${rejecting.kind}-${rejecting.id}`}
          rejecting={rejecting}
          onClose={() => setRejecting(undefined)}
        />
      )}
    </div>
  );
}
