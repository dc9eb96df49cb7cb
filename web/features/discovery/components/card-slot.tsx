import { useState } from 'react';
import type { DiscoveryCard } from '#shared/schemas/discovery.ts';
import { ProfileCard, RedactedCard } from './profile-card.tsx';
import { ReportDialog } from './report-dialog.tsx';

/**
 * One discovery card with its usual actions and its report dialog, for a list another feature
 * lays out (D45: the dashboard's 'Suggested by your family'); a hidden card (D13) offers the upgrade.
 */
export function DiscoveryCardSlot(props: {
  card: DiscoveryCard;
  premium: boolean;
  upgradeHref: string;
  profileHref: (userId: string) => string;
  heading: 'h2' | 'h3';
}) {
  const [reporting, setReporting] = useState<{ id: string; name: string } | undefined>();
  const { card } = props;
  if (card.redacted) return <RedactedCard upgradeHref={props.upgradeHref} />;
  return (
    <>
      <ProfileCard
        card={card}
        premium={props.premium}
        heading={props.heading}
        profileHref={props.profileHref(card.id)}
        onReport={(c) => setReporting({ id: c.id, name: `${c.firstName} ${c.lastName}` })}
      />
      <ReportDialog member={reporting} onClose={() => setReporting(undefined)} />
    </>
  );
}
