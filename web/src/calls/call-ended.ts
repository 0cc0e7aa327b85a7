// The server refuses a request of a call that is over (declined, missed or ended while the
// request was in flight) with BAD_USER_INPUT and the stable reason CALL_ENDED. The reason, not
// the message ("This call has ended"), says so: messages are words for people and may change.
import { graphQLErrorsOf } from '../errors/graphql-errors';

export const CALL_ENDED_REASON = 'CALL_ENDED';

/** True when the API refused the request because the call is already over. */
export function isCallEndedError(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.extensions.reason === CALL_ENDED_REASON);
}
