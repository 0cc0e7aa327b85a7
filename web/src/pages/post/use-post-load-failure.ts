// The post and photo pages fail the same way: a post that is gone (or an id that cannot be
// one) is shown as missing, anything else is a failed load that toasts once per error.
import { useEffect } from 'react';
import { errorCode } from '../../errors/graphql-errors';
import { toast } from '../../toasts/toast';

/** True when the error means the post does not exist for this reader. */
export function usePostLoadFailure(error: unknown, toastMessage: string, logLabel: string): boolean {
  const gone = Boolean(error && ['NOT_FOUND', 'BAD_USER_INPUT'].includes(errorCode(error) ?? ''));
  useEffect(() => {
    if (error && !gone) {
      console.error(`[feed] ${logLabel} failed`, error);
      toast.error(toastMessage);
    }
  }, [error, gone, toastMessage, logLabel]);
  return gone;
}
