import type { MemberCard, SuggestedBy } from '#shared/schemas/member-card.ts';
import type { EndorsementBadge as EndorsementBadgeValue } from '#shared/schemas/endorsements.ts';
import { EndorsementBadge } from '#web/components/endorsement-badge.tsx';
import { PhotoVerifiedBadge } from '#web/components/photo-verified-badge.tsx';
import { MemberPhoto } from '#web/components/ui/member-photo.tsx';
import { SuggestedByLine } from '#web/components/suggested-by-line.tsx';

/** The name, place and place in life of a member card (shared/schemas/member-card.ts). */
export function memberCardName(card: Pick<MemberCard, 'firstName' | 'lastName'>) {
  return `${card.firstName} ${card.lastName}`;
}

/**
 * The top of every card of another member (discovery, shortlist): the photo, the name with the
 * age (a comma between them), and the place, church and occupation the list sends. Each list puts
 * its own actions below and words its texts in its own locale file.
 */
export function MemberCardSummary(props: {
  card: Pick<
    MemberCard,
    'firstName' | 'lastName' | 'age' | 'city' | 'state' | 'country' | 'church' | 'thumbnailUrl'
  > & {
    occupation?: string | null;
    endorsement?: EndorsementBadgeValue;
    /** D43: its own badge, beside the endorsement's. */
    photoVerified?: boolean;
    /** D45: 'Suggested by {first name} ({relation})'. */
    suggestedBy?: SuggestedBy | undefined;
  };
  /** The heading level the page's outline needs (a card in a page's only list is h2). */
  heading: 'h2' | 'h3';
  photoAlt: string;
  noPhotoLabel: string;
  ageText: (age: number) => string;
  /**
   * Issue 45: on a phone the photo sits beside the text (the card lays them out in its grid), so
   * that a list of five fits in two screen heights; from `sm` up the photo is above the text.
   */
  besideOnPhone?: boolean;
}) {
  const { card } = props;
  const Heading = props.heading;
  const place = [card.city, card.state, card.country].filter(Boolean).join(', ');
  return (
    <>
      <MemberPhoto
        src={card.thumbnailUrl}
        alt={props.photoAlt}
        placeholderLabel={props.noPhotoLabel}
        className={
          props.besideOnPhone
            ? 'aspect-square size-18 rounded-lg sm:h-auto sm:w-full'
            : 'aspect-square w-full rounded-lg'
        }
      />
      <div className={props.besideOnPhone ? 'min-w-0' : undefined}>
        <Heading className={`font-semibold text-slate-900 ${props.besideOnPhone ? 'text-base sm:text-lg' : 'text-lg'}`}>
          {memberCardName(card)}
          {/* A comma and a space in the text itself: read and copied as 'Joseph Mathew, 31 yrs' (issue 44). */}
          {card.age !== null && (
            <>
              , <span className="text-sm font-normal whitespace-nowrap text-slate-700">{props.ageText(card.age)}</span>
            </>
          )}
        </Heading>
        {place && <p className="text-sm text-slate-700">{place}</p>}
        {card.church && <p className="text-sm text-slate-700">{card.church}</p>}
        {card.occupation && <p className="text-sm text-slate-600">{card.occupation}</p>}
        <PhotoVerifiedBadge verified={card.photoVerified === true} className="mt-1" />
        <EndorsementBadge endorsement={card.endorsement ?? null} className="mt-1" />
        <SuggestedByLine suggestedBy={card.suggestedBy} className="mt-1" />
      </div>
    </>
  );
}
