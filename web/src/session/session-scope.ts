// The background work of one signed-in session: what the realtime socket sets off on its own
// (catching up on messages after a reconnect, looking for calls that rang while it was away,
// refreshing the unread count). Signing out ends the scope before the token is revoked and
// before Apollo's store is cleared: the store reset rejects every query still in flight, and
// work of an ended session must neither report that as a failure nor go on to its next step.
// Each task holds the signal of the session it started in and asks it, never the token store
// (a later sign-in must not revive an earlier session's work).
export class SessionScope {
  private controller = new AbortController();

  /** The current session's signal; aborted once it ended (and until the next one begins). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** A session begins (sign-in, a stored token checked): work from now on is its own. A session under way (a renewed token) goes on. */
  begin(): void {
    if (this.controller.signal.aborted) this.controller = new AbortController();
  }

  /** Ends the current session's work; work started before the next session begins is ended from the start. */
  end(): void {
    this.controller.abort(new SessionEndedError());
  }
}

export class SessionEndedError extends Error {
  constructor() {
    super('The session ended');
    this.name = 'SessionEndedError';
  }
}

/**
 * Query options that tie a request to a session: its HTTP request is cancelled when the
 * session ends (Apollo's HttpLink passes `fetchOptions.signal` to fetch).
 */
export function inSession(signal: AbortSignal): { context: { fetchOptions: { signal: AbortSignal } } } {
  return { context: { fetchOptions: { signal } } };
}

/** A catch for background work: its failure is reported only while its session lasts. */
export function reportWhileSignedIn(signal: AbortSignal, report: (error: unknown) => void): (error: unknown) => void {
  return (error) => {
    if (!signal.aborted) report(error);
  };
}
