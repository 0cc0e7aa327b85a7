import { describe, expect, it } from 'vitest';
import { connectionParams, realtimeUrl, requestHeaders } from './headers';

describe('API request headers', () => {
  it('always sends the CSRF preflight header, and the bearer token when signed in', () => {
    expect(requestHeaders(null)).toEqual({ 'apollo-require-preflight': 'true' });
    expect(requestHeaders('t0k')).toEqual({ 'apollo-require-preflight': 'true', authorization: 'Bearer t0k' });
  });

  it('authenticates the socket through connection params', () => {
    expect(connectionParams('t0k')).toEqual({ authorization: 'Bearer t0k' });
  });

  it('uses the page origin for subscriptions', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
    expect(realtimeUrl({ protocol: 'https:', host: 'pulse.example' })).toBe('wss://pulse.example/graphql');
  });
});
