// Work that shares one scarce resource (a worker thread holding a model) among members, fairly:
// each member has a line of their own, a member has at most one piece running at a time, and
// when a place frees the next piece comes from the member after the last one served, round
// robin. One member who queued a hundred images therefore delays another member's single image
// by at most the piece already running, however long their own line is.
//
// health's heavy-work.ts limits one member's concurrency and refuses past a short line (a
// member waiting for an answer); this is for background work nobody waits on interactively
// (image screening after an upload), so nothing is refused: the lines hold only closures, and
// what bounds them is the caller's own rate limit (uploads per hour).

export interface FairTurns {
  /** Runs `work` when it is this member's turn; settles as `work` does. */
  run<T>(memberId: string, work: () => Promise<T>): Promise<T>;
  /** Pieces waiting (not running) for this member; all members' without one. */
  waiting(memberId?: string): number;
}

/** `places` pieces run at once in all, never two of one member's. */
export function fairTurns(places: number): FairTurns {
  const lines = new Map<string, (() => void)[]>();
  const runningFor = new Set<string>();
  // Members with a waiting piece, in the order they are next served.
  const ring: string[] = [];
  let running = 0;

  const next = () => {
    while (running < places) {
      const at = ring.findIndex((member) => !runningFor.has(member));
      if (at < 0) return;
      const [member] = ring.splice(at, 1);
      const line = lines.get(member)!;
      const start = line.shift()!;
      // Served: to the back of the ring if more of theirs wait.
      if (line.length > 0) ring.push(member);
      else lines.delete(member);
      running += 1;
      runningFor.add(member);
      start();
    }
  };

  return {
    run<T>(memberId: string, work: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          void (async () => {
            try {
              resolve(await work());
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            } finally {
              running -= 1;
              runningFor.delete(memberId);
              // Just served: behind every member waiting, including those who queued while
              // this piece ran (their line may have started after this member's next piece).
              const at = ring.indexOf(memberId);
              if (at >= 0) ring.push(...ring.splice(at, 1));
              next();
            }
          })();
        };
        const line = lines.get(memberId);
        if (line) line.push(start);
        else {
          lines.set(memberId, [start]);
          ring.push(memberId);
        }
        next();
      });
    },
    waiting(memberId?: string): number {
      if (memberId !== undefined) return lines.get(memberId)?.length ?? 0;
      let total = 0;
      for (const line of lines.values()) total += line.length;
      return total;
    },
  };
}
