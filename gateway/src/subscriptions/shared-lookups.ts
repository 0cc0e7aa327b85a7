// One lookup per event, not one per receiver. Receivers of an event run the same lookup (the
// same subscription document asks the same entity with the same selection); the first one to
// ask runs it as itself, and every other receiver of that event takes the same answer. Only
// the audience the publisher named receives the event, and the fields that differ between
// readers are taken out of the shared lookup (viewer-scope.ts, event-stream.ts).
//
// An answer that says "not for you" (FORBIDDEN, NOT_FOUND) or a failure is not shared: the
// next receiver asks for itself, since the first may have left the conversation meanwhile or
// met a passing fault. Answers are kept for the latest events only: a receiver far behind
// asks again (the same answer, later), which keeps memory bounded by events, not receivers.
import type { ExecutionResult } from 'graphql';

export interface SharedLookups {
  /** The event's answer for this key, asking `run` when no receiver has yet (or its answer was not shareable). */
  get(eventId: string, key: string, run: () => Promise<ExecutionResult>, shareable: (result: ExecutionResult) => boolean): Promise<ExecutionResult>;
  /** Counts a per-reader field asked for by one receiver as itself (event-stream.ts). */
  askedByReader(): void;
  /** Lookups actually run, answers taken from another receiver's, and per-reader fields asked one receiver at a time. */
  stats(): { ran: number; shared: number; byReader: number };
}

export function sharedLookups(keepEvents = 512): SharedLookups {
  const byEvent = new Map<string, Map<string, Promise<ExecutionResult>>>();
  let ran = 0;
  let shared = 0;
  let byReader = 0;
  return {
    get(eventId, key, run, shareable) {
      let answers = byEvent.get(eventId);
      if (!answers) {
        answers = new Map();
        byEvent.set(eventId, answers);
        // Maps iterate in insertion order: the first key is the oldest event.
        if (byEvent.size > keepEvents) byEvent.delete(byEvent.keys().next().value!);
      }
      const known = answers.get(key);
      if (known) {
        shared += 1;
        // The first answer may turn out not to be for everyone: then this receiver asks itself.
        return known.then(
          (result) => (shareable(result) ? result : run()),
          () => run(),
        );
      }
      ran += 1;
      const asked = run();
      const own = answers;
      own.set(key, asked);
      asked.then(
        (result) => {
          if (!shareable(result) && own.get(key) === asked) own.delete(key);
        },
        () => {
          if (own.get(key) === asked) own.delete(key);
        },
      );
      return asked;
    },
    askedByReader: () => void (byReader += 1),
    stats: () => ({ ran, shared, byReader }),
  };
}
