import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { useEnterSession } from '#web/features/auth/api/auth-api.ts';
import { AcceptInvitationPage, RelativeHomePage } from '#web/features/family/components/family-pages.tsx';
import { DraftInvitationPage } from '#web/features/family/components/draft-invitation.tsx';
import { DraftEditPage } from '#web/features/family/components/drafts.tsx';
import { LinkedMemberEditPage } from '#web/features/family/components/member-edit.tsx';
import { LinkedMemberPage } from '#web/features/family/components/member-view.tsx';
import {
  ChaperoneConversationPage,
  ChaperoneConversationsPage,
} from '#web/features/family/components/chaperone-pages.tsx';
import { DeleteAccountForm } from '#web/features/member-data/components/delete-account-form.tsx';
import { PublicLayout } from '#web/features/landing/components/public-layout.tsx';
import { RelativeProfileForm } from '#web/features/profiles/components/relative-profile-form.tsx';
import { useLeaveAfter } from './leave-after.ts';

/**
 * /family/accept?token=… (D45): a relative's invitation, signed out or as a relative's account. The
 * server signs the new relative in; the tab takes that session and goes to their family page.
 */
export function AcceptFamilyInvitationRoute({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const enterSession = useEnterSession();
  const onAccepted = () => void enterSession().then(() => navigate(paths.family, { replace: true }));
  const page = <AcceptInvitationPage token={params.get('token') ?? ''} onAccepted={onAccepted} />;
  return signedIn ? page : <PublicLayout>{page}</PublicLayout>;
}

/**
 * /family/draft?token=… (D45): the profile someone started for this person, signed out (or in any
 * account). Accepting signs the member in; the tab takes that session and the app decides the page.
 */
export function FamilyDraftRoute({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const enterSession = useEnterSession();
  const onAccepted = () => void enterSession().then(() => navigate(paths.home, { replace: true }));
  const page = <DraftInvitationPage token={params.get('token') ?? ''} onAccepted={onAccepted} />;
  return signedIn ? page : <PublicLayout>{page}</PublicLayout>;
}

/** /family/drafts/:id/edit (D45): the relative fills in a profile they started, with the profiles feature's form. */
export function DraftEditRoute() {
  const { id = '' } = useParams();
  return <DraftEditPage id={id} form={RelativeProfileForm} />;
}

/** /family (D45): a relative's home; at its foot, deleting the relative's own account (D34's form). */
export function RelativeHomeRoute() {
  const { afterDeletion } = useLeaveAfter();
  return (
    <RelativeHomePage>
      <Card>
        <DeleteAccountForm onDeleted={afterDeletion} relative />
      </Card>
    </RelativeHomePage>
  );
}

/** /family/members/:linkId (D45): a linked member's profile, interests and matches. */
export function LinkedMemberRoute() {
  const { linkId = '' } = useParams();
  return <LinkedMemberPage linkId={linkId} />;
}

/**
 * /family/members/:linkId/edit (D45): the relative edits the linked member's profile with the
 * profiles feature's form without contact details.
 */
export function LinkedMemberEditRoute() {
  const { linkId = '' } = useParams();
  return <LinkedMemberEditPage linkId={linkId} form={RelativeProfileForm} />;
}

/** /family/members/:linkId/conversations (D46): the chaperone's list of the member's conversations. */
export function ChaperoneConversationsRoute() {
  const { linkId = '' } = useParams();
  return <ChaperoneConversationsPage linkId={linkId} />;
}

/** /family/members/:linkId/conversations/:conversationId (D46): one conversation, read only. */
export function ChaperoneConversationRoute() {
  const { linkId = '', conversationId = '' } = useParams();
  return <ChaperoneConversationPage linkId={linkId} conversationId={conversationId} />;
}
