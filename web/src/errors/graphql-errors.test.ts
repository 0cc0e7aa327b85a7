import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, errorCode, formErrors, isDeadTokenError } from './graphql-errors';

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
