import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonSize, type ButtonVariant } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useOpenConversation } from '../api/conversations-api.ts';

/**
 * Message, for a matched member (an accepted interest, D28): opens or creates the conversation
 * and goes there; the server's refusal (not matched, not visible) is a toast.
 */
export function MessageButton({
  memberId,
  name,
  conversationHref,
  size = 'sm',
  variant = 'primary',
}: {
  memberId: string;
  /** Named for screen readers when several buttons share a page ("Message: Ruth Thomas"). */
  name?: string;
  conversationHref: (id: string) => string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenConversation();
  return (
    <Button
      size={size}
      variant={variant}
      busy={open.isPending}
      onClick={() =>
        open.mutateAsync(memberId).then(
          ({ id }) => void navigate(conversationHref(id)),
          (error: unknown) => toast.error((error as Error).message),
        )
      }
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('conversations.message')}
      {name && <span className="sr-only">: {name}</span>}
    </Button>
  );
}
