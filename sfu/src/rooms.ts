// Every open room by id. Creation is shared: two requests for a new room at once get the
// same router, never two.
import { Room, type RoomOptions } from './room.js';
import type { WorkerPool } from './workers.js';

export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private readonly pending = new Map<string, Promise<Room>>();

  constructor(private readonly workers: WorkerPool, private readonly options: RoomOptions) {}

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

  async getOrCreate(id: string): Promise<{ room: Room; created: boolean }> {
    const existing = this.rooms.get(id);
    if (existing) return { room: existing, created: false };
    const inFlight = this.pending.get(id);
    if (inFlight) return { room: await inFlight, created: false };
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

  closeAll(reason: string): void {
    for (const room of [...this.rooms.values()]) room.close(reason);
  }
}
