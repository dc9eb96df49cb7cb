import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useMatchMomentSeen, useMatchMoments } from '../api/interests-api.ts';

/**
 * Issue 44: the match moment. When an interest is accepted, each member sees it once — the
 * accepter at once, the sender live (a 'match' event) or at their next visit: both photos (or
 * avatars), 'Send a message' and 'Keep browsing'. Closing it in any way counts as seen.
 * `sendMessage` opens the conversation with the member (composed by the route layer).
 */
export function MatchMomentDialog({ sendMessage }: { sendMessage: (memberId: string) => Promise<void> }) {
  const { t } = useTranslation();
  const moments = useMatchMoments();
  const seen = useMatchMomentSeen();
  const [opening, setOpening] = useState(false);
  const moment = moments.data?.moments[0];
  if (!moment) return null;
  const { partner } = moment;
  const name = `${partner.firstName} ${partner.lastName}`;

  const done = () => seen.mutate(partner.id);
  const message = () => {
    setOpening(true);
    sendMessage(partner.id).then(
      () => {
        setOpening(false);
        done();
      },
      (error: unknown) => {
        setOpening(false);
        toast.error((error as Error).message);
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && done()}
      title={t('interests.match.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={done}>
            {t('interests.match.keepBrowsing')}
          </Button>
          <Button busy={opening} onClick={message}>
            {t('interests.match.sendMessage')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="flex items-center justify-center">
          <MemberPhoto
            src={moment.ownPhotoUrl}
            alt={t('interests.match.yourPhoto')}
            placeholderLabel={t('interests.match.yourPhoto')}
            className="size-24 rounded-full border-4 border-white shadow-md"
          />
          <span className="-mx-3 z-10 flex size-10 items-center justify-center rounded-full bg-brand-700 text-white shadow-md">
            <Heart aria-hidden="true" className="size-5 fill-current" />
          </span>
          <MemberPhoto
            src={partner.photoUrl}
            alt={t('interests.photoOf', { name })}
            placeholderLabel={t('interests.photoOf', { name })}
            className="size-24 rounded-full border-4 border-white shadow-md"
          />
        </div>
        <p className="text-slate-800">{t('interests.match.body', { name: partner.firstName })}</p>
      </div>
    </Dialog>
  );
}
