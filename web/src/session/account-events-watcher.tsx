// Listens to the member's own account events: a suspension ends the session here at once; a
// sign-out may concern another device, so the token is checked before acting on it.
import { useSubscription } from '@apollo/client';
import { AccountEventsDocument } from '../generated/graphql';
import { useSession } from './session-context';

/** The server's own words when a suspended member tries to sign in. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended';

export function AccountEventsWatcher() {
  const session = useSession();
  useSubscription(AccountEventsDocument, {
    onData: ({ data }) => {
      const event = data.data?.accountEvent;
      if (event?.kind === 'SUSPENDED') session.signOutLocally(ACCOUNT_SUSPENDED_MESSAGE);
      else if (event?.kind === 'SIGNED_OUT') void session.recheck();
    },
    onError: (error) => console.warn('[realtime] account events unavailable', error),
  });
  return null;
}
