import { useState } from 'react';
import { discoveryMessages } from '#shared/schemas/discovery.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useBlockMember, useExpressInterest, useToggleShortlist } from '../api/discovery-api.ts';

/** The member an action is about, with the viewer's own relation to them as the server sent it. */
export interface ActionTarget {
  id: string;
  interestSent: boolean;
  shortlisted: boolean;
}

/**
 * Express Interest, Shortlist and Block with the spec's rules and messages (§4, D11, D13), one
 * way for every place that offers them (a discovery card, a profile page). Interest and shortlist
 * are optimistic and rolled back on failure; a free member is told shortlisting is premium.
 */
export function useMemberActions(target: ActionTarget, premium: boolean) {
  const express = useExpressInterest();
  const shortlist = useToggleShortlist();
  const blockMember = useBlockMember();
  const [interestSent, setInterestSent] = useState(target.interestSent);
  const [shortlisted, setShortlisted] = useState(target.shortlisted);

  function expressInterest() {
    setInterestSent(true); // optimistic; rolled back on failure (spec §4)
    express.mutate(target.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => {
        const exists = error instanceof ApiRequestError && error.code === 'INTEREST_EXISTS';
        if (!exists) setInterestSent(false);
        toast.error(exists ? discoveryMessages.interestExists : discoveryMessages.interestFailed);
      },
    });
  }

  function toggleShortlist() {
    if (!premium && !shortlisted) return toast.info(discoveryMessages.shortlistPremium);
    const add = !shortlisted;
    setShortlisted(add);
    shortlist.mutate(
      { userId: target.id, add },
      {
        onError: (error) => {
          setShortlisted(!add);
          toast.error(
            error instanceof ApiRequestError && error.status === 403
              ? error.message
              : discoveryMessages.shortlistFailed,
          );
        },
      },
    );
  }

  /** Resolves true once blocked ('User blocked.' is shown), false when it failed (its message is shown). */
  function block(): Promise<boolean> {
    // mutateAsync: the member leaves the grid as soon as the list refetches; the message must still show.
    return blockMember.mutateAsync(target.id).then(
      () => {
        toast.success(discoveryMessages.blocked);
        return true;
      },
      () => {
        toast.error(discoveryMessages.blockFailed);
        return false;
      },
    );
  }

  return {
    interestSent,
    shortlisted,
    expressInterest,
    expressing: express.isPending,
    toggleShortlist,
    block,
    blocking: blockMember.isPending,
  };
}
