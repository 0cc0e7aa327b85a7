import { ApolloError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE, errorCode, fieldErrors, firstFailure, formErrors, isDeadTokenError, isNetworkFailure } from './graphql-errors';
const gql = (message: string, extensions: Record<string, unknown>) => ({ message, graphQLErrors: [{ message, extensions }] });

describe('formErrors', () => {
  it('puts a message beside the field the server named', () => {
    const e = gql('Password must be at least 8 characters', { code: 'BAD_USER_INPUT', field: 'password' });
    expect(formErrors(e, ['email', 'password'])).toEqual({ fields: { password: 'Password must be at least 8 characters' }, form: null });
  });

  it('shows conflicts on their field too', () => {
    const e = gql('This username is already taken', { code: 'CONFLICT', field: 'username' });
    expect(formErrors(e, ['username']).fields.username).toBe('This username is already taken');
  });

  it('puts every field a refusal names beside its field (extensions.fields)', () => {
    const e = gql('An account with this email already exists', {
      code: 'CONFLICT',
      field: 'email',
      fields: { email: 'An account with this email already exists', username: 'This username is already taken', other: 'x' },
    });
    expect(formErrors(e, ['email', 'username'])).toEqual({
      fields: { email: 'An account with this email already exists', username: 'This username is already taken' },
      form: null,
    });
  });

  it('falls back to a form error for unknown fields and codes without a field', () => {
    expect(formErrors(gql('Invalid email or password', { code: 'UNAUTHENTICATED' }), ['email']).form).toBe('Invalid email or password');
    expect(formErrors(gql('Bad', { code: 'BAD_USER_INPUT', field: 'other' }), ['email'])).toEqual({ fields: {}, form: 'Bad' });
  });

  it('reads errors from a non-2xx response body', () => {
    const e = {
      message: 'Response not successful',
      graphQLErrors: [],
      networkError: { message: 'x', result: { errors: [{ message: 'Too many attempts. Please try again later.', extensions: { code: 'RATE_LIMITED' } }] } },
    };
    expect(formErrors(e, ['email']).form).toBe('Too many attempts. Please try again later.');
    expect(errorCode(e)).toBe('RATE_LIMITED');
  });

  it('explains network failures', () => {
    expect(formErrors({ message: 'Failed to fetch', graphQLErrors: [], networkError: { message: 'Failed to fetch' } }, []).form).toBe(NETWORK_ERROR_MESSAGE);
    expect(formErrors(null, [])).toEqual({ fields: {}, form: null });
  });
});

describe('fieldErrors', () => {
  it("gives a form's state one record: known fields by name, the rest under form", () => {
    const e = {
      message: 'x',
      graphQLErrors: [
        { message: 'The end must be after the start', extensions: { field: 'endsAt' } },
        { message: 'Slow down', extensions: {} },
      ],
    };
    expect(fieldErrors(e, ['title', 'endsAt'])).toEqual({ endsAt: 'The end must be after the start', form: 'Slow down' });
    expect(fieldErrors(gql('Bad', { field: 'title' }), ['title'])).toEqual({ title: 'Bad', form: undefined });
  });
});

describe('isNetworkFailure', () => {
  // What Apollo's HTTP link rejects with when the answer is not 2xx (its ServerError).
  const serverError = (statusCode: number) =>
    Object.assign(new Error('Response not successful: Received status code ' + statusCode), { name: 'ServerError', statusCode, response: {}, result: {} });

  it('is a request that got no answer at all: offline, or the page going away mid-request', () => {
    expect(isNetworkFailure(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(true);
    expect(isNetworkFailure(new ApolloError({ networkError: new DOMException('The operation was aborted.', 'AbortError') }))).toBe(true);
  });

  it('is not an answer: an HTTP status (even a 500), GraphQL errors, or no network error at all', () => {
    expect(isNetworkFailure(new ApolloError({ networkError: serverError(500) }))).toBe(false);
    expect(isNetworkFailure(new ApolloError({ networkError: serverError(401) }))).toBe(false);
    expect(isNetworkFailure(new ApolloError({ graphQLErrors: [{ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } }] }))).toBe(false);
    expect(isNetworkFailure(new ApolloError({ graphQLErrors: [{ message: 'Conversation not found' }], networkError: new TypeError('Failed to fetch') }))).toBe(false);
    // Apollo's store reset (signing out) rejects in-flight queries with a plain error.
    expect(isNetworkFailure(new Error('Store reset while query was in flight (not completed in link chain)'))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});

describe('isDeadTokenError', () => {
  it('recognises a refused token, in the GraphQL errors or in a non-2xx answer', () => {
    expect(isDeadTokenError(gql('Invalid or expired token', { code: 'UNAUTHENTICATED' }))).toBe(true);
    expect(isDeadTokenError({ networkError: { message: 'Response not successful', result: { errors: [{ message: 'Invalid or expired token' }] } } })).toBe(true);
    expect(isDeadTokenError({ networkError: { message: 'jwt malformed' } })).toBe(true);
  });

  it('leaves every other failure to the page', () => {
    expect(isDeadTokenError(gql('Invalid email or password', { code: 'UNAUTHENTICATED' }))).toBe(false);
    expect(isDeadTokenError(gql('Conversation not found', { code: 'NOT_FOUND' }))).toBe(false);
    expect(isDeadTokenError({ networkError: { message: 'Failed to fetch' } })).toBe(false);
    expect(isDeadTokenError(undefined)).toBe(false);
  });
});

describe('firstFailure', () => {
  it("gives the first refusal's message and field", () => {
    const error = { graphQLErrors: [{ message: 'Name is too long', extensions: { code: 'BAD_USER_INPUT', field: 'name' } }, { message: 'second' }] };
    expect(firstFailure(error)).toEqual({ message: 'Name is too long', field: 'name' });
  });

  it('says the network failed when nothing answered, and something went wrong otherwise', () => {
    expect(firstFailure({ networkError: { message: 'Failed to fetch' } })).toEqual({ message: NETWORK_ERROR_MESSAGE, field: null });
    expect(firstFailure({ networkError: { statusCode: 500, message: 'Server error' } })).toEqual({ message: UNEXPECTED_ERROR_MESSAGE, field: null });
    expect(firstFailure({ graphQLErrors: [{ message: '' }] })).toEqual({ message: UNEXPECTED_ERROR_MESSAGE, field: null });
  });
});
