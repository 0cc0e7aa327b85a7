// The signed-in member's calls: at most one call in progress (the overlay shows it), at most
// one incoming call waiting for an answer (the incoming-call dialog) and at most one alert
// (spec 8's "Alerts", a modal with OK, not a toast). Call events from the realtime socket
// arrive here: invitations ring, the others go to the call they are about.
import { CONNECTION_ERROR, VIDEO_CALL_FAILED, callFailedMessage } from './call-media';
import type { CallsApi } from './call-api';
import type { CallEvent, CallRecord, CallSession, CallSessionDeps, Me } from './call-session';
import { LocalTrackKeeper } from './local-track-keeper';
import { unansweredMessage } from './call-record';

// The session code (media server, transports, tracks) loads with the first call that starts or
// is answered, not with the page.
const loadCallSession = () => import('./call-session');

export interface CallAlert {
  message: string;
  /** One of spec 8's alert texts (a call that could not start); other alerts never cover it. */
  spec: boolean;
}

export interface CallsState {
  session: CallSession | null;
  incoming: CallRecord | null;
  alert: CallAlert | null;
}

export interface CallManagerDeps extends Omit<CallSessionDeps, 'api' | 'me' | 'keptTracks'> {
  api: CallsApi;
  /** The realtime socket is up: call events can reach us (spec: no call without it). */
  realtimeConnected(): boolean;
}

const RINGING = new Set(['RINGING']);

export class CallManager {
  private state: CallsState = { session: null, incoming: null, alert: null };
  private readonly listeners = new Set<() => void>();
  private me: Me | null = null;
  private readonly kept = new LocalTrackKeeper();
  /** Calls answered or declined here: a late invitation for them must not ring again. */
  private readonly answered = new Set<string>();

  constructor(private readonly deps: CallManagerDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): CallsState => this.state;

