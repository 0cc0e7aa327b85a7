// One answer computed by one process of many. Several gateway processes hear every event and
// would each run the same lookup for it; with this, the first to claim a key computes, stores
// and announces its answer, and the others take it instead of computing it again
// (docs/realtime.md). Redis holds the claim, the answer and the announcement.
//
// Never a reason to fail: when Redis does not answer at once, or the claiming process neither
// answers nor says it has nothing to share within the wait, the caller computes for itself.
// An answer is kept briefly (a process far behind reads it from Redis rather than waiting).
import { Redis } from 'ioredis';
import { createLogger } from './logger.js';

const log = createLogger('peer-answers');
const CHANNEL = 'pulse.peer-answers';
const PREFIX = 'pulse:peer:';
/** What an announcement says when the process that claimed a key has nothing to share. */
const NOTHING = '';

export interface PeerAnswers {
  /**
   * Runs `compute` here when this process claims `key` first, and announces what it returns
   * (undefined: nothing to share). Otherwise waits for the claiming process's answer. `answer`
   * is undefined when there is none to take (the caller then computes for itself).
   */
  share<T>(
    key: string,
    compute: () => Promise<{ value: T; shared: string | undefined }>,
  ): Promise<{ computed: true; value: T } | { computed: false; answer: string | undefined }>;
  ready(): Promise<void>;
  stats(): { computed: number; taken: number; missed: number };
  close(): Promise<void>;
}

export function peerAnswers(redisUrl: string, opts: { waitMs?: number; keepMs?: number } = {}): PeerAnswers {
  const waitMs = opts.waitMs ?? 2_000;
  const keepMs = opts.keepMs ?? 30_000;
  // No offline queue: a command while Redis is away fails at once and the caller computes.
  const commands = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
  const listener = new Redis(redisUrl, { lazyConnect: true });
  for (const client of [commands, listener]) client.on('error', (error: Error) => log.warn('redis error', { error: String(error) }));
  const waiting = new Map<string, Set<(answer: string | undefined) => void>>();
  let computed = 0;
  let taken = 0;
  let missed = 0;

  listener.on('message', (_channel: string, message: string) => {
    const cut = message.indexOf('\n');
    const key = message.slice(0, cut);
    const waiters = waiting.get(key);
    if (!waiters) return;
    waiting.delete(key);
    const body = message.slice(cut + 1);
    for (const resolve of waiters) resolve(body === NOTHING ? undefined : body);
  });

  const announce = (key: string, shared: string | undefined) =>
    commands
      .multi()
      .set(PREFIX + key, shared ?? NOTHING, 'PX', keepMs)
      .publish(CHANNEL, `${key}\n${shared ?? NOTHING}`)
      .exec()
      .catch((error: unknown) => log.warn('could not announce an answer', { error: String(error) }));

  const waitFor = (key: string) =>
    new Promise<string | undefined>((resolve) => {
      let done = false;
      const finish = (answer: string | undefined, timedOut = false) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        waiting.get(key)?.delete(finish);
        if (!waiting.get(key)?.size) waiting.delete(key);
        if (timedOut) missed++;
        else if (answer !== undefined) taken++;
        resolve(answer);
      };
      const timer = setTimeout(() => finish(undefined, true), waitMs);
      timer.unref?.();
      const waiters = waiting.get(key) ?? new Set();
      waiters.add(finish);
      waiting.set(key, waiters);
      // Listening first, then reading: an answer announced before this is read here, one
      // announced after is heard.
      commands.get(PREFIX + key).then(
        (stored) => {
          if (stored !== null) finish(stored === NOTHING ? undefined : stored);
        },
        () => finish(undefined),
      );
    });

  let connected: Promise<void> | undefined;
  const ready = () =>
    (connected ??= (async () => {
      await Promise.all([commands.connect(), listener.connect()]);
      await listener.subscribe(CHANNEL);
    })());

  return {
    ready,
    async share(key, compute) {
      const claimed = await commands.set(`${PREFIX}${key}:claim`, '1', 'PX', keepMs, 'NX').catch(() => 'unreachable' as const);
      if (claimed === null) return { computed: false, answer: await waitFor(key) };
      computed++;
      let result: Awaited<ReturnType<typeof compute>>;
      try {
        result = await compute();
      } catch (error) {
        // Whoever waits computes for itself rather than waiting out the time.
        if (claimed === 'OK') void announce(key, undefined);
        throw error;
      }
      if (claimed === 'OK') void announce(key, result.shared);
      return { computed: true, value: result.value };
    },
    stats: () => ({ computed, taken, missed }),
    async close() {
      const all = [...waiting.values()];
      waiting.clear();
      for (const waiters of all) for (const resolve of waiters) resolve(undefined);
      commands.disconnect();
      listener.disconnect();
    },
  };
}
