import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivedInterest } from '#shared/schemas/interests.ts';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';

type Counterpart = ReceivedInterest['sender'];

/**
 * Issue 44: the top of an interest's card — the other member's photo (or an avatar), name, then
 * age and city on a line of their own (never run together with the name), the date and the status.
 */
export function InterestCardHeader({ member, when, badge }: { member: Counterpart; when: string; badge: ReactNode }) {
  const { t } = useTranslation();
  const name = `${member.firstName} ${member.lastName}`;
  const details = [member.age === null ? null : t('interests.age', { age: member.age }), member.city]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="flex items-start gap-3">
      <MemberPhoto
        src={member.thumbnailUrl}
        alt={t('interests.photoOf', { name })}
        placeholderLabel={t('interests.photoOf', { name })}
        className="size-16 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words text-slate-900">{name}</h3>
        {details && <p className="text-sm text-slate-800">{details}</p>}
        <p className="text-sm text-slate-700">{when}</p>
      </div>
      {badge}
    </div>
  );
}
