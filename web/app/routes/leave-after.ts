import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/config/paths.ts';
import { useForgetSession } from '#web/features/auth/api/auth-api.ts';
import { SIGN_OUT_DELAY_MS } from '#web/features/profiles/components/deactivate-account.tsx';

/**
 * After the account is deactivated or deleted (spec §4): `signOut` forgets the session and opens the
 * sign-in page at once; `afterDeletion` shows the server's message first and signs out 2 s later.
 * Settings and a relative's home (D45) end an account the same way.
 */
export function useLeaveAfter() {
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const signOut = useCallback(() => {
    forgetSession();
    void navigate(paths.login, { replace: true });
  }, [forgetSession, navigate]);
  const afterDeletion = useCallback(
    (message: string) => {
      toast.success(message);
      setTimeout(signOut, SIGN_OUT_DELAY_MS);
    },
    [signOut],
  );
  return { signOut, afterDeletion };
}
