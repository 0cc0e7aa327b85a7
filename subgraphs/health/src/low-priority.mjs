// Health's worker threads (activity files, health exports, the sentence encoder) do seconds of
// CPU for one member; the request thread answers everyone. On a machine whose cores are all
// busy the kernel shares them by niceness, so each worker lowers its own thread to nice 19 when
// it starts: the request thread (and the gateway's, and every other process at nice 0) gets a
// core first, and the worker takes what is left (issue 18, item 10). Linux lets any thread make
// itself nicer without privileges; setpriority(PRIO_PROCESS, tid) there acts on that one thread,
// whose id is the last part of /proc/thread-self ("<pid>/task/<tid>"). Elsewhere (macOS, a
// /proc-less container) the id cannot be had and this does nothing: the work is the same, only
// its share of a crowded CPU differs. Plain JavaScript, so the .mjs workers import it as is.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The niceness health's workers run at: the lowest priority there is. */
export const WORKER_NICE = 19;

/**
 * Lowers the calling thread to nice 19 and answers its thread id, or undefined where the
 * platform has no per-thread priority to set (nothing changed then; never throws).
 */
export function lowerThisThreadPriority() {
  if (process.platform !== 'linux') return undefined;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return undefined;
    setPriority(tid, WORKER_NICE);
    return tid;
  } catch {
    return undefined;
  }
}
