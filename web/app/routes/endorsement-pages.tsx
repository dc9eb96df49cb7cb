import { useSearchParams } from 'react-router';
import { EndorsePage, WithdrawEndorsementPage } from '#web/features/endorsements/components/pastor-pages.tsx';
import { PublicLayout } from '#web/features/landing/components/public-layout.tsx';

/** /endorse?token=… (D32): a pastor's link, signed in or not (a pastor needs no account). */
export function EndorseRoute({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const page = <EndorsePage token={params.get('token') ?? ''} />;
  return signedIn ? page : <PublicLayout>{page}</PublicLayout>;
}

/** /endorse/withdraw?token=… (D32): the confirmation email's link to withdraw the endorsement. */
export function WithdrawEndorsementRoute({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const page = <WithdrawEndorsementPage token={params.get('token') ?? ''} />;
  return signedIn ? page : <PublicLayout>{page}</PublicLayout>;
}
