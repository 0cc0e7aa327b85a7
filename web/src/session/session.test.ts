import { describe, expect, it } from 'vitest';
import { errorText, isRejectedTokenError } from './auth-check';
import { clearedSessionCookie, sessionCookie } from './cookie';
import { returnPath } from './return-to';
import { shouldRefresh, tokenExpiry } from './token-lifetime';

describe('start-up token check', () => {
  it('signs out on the rejected-token messages', () => {
    expect(isRejectedTokenError({ message: 'Invalid or expired token', graphQLErrors: [] })).toBe(true);
    expect(isRejectedTokenError({ message: 'x', graphQLErrors: [{ message: 'jwt malformed', extensions: { code: 'UNAUTHENTICATED' } }] })).toBe(true);
    expect(isRejectedTokenError({ message: 'Response not successful: Received status code 401' })).toBe(true);
    expect(isRejectedTokenError({ message: 'x', networkError: { message: 'Server error', statusCode: 401 } })).toBe(true);
    expect(isRejectedTokenError({ message: 'x', networkError: { message: 'y', result: { errors: [{ message: 'Invalid or expired token' }] } } })).toBe(true);
  });

  it('keeps the token on any other failure', () => {
    expect(isRejectedTokenError({ message: 'Failed to fetch', networkError: { message: 'Failed to fetch' } })).toBe(false);
    expect(isRejectedTokenError({ message: 'Response not successful: Received status code 502' })).toBe(false);
    expect(isRejectedTokenError(new Error('socket hang up'))).toBe(false);
    expect(isRejectedTokenError(undefined)).toBe(false);
  });

  it('collects every message an error carries', () => {
    expect(errorText('plain')).toBe('plain');
    expect(errorText({ message: 'a', graphQLErrors: [{ message: 'b' }] })).toBe('a | b');
  });
});

describe('session cookie', () => {
  it('has the product attributes', () => {
    expect(sessionCookie('abc.def')).toBe('auth_token=abc.def; path=/; max-age=604800; SameSite=Lax');
    expect(sessionCookie('t', true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie()).toBe('auth_token=; path=/; max-age=0; SameSite=Lax');
  });
});

describe('token lifetime', () => {
  const base64url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const jwt = (claims: object) => `h.${base64url(JSON.stringify(claims))}.s`;

  it('reads exp from a JWT', () => {
    expect(tokenExpiry(jwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });

  it('refreshes within a day of expiry only', () => {
    const now = 1_700_000_000_000;
    expect(shouldRefresh(jwt({ exp: now / 1000 + 3600 }), now)).toBe(true);
    expect(shouldRefresh(jwt({ exp: now / 1000 + 3 * 86400 }), now)).toBe(false);
    expect(shouldRefresh('opaque', now)).toBe(false);
  });
});

describe('return after login', () => {
  it('returns to the page the member wanted', () => {
    expect(returnPath({ pathname: '/messages/c1', search: '?share=p1', hash: '' })).toBe('/messages/c1?share=p1');
  });

  it('never leaves the site or loops back to the auth pages', () => {
    expect(returnPath({ pathname: '//evil.example/x' })).toBe('/');
    expect(returnPath({ pathname: 'https://evil.example' })).toBe('/');
    expect(returnPath({ pathname: '/\\evil.example' })).toBe('/');
    expect(returnPath({ pathname: '/login' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
