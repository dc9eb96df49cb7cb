import { useEffect } from 'react';

/**
 * D47: the device's notification of a ringing call (its push, tagged `call:<id>` by
 * server/modules/calls/call-ring-push.ts) is closed once that call stops ringing here — answered,
 * declined, or ended — so that no 'Incoming call' stays on the device after the call.
 */
export function useRingNoticeCleared(ringingCallId: string | undefined) {
  useEffect(() => {
    if (!ringingCallId) return;
    return () => {
      if (!('serviceWorker' in navigator)) return;
      void navigator.serviceWorker.getRegistration().then(async (registration) => {
        for (const notice of (await registration?.getNotifications({ tag: `call:${ringingCallId}` })) ?? [])
          notice.close();
      });
    };
  }, [ringingCallId]);
}
