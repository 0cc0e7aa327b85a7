// Every open room by id. Creation is shared: two requests for a new room at once get the
// same router, never two. At most `maxRooms` are open at once (routers cost the workers
// memory and the machine ports); createRoom and joinRoom both need a call token for the room.
// A room whose call ended is remembered for as long as a join token for it can live, so
// a leftover token cannot open it again.
import { CALL_TOKEN_TTL_SECONDS } from '@pulse/kit/call-tokens';
import { SfuError } from './protocol.js';
import { Room, type RoomOptions } from './room.js';
import type { WorkerPool } from './workers.js';

/** Ended calls remembered at most (the oldest are forgotten first); each is a few dozen bytes. */
const MAX_RETIRED = 100_000;
export const CALL_ENDED_MESSAGE = 'The call of this room has ended';

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private readonly pending = new Map<string, Promise<Room>>();
  /** roomId -> when its last join token has expired (ms); insertion order is expiry order. */
  private readonly retired = new Map<string, number>();

  constructor(
    private readonly workers: WorkerPool,
    private readonly options: RoomOptions & { maxRooms: number; retiredMs?: number },
  ) {}

  get(id: string): Room | undefined {
    return this.rooms.get(id);
  }

  get size(): number {
    return this.rooms.size;
  }

  get peerCount(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.peers.size;
    return count;
  }

  isRetired(id: string): boolean {
    const until = this.retired.get(id);
    if (until === undefined) return false;
    if (until > this.options.clock.now().getTime()) return true;
    this.retired.delete(id);
    return false;
  }

  async getOrCreate(id: string): Promise<{ room: Room; created: boolean }> {
    const existing = this.rooms.get(id);
    if (existing) return { room: existing, created: false };
    const inFlight = this.pending.get(id);
    if (inFlight) return { room: await inFlight, created: false };
    if (this.isRetired(id)) throw new SfuError('CALL_ENDED', CALL_ENDED_MESSAGE);
    if (this.rooms.size + this.pending.size >= this.options.maxRooms) throw new SfuError('LIMIT_EXCEEDED', 'The media server is full; try again later');
    const creating = Room.create(id, this.workers.pick(), this.options);
    this.pending.set(id, creating);
    try {
      const room = await creating;
      this.rooms.set(id, room);
      room.onClose(() => {
        if (this.rooms.get(id) === room) this.rooms.delete(id);
      });
      return { room, created: true };
    } finally {
      this.pending.delete(id);
    }
  }

  /** The room's call ended: close it (its peers are told so) and refuse it from now on. */
  retire(id: string): boolean {
    const now = this.options.clock.now().getTime();
    for (const [roomId, until] of this.retired) {
      if (until > now && this.retired.size < MAX_RETIRED) break;
      this.retired.delete(roomId);
    }
    this.retired.delete(id);
    this.retired.set(id, now + (this.options.retiredMs ?? (CALL_TOKEN_TTL_SECONDS + 60) * 1000));
    const room = this.rooms.get(id);
    room?.close('call ended', { callEnded: true });
    return Boolean(room);
  }

  closeAll(reason: string): void {
    for (const room of [...this.rooms.values()]) room.close(reason);
  }
}
