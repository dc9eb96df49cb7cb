import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/schemas/conversations.ts';

/**
 * D46: 'Chaperoned by {first name} ({relation})' for each member's chaperone, seen by both members;
 * before this member's first message to someone with a chaperone, what that means.
 */
export function ChaperoneNotice({ conversation, firstMessage }: { conversation: Conversation; firstMessage: boolean }) {
  const { t } = useTranslation();
  const { chaperones, member } = conversation;
  if (chaperones.length === 0) return null;
  const theirs = chaperones.find((chaperone) => chaperone.of === 'them');
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-900">
      {chaperones.map((chaperone) => (
        <p key={`${chaperone.of}-${chaperone.firstName}`} className="flex items-center gap-2 font-medium">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {t('conversations.chaperone.by', {
            name: chaperone.firstName,
            relation: t(`conversations.chaperone.relation.${chaperone.relation}`),
          })}
        </p>
      ))}
      {firstMessage && theirs && (
        <p role="note" className="text-slate-700">
          {t('conversations.chaperone.beforeFirst', { member: member.firstName, name: theirs.firstName })}
        </p>
      )}
      {chaperones.some((chaperone) => chaperone.of === 'me') && (
        <p className="text-slate-700">{t('conversations.chaperone.yours')}</p>
      )}
    </div>
  );
}
