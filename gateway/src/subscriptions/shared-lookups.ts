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
//
// Across gateway processes (with Redis, kit's peer-answers.ts): every gateway hears every
// event, so without more each would run the same lookup once. The first process to claim an
// event's key runs it and announces a shareable answer; the others take that answer, and run
// the lookup themselves only when it had none to share or did not answer in time.
import { createHash } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import type { PeerAnswers } from '@pulse/kit';

export interface SharedLookups {
  /** The event's answer for this key, asking `run` when no receiver has yet (or its answer was not shareable). */
  get(eventId: string, key: string, run: () => Promise<ExecutionResult>, shareable: (result: ExecutionResult) => boolean): Promise<ExecutionResult>;
  /** Counts a per-reader field asked for by one receiver as itself (event-stream.ts). */
  askedByReader(): void;
  /** Counts an object answered from what its event carried, with no lookup (carried.ts). */
  carried(): void;
  /**
   * Lookups actually run here, answers taken from another receiver's, per-reader fields asked
   * one receiver at a time, and answers taken from another gateway process.
   */
  stats(): { ran: number; shared: number; byReader: number; fromPeers: number; carried: number };
}

export function sharedLookups(keepEvents = 512, peers?: PeerAnswers): SharedLookups {
  const byEvent = new Map<string, Map<string, Promise<ExecutionResult>>>();
  let ran = 0;
  let shared = 0;
  let byReader = 0;
  let fromPeers = 0;
  let carried = 0;
  /** This process's first receiver of the event: the lookup, or another gateway's answer to it. */
  const first = async (eventId: string, key: string, runLookup: () => Promise<ExecutionResult>, shareable: (result: ExecutionResult) => boolean) => {
    const run = () => {
      ran += 1;
      return runLookup();
    };
    if (!peers) return run();
    const peerKey = `lookup:${eventId}:${createHash('sha1').update(key).digest('base64url')}`;
    const outcome = await peers.share(peerKey, async () => {
      const result = await run();
      return { value: result, shared: shareable(result) ? JSON.stringify(result) : undefined };
    });
    if (outcome.computed) return outcome.value;
    if (outcome.answer === undefined) return run();
    fromPeers += 1;
    return JSON.parse(outcome.answer) as ExecutionResult;
  };
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
      const asked = first(eventId, key, run, shareable);
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
    carried: () => void (carried += 1),
    stats: () => ({ ran, shared, byReader, fromPeers, carried }),
  };
}
