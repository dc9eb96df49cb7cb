import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useOpenConversation } from '#web/features/conversations/api/conversations-api.ts';
import { MatchMomentDialog } from '#web/features/interests/components/match-moment-dialog.tsx';

/** Issue 44: the match moment on every member screen; 'Send a message' opens the conversation (D28). */
export function MatchMoment() {
  const navigate = useNavigate();
  const open = useOpenConversation();
  return (
    <MatchMomentDialog
      sendMessage={async (memberId) => {
        const { id } = await open.mutateAsync(memberId);
        await navigate(paths.conversation(id));
      }}
    />
  );
}
