// Tells messaging when a member's peer has left a room for good, so a call whose members
// vanished (a crashed browser, a lost network, a tab killed before `pagehide`) does not stay
// ACTIVE forever: messaging then runs the same step as leaveCall for that member.
//
// "For good" means: not back within the grace period. A peer whose socket drops rejoins the
// room on its own (the web client retries for a few seconds, and a dead worker closes rooms
// with 4001 so that everyone rejoins); the report waits for that, and a return cancels it.
// The request is signed with the call-token secret (kit/call-tokens.ts, audience messaging).
import { PEER_LEFT_PATH, issueInternalCallToken } from '@pulse/kit/call-tokens';
import { afterOn, type Clock } from '@pulse/kit/clock';
import { createLogger } from '@pulse/kit/logger';

const log = createLogger('sfu-reports');
const REQUEST_TIMEOUT_MS = 5000;

export interface DepartureReporterOptions {
  /** Messaging's address (MESSAGING_URL); read when a report is sent, so a test stack can set it after start. */
  messagingUrl: () => string | undefined;
  secret: string;
  /** How long a peer has to come back, on `clock` (the system clock in production). */
  graceMs: number;
  clock: Clock;
}

export interface Departure {
  callId: string;
  roomId: string;
  userId: string;
}

const keyOf = (roomId: string, userId: string) => `${roomId}\n${userId}`;

export class DepartureReporter {
  /** What cancels each waiting report, by room and member. */
  private readonly pending = new Map<string, () => void>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: DepartureReporterOptions) {}

  /** The peer left the room (socket closed, heartbeat missed, room closed under it). */
  left(departure: Departure): void {
    const key = keyOf(departure.roomId, departure.userId);
    this.pending.get(key)?.();
    const cancel = afterOn(this.options.clock, this.options.graceMs, () => {
      this.pending.delete(key);
      const sending = this.send(departure).finally(() => this.inFlight.delete(sending));
      this.inFlight.add(sending);
    });
    this.pending.set(key, cancel);
  }

  /** The peer is in the room again: nothing to report. */
  returned(roomId: string, userId: string): void {
    const key = keyOf(roomId, userId);
    this.pending.get(key)?.();
    this.pending.delete(key);
  }

  /** Reports waiting for their grace period. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Stops: waiting reports are dropped (messaging's createCall retires what they would have ended), sent ones finish. */
  async close(): Promise<void> {
    for (const cancel of this.pending.values()) cancel();
    this.pending.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private async send(departure: Departure): Promise<void> {
    const base = this.options.messagingUrl();
    if (!base) return;
    try {
      const token = await issueInternalCallToken({ ...departure }, 'messaging', this.options.secret);
      const res = await fetch(new URL(PEER_LEFT_PATH, base), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) log.warn('messaging refused a departure report', { status: res.status, ...departure });
      else log.debug('departure reported', { ...departure });
    } catch (error) {
      log.warn('could not report a departure to messaging', { error: error instanceof Error ? error.message : String(error), ...departure });
    }
  }
}
