// The call's "this call is over" refusal is read from the error's code and reason, in the shape
// Apollo rejects a mutation with (ApolloError over the response's GraphQL errors).
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isCallEndedError } from './call-ended';
import { MediaServerError } from './media-server-client';

const apolloError = (message: string, extensions: Record<string, unknown>) => new ApolloError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('isCallEndedError', () => {
  it('recognises BAD_USER_INPUT with reason CALL_ENDED, whatever its words', () => {
    expect(isCallEndedError(apolloError('This call has ended', { code: 'BAD_USER_INPUT', reason: 'CALL_ENDED' }))).toBe(true);
    // The words may change (or be translated); the reason is the contract.
    expect(isCallEndedError(apolloError('Der Anruf ist beendet', { code: 'BAD_USER_INPUT', reason: 'CALL_ENDED' }))).toBe(true);
  });

  it('reads the errors of a non-2xx answer too (they arrive as the network error body)', () => {
    const error = new ApolloError({
      networkError: Object.assign(new Error('Response not successful: Received status code 400'), {
        result: { errors: [{ message: 'This call has ended', extensions: { code: 'BAD_USER_INPUT', reason: 'CALL_ENDED' } }] },
      }),
    });
    expect(isCallEndedError(error)).toBe(true);
  });

  it('does not take the message for the reason: other failures are still reported', () => {
    expect(isCallEndedError(apolloError('This call has ended', { code: 'BAD_USER_INPUT' }))).toBe(false);
    expect(isCallEndedError(apolloError('This call has ended', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(false);
    expect(isCallEndedError(apolloError('Give audioEnabled or videoEnabled', { code: 'BAD_USER_INPUT' }))).toBe(false);
    expect(isCallEndedError(apolloError('Call not found', { code: 'NOT_FOUND', reason: 'CALL_ENDED' }))).toBe(false);
    expect(isCallEndedError(new Error('This call has ended'))).toBe(false);
    expect(isCallEndedError(new ApolloError({ networkError: new Error('Failed to fetch') }))).toBe(false);
    expect(isCallEndedError(undefined)).toBe(false);
  });

  it("recognises the media server's CALL_ENDED refusal of a join, and only that code", () => {
    expect(isCallEndedError(new MediaServerError('CALL_ENDED', 'The call of this room has ended', 'joinRoom'))).toBe(true);
    expect(isCallEndedError(new MediaServerError('NOT_FOUND', 'The call of this room has ended', 'joinRoom'))).toBe(false);
    expect(isCallEndedError(new MediaServerError('LIMIT_EXCEEDED', 'The room is full', 'joinRoom'))).toBe(false);
  });
});
