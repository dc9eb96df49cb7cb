import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '#web/features/notifications/components/unsubscribe-page.tsx';
import { PublicLayout } from '#web/features/landing/components/public-layout.tsx';

/** /unsubscribe?token=… (D30): works signed in or not. */
export function UnsubscribeRoute({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const page = <UnsubscribePage token={params.get('token') ?? ''} signedIn={signedIn} />;
  return signedIn ? page : <PublicLayout>{page}</PublicLayout>;
}
