// What the socket exchanges of the fuzzer share (ws.ts, socket-io.ts): they collect what comes
// back and end once, either on a signal of their own or when a timer runs out; the timer can be
// set again (a shorter wait once the server has answered).
import type { Answer } from './detect.js';

export interface Exchange {
  /** What came back so far, in order. */
  received: unknown[];
  /** Ends the exchange (once): closes the socket and answers. */
  done: () => void;
  /** Ends the exchange after `ms` of nothing else ending it, replacing the wait set before. */
  endAfter: (ms: number) => void;
  answer: Promise<Answer>;
}

export function exchange(close: () => void, answerOf: (received: unknown[]) => Answer, firstWaitMs: number): Exchange {
  const received: unknown[] = [];
  let resolve!: (answer: Answer) => void;
  const answer = new Promise<Answer>((r) => (resolve = r));
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const done = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    close();
    resolve(answerOf(received));
  };
  const endAfter = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(done, ms);
  };
  endAfter(firstWaitMs);
  return { received, done, endAfter, answer };
}
