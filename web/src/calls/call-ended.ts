// The server refuses a request of a call that is over (declined, missed or ended while the
// request was in flight) with BAD_USER_INPUT and the stable reason CALL_ENDED, and the media
// server a join of its room with the code CALL_ENDED. The codes, not the messages ("This call
// has ended"), say so: messages are words for people and may change.
import { graphQLErrorsOf } from '../errors/graphql-errors';
import { MediaServerError } from './media-server-client';

export const CALL_ENDED_REASON = 'CALL_ENDED';

/** True when the API or the media server refused the request because the call is already over. */
export function isCallEndedError(error: unknown): boolean {
  if (error instanceof MediaServerError) return error.code === CALL_ENDED_REASON;
  return graphQLErrorsOf(error).some((e) => e.extensions?.code === 'BAD_USER_INPUT' && e.extensions.reason === CALL_ENDED_REASON);
}