  private set(patch: Partial<CallsState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** The signed-in member; signing out ends a call and forgets an invitation. */
  setMe(me: Me | null): void {
    if (me?.id !== this.me?.id) {
      this.state.session?.end();
      this.kept.stop();
      this.answered.clear();
      this.set({ session: null, incoming: null, alert: null });
    }
    this.me = me;
  }

  get busy(): boolean {
    return Boolean(this.state.session && !this.state.session.ended);
  }

  /** An outgoing call that stopped ringing before its final status was heard: its ENDED event says why. */
  private awaitingOutcome: { callId: string; name: string } | null = null;

  private tellCaller(status: string | null, name: string): void {
    const why = status ? unansweredMessage(status, name) : null;
    if (why) this.showAlert(why, false);
  }

  /** A call being opened (its code loading): a second click must not start another. */
  private opening = false;

  private async newSession(video: boolean, outgoing: boolean): Promise<CallSession | null> {
    const { CallSession } = await loadCallSession();
    // Signed out, or another call took the place, while the code loaded.
    if (!this.me || this.busy) return null;
    const session = new CallSession(
      {
        api: this.deps.api,
        me: this.me,
        createMediaServer: this.deps.createMediaServer,
        createDevice: this.deps.createDevice,
        getUserMedia: this.deps.getUserMedia,
        defaultMediaServerUrl: this.deps.defaultMediaServerUrl,
        keptTracks: this.kept,
        mediaEncryption: this.deps.mediaEncryption,
      },
      video,
    );
    const stop = session.subscribe(() => {
      if (!session.ended) return;
      stop();
      if (this.state.session === session) this.set({ session: null });
      // The caller learns why it stopped ringing: declined, no answer, or busy. The media
      // server may close the room before the call's ENDED event (with the final status) comes.
      const { endReason, status, peer, callId } = session.getSnapshot();
      if (!outgoing || endReason !== 'remote' || !callId) return;
      if (status === 'RINGING') this.awaitingOutcome = { callId, name: peer?.name ?? '' };
      else this.tellCaller(status, peer?.name ?? '');
    });
    this.set({ session });
    return session;
  }

  /** Starts a video or audio call with a member (the chat header's buttons). */
  async startCall(recipientId: string, video: boolean): Promise<void> {
    if (this.busy || this.opening) return;
    if (!this.deps.realtimeConnected()) {
      // Spec 8 scopes 'Connection error' to an audio call; a video call says it could not start.
      this.showAlert(video ? VIDEO_CALL_FAILED : CONNECTION_ERROR, true);
      return;
    }
    this.opening = true;
    const session = await this.newSession(video, true).finally(() => (this.opening = false));
    if (!session) return;
    try {
      await session.start(recipientId);
    } catch (error) {
      this.reportFailure(session, video, error);
    }
  }

  /** Accepts the incoming call. */
  async accept(): Promise<void> {
    const call = this.state.incoming;
    if (!call) return;
    this.answered.add(call.id);
    this.set({ incoming: null });
    this.state.session?.end();
    const session = await this.newSession(call.video, false);
    if (!session) return;
    try {
      await session.accept(call.id);
    } catch (error) {
      this.reportFailure(session, call.video, error);
    }
  }

  /** Declines the incoming call: the caller's call ends as DECLINED. */
  async decline(): Promise<void> {
    const call = this.state.incoming;
    if (!call) return;
    this.answered.add(call.id);
    this.set({ incoming: null });
    await this.deps.api.declineCall(call.id).catch((error) => console.warn('[calls] declineCall failed', error));
  }

  /** Ends the call in progress. */
  hangUp(): void {
    this.state.session?.end();
  }

  private reportFailure(session: CallSession, video: boolean, error: unknown): void {
    // Hanging up, or the other member declining or ending, during the start is not a failure:
    // the start stops because the call is over, and nothing is reported.
    if (session.getSnapshot().endReason !== 'failed') return;
    console.error('[calls] the call could not start', error);
    this.showAlert(callFailedMessage(video), true);
  }

  /** One alert at a time, the newest, except that nothing but another spec alert replaces a spec alert. */
  private showAlert(message: string, spec: boolean): void {
    if (this.state.alert?.spec && !spec) return;
    this.set({ alert: { message, spec } });
  }

  /** The alert's OK. */
  readonly dismissAlert = (): void => {
    if (this.state.alert) this.set({ alert: null });
  };

  /** A call event from the realtime socket. */
  handleEvent(event: CallEvent): void {
    const { call } = event;
    const { session, incoming } = this.state;
    if (event.kind === 'ENDED' && this.awaitingOutcome?.callId === call.id) {
      const { name } = this.awaitingOutcome;
      this.awaitingOutcome = null;
      this.tellCaller(call.status, name);
    }
    if (session && session.callId === call.id) {
      session.handleEvent(event);
      // The media server could not be reached for the other member (joinCall said so). When
      // it is about our own join, that start fails and its spec alert says so instead.
      if (event.kind === 'ERROR' && event.error && event.user?.id !== this.me?.id) this.showAlert(event.error, false);
    }
    if (event.kind === 'INVITATION') {
      this.ring(call);
    } else if (event.kind === 'ANSWERED' && event.user?.id === this.me?.id) {
      // Answered on another of this member's devices: this one stops ringing for good.
      this.answered.add(call.id);
      if (incoming?.id === call.id) this.set({ incoming: null });
    } else if (incoming?.id === call.id && !RINGING.has(call.status)) {
      // The caller hung up (or someone answered elsewhere): stop ringing.
      this.set({ incoming: null });
    }
  }

  /** Ringing calls found after (re)connecting: an invitation sent while we were away. */
  offerRinging(calls: CallRecord[]): void {
    const incoming = this.state.incoming;
    if (incoming && !calls.some((c) => c.id === incoming.id && RINGING.has(c.status))) this.set({ incoming: null });
    for (const call of calls) this.ring(call);
  }

  private ring(call: CallRecord): void {
    const me = this.me;
    if (!me || call.initiator.id === me.id || !RINGING.has(call.status) || this.answered.has(call.id)) return;
    if (this.state.session?.callId === call.id) return;
    const mine = call.participants.find((p) => p.user.id === me.id);
    if (mine && mine.status !== 'INVITED') return;
    if (this.state.incoming?.id === call.id) {
      this.set({ incoming: call });
      return;
    }
    if (this.state.incoming) return; // one incoming call at a time
    this.set({ incoming: call });
  }

  dispose(): void {
    this.state.session?.end();
    this.kept.stop();
  }
}
