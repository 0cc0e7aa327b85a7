// Listens to the member's own account events: a suspension ends the session here at once; a
// sign-out may concern another device, so the token is checked before acting on it; a role
// change fetches a token carrying the new role.
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
      // A new role is in the next token; a demotion ended this session, and the refresh says so.
      else if (event?.kind === 'ROLE_CHANGED') void session.refresh();
    },
    onError: (error) => console.warn('[realtime] account events unavailable', error),
  });
  return null;
}
