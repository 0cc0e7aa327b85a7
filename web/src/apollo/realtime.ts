// The subscription socket. It exists only while a member is signed in: opened on sign-in
// with the token in connectionParams, closed on sign-out. Retries follow the product's
// socket rules (5 attempts, 1 s apart, 20 s to be acknowledged). The socket's code is a
// chunk of its own (realtime-socket.ts), fetched when the first socket opens: subscriptions
// asked for meanwhile wait for it.
import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Client } from 'graphql-ws';
import { connectionParams, realtimeUrl } from './headers';
import { INITIAL_REALTIME_STATE, isReconnect, nextRealtimeState, type RealtimeEvent, type RealtimeState } from './realtime-status';

export const REALTIME_RETRY_ATTEMPTS = 5;
export const REALTIME_RETRY_DELAY_MS = 1000;
export const REALTIME_ACK_TIMEOUT_MS = 20000;

export const NOT_CONNECTED_MESSAGE = 'Realtime updates are not connected. Please sign in.';

/** `reconnect` is true when the socket comes back after a drop, false on its first acknowledgement. */
type ConnectedListener = (reconnect: boolean) => void;

/**
 * The gateway's close code for a signed-in socket whose session ended on the server (a
 * suspension, a logout elsewhere, every session revoked, the account deleted); the close
 * reason says why (gateway/src/subscriptions/realtime-server.ts, CLOSE_UNAUTHORIZED).
 */
export const CLOSE_SESSION_ENDED = 4401;

/** Told the close reason when the server ends the current socket's session. */
type SessionEndedListener = (reason: string) => void;

export class RealtimeConnection {
  private client: Client | null = null;
  /** The current socket's link, once its code has loaded; null while signed out. */
  private link: Promise<GraphQLWsLink> | null = null;
  /** Bumped by every connect and disconnect: a socket whose code arrives late is not opened. */
  private attempt = 0;
  private state: RealtimeState = INITIAL_REALTIME_STATE;
  private readonly stateListeners = new Set<() => void>();
  private readonly connectedListeners = new Set<ConnectedListener>();
  private readonly sessionEndedListeners = new Set<SessionEndedListener>();

  /** Ends each subscription of the current socket (see disconnect). */
  private readonly subscriptions = new Set<() => void>();

  /** Routes subscriptions to whichever socket is current; none while signed out. */
  readonly apolloLink = new ApolloLink((operation: Operation) => {
    const link = this.link;
    if (!link) {
      return new Observable<FetchResult>((observer) => observer.error(new Error(NOT_CONNECTED_MESSAGE)));
    }
    return new Observable<FetchResult>((observer) => {
      let closed = false;
      let inner: { unsubscribe(): void } | undefined;
      const stop = () => {
        closed = true;
        this.subscriptions.delete(end);
        inner?.unsubscribe();
      };
      const end = () => {
        stop();
        observer.complete();
      };
      this.subscriptions.add(end);
      link.then(
        (ready) => {
          if (!closed) inner = ready.request(operation)?.subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return stop;
    });
  });

  /** True from connect() (even while the socket's code is still loading) until disconnect(). */
  get connected(): boolean {
    return this.link !== null;
  }

  /** The socket's phase and generation, for useSyncExternalStore. */
  readonly getState = (): RealtimeState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** Called each time the socket is acknowledged: first connect and every reconnect after a drop. */
  onConnected(listener: ConnectedListener): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /**
   * Called when the server closes the current socket as an ended session: graphql-ws does not
   * retry that close, and the session provider checks the token and signs out at once.
   */
  onSessionEnded(listener: SessionEndedListener): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  private transition(event: RealtimeEvent): void {
    const before = this.state;
    const after = nextRealtimeState(before, event);
    if (after === before) return;
    this.state = after;
    this.stateListeners.forEach((l) => l());
    if (after.phase === 'connected' && before.phase !== 'connected') {
      const reconnect = isReconnect(before, after);
      this.connectedListeners.forEach((l) => l(reconnect));
    }
  }

  /** (Re)opens the socket for a token; a new token (login, refresh) replaces the old socket. */
  connect(token: string): void {
    this.disconnect();
    this.transition('open');
    const attempt = this.attempt;
    const link = import('./realtime-socket').then(({ createClient, GraphQLWsLink }) => {
      if (attempt !== this.attempt) throw new Error(NOT_CONNECTED_MESSAGE);
      const client = createClient({
        url: realtimeUrl(window.location),
        connectionParams: () => connectionParams(token),
        // Open at once and stay open, like the product's socket, so presence and events flow.
        lazy: false,
        retryAttempts: REALTIME_RETRY_ATTEMPTS,
        retryWait: () => new Promise((resolve) => setTimeout(resolve, REALTIME_RETRY_DELAY_MS)),
        connectionAckWaitTimeout: REALTIME_ACK_TIMEOUT_MS,
        shouldRetry: () => true,
        onNonLazyError: (error) => {
          // A socket that was replaced or disposed (a logout, a new token) closing is no news.
          if (this.client !== client) return;
          console.warn('[realtime] connection closed', error);
          this.transition('failed');
        },
      });
      // Events of a socket that was replaced or disposed no longer describe the connection.
      client.on('connected', () => this.client === client && this.transition('connected'));
      client.on('closed', (event) => {
        if (this.client !== client) return;
        this.transition('closed');
        const { code, reason } = event as { code?: unknown; reason?: unknown };
        if (code === CLOSE_SESSION_ENDED) this.sessionEndedListeners.forEach((l) => l(typeof reason === 'string' ? reason : ''));
      });
      this.client = client;
      return new GraphQLWsLink(client);
    });
    this.link = link;
    // The chunk could not be fetched (offline, a new deploy): the socket failed like any other.
    link.catch((error: unknown) => {
      if (attempt !== this.attempt) return;
      console.warn('[realtime] could not load the socket', error);
      this.transition('failed');
    });
  }

  disconnect(): void {
    const client = this.client;
    const wasOpen = this.link !== null;
    this.attempt += 1;
    this.client = null;
    this.link = null;
    // The socket's subscriptions end with it, before it closes: graphql-ws sends a subscription
    // asked for before the acknowledgement only once it arrives, and dispose() (which waits
    // for it too) would close the socket between the two, so the browser logged "WebSocket is
    // already in CLOSING or CLOSED state" for each (signing out as the socket opens: a token
    // renewal that fails at start-up). Ended here, they are never sent.
    for (const end of [...this.subscriptions]) end();
    if (wasOpen) this.transition('disposed');
    // dispose() waits for a connection still being opened and rejects with its CloseEvent when
    // that connection fails (the server refusing a token just revoked by logout, say): the
    // socket is gone either way, and an unhandled rejection would be a page error.
    if (client) Promise.resolve(client.dispose()).catch(() => {});
  }
}
