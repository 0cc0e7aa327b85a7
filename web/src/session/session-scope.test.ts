// A session's background work is told when its session ends, and only its own session's end:
// a sign-in after a sign-out starts a new signal, a renewed token keeps the one under way.
import { describe, expect, it } from 'vitest';
import { SessionEndedError, SessionScope, inSession, reportWhileSignedIn } from './session-scope';

describe('SessionScope', () => {
  it('aborts the signal of the session that ends, and a new session gets a fresh one', () => {
    const scope = new SessionScope();
    const first = scope.signal;
    expect(first.aborted).toBe(false);
    scope.end();
    expect(first.aborted).toBe(true);
    expect(first.reason).toBeInstanceOf(SessionEndedError);
    // Between sessions, work started is ended from the start.
    expect(scope.signal.aborted).toBe(true);
    scope.begin();
    const second = scope.signal;
    expect(second).not.toBe(first);
    expect(second.aborted).toBe(false);
    // Ending twice (logout, then the local sign-out it leads to) ends the one session only.
    scope.end();
    scope.end();
    scope.begin();
    expect(scope.signal.aborted).toBe(false);
  });

  it('keeps the session under way when a new socket opens for a renewed token', () => {
    const scope = new SessionScope();
    const signal = scope.signal;
    scope.begin();
    expect(scope.signal).toBe(signal);
    expect(signal.aborted).toBe(false);
  });

  it('reports a failure only while its session lasts', () => {
    const scope = new SessionScope();
    const reported: unknown[] = [];
    const onError = reportWhileSignedIn(scope.signal, (error) => reported.push(error));
    onError(new Error('a real failure'));
    scope.end();
    onError(new Error('Store reset while query was in flight'));
    scope.begin();
    // A catch made in the ended session stays quiet in the next one too.
    onError(new Error('late'));
    expect(reported).toEqual([new Error('a real failure')]);
  });

  it('hands the signal to the request (Apollo passes fetchOptions to fetch)', () => {
    const scope = new SessionScope();
    expect(inSession(scope.signal)).toEqual({ context: { fetchOptions: { signal: scope.signal } } });
  });
});
