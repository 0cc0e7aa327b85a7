// Health's workers run at nice 19 on Linux, read back from the kernel (/proc/<pid>/task/<tid>/stat,
// field 19), while the thread that started them keeps its own: the helper in a bare worker, an
// activity file's parser caught while it reads (the file is a FIFO the test writes only once the
// parser has it open, so no clock decides what is seen) and kept for the next file, and the
// sentence encoder after a batch.
// Elsewhere the helper answers undefined and changes nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { lowerThisThreadPriority, WORKER_NICE } from './low-priority.mjs';
import { gpxFile, northwardRun } from './activities/testing/activity-files.js';

const linux = process.platform === 'linux';

/** A thread's niceness as the kernel has it: field 19 of its stat line (the command name may hold spaces and parentheses). */
function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19 - 3]);
}
/** Every thread of this process at the workers' niceness. */
function threadsAtWorkerNice(): Set<number> {
  const found = new Set<number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`).map(Number)) {
    try {
      if (niceOf(tid) === WORKER_NICE) found.add(tid);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return found;
}
const ownTid = () => Number(readlinkSync('/proc/thread-self').split('/').pop());

/**
 * A module instance of its own for this test (the same file under a query string): the suite
 * runs files in one process (isolate: false), and another file's parse workers or encoder,
 * already at nice 19 and kept, would otherwise do the work here and start no thread this test
 * can tell apart. Only that one file is loaded again; everything it imports stays shared (a
 * reset of the whole module registry would declare every GraphQL input class a second time).
 */
async function fresh<T>(path: string): Promise<T> {
  const own: string = `${path}?low-priority-test`;
  return (await import(own)) as T;
}

const dir = mkdtempSync(join(tmpdir(), 'pulse-low-priority-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A run already at nice 19 (started under `nice -n 19`) could not tell a lowered worker apart.
const lowerable = linux && niceOf(ownTid()) < WORKER_NICE;

describe.runIf(lowerable)('health workers at low CPU priority (Linux)', () => {
  it('lowers the calling thread, and only that thread, to nice 19', async () => {
    const before = niceOf(ownTid());
    const worker = new Worker(
      `import(${JSON.stringify(new URL('./low-priority.mjs', import.meta.url).href)}).then(({ lowerThisThreadPriority }) =>
         require('node:worker_threads').parentPort.postMessage(lowerThisThreadPriority()));
       // Alive until terminated: a thread that ended has no /proc entry left to read.
       setInterval(() => {}, 1 << 30);`,
      { eval: true },
    );
    try {
      const tid = await new Promise<number | undefined>((resolve, reject) => worker.once('message', resolve).once('error', reject));
      expect(tid).toBeGreaterThan(0);
      expect(niceOf(tid!)).toBe(19);
      expect(niceOf(ownTid())).toBe(before);
    } finally {
      await worker.terminate();
    }
  });

  it("runs an activity file's parser at nice 19 while it reads", async () => {
    const fifo = join(dir, 'run.gpx');
    execFileSync('mkfifo', [fifo]);
    const { parseActivityOffThread } = await fresh<typeof import('./activities/parse-off-thread.js')>('./activities/parse-off-thread.js');
    const before = threadsAtWorkerNice();
    const parsing = parseActivityOffThread(fifo);
    // Opening a FIFO for writing returns once the reader has opened it: the parser is reading now.
    const writer = await open(fifo, 'w');
    const during = [...threadsAtWorkerNice()].filter((tid) => !before.has(tid));
    await writer.writeFile(gpxFile(northwardRun(5, [10, 11, 12, 13, 14, 15])));
    await writer.close();
    expect((await parsing).points).toHaveLength(6);
    // The parser's thread, and any thread it started after lowering itself (they inherit its niceness).
    expect(during.length).toBeGreaterThanOrEqual(1);
    expect(niceOf(ownTid())).not.toBe(WORKER_NICE);

    // The worker stays for the next file (parse-off-thread.ts): the next read starts no new thread.
    const kept = threadsAtWorkerNice();
    expect(during.every((tid) => kept.has(tid))).toBe(true);
    const next = join(dir, 'next.gpx');
    execFileSync('mkfifo', [next]);
    const parsingNext = parseActivityOffThread(next);
    const nextWriter = await open(next, 'w');
    const duringNext = threadsAtWorkerNice();
    await nextWriter.writeFile(gpxFile(northwardRun(3, [10, 11, 12])));
    await nextWriter.close();
    expect((await parsingNext).points).toHaveLength(4);
    expect([...duringNext].filter((tid) => !kept.has(tid))).toEqual([]);
  });

  it('runs the sentence encoder at nice 19', async () => {
    const { embed, encoderFailure } = await fresh<typeof import('./assistant/embeddings.js')>('./assistant/embeddings.js');
    const before = threadsAtWorkerNice();
    expect(await embed(['How much sleep do adults need?'], 'ann')).toHaveLength(1);
    expect(encoderFailure()).toBeUndefined();
    // The encoder's thread stays for the next batch; WASM helpers it may start inherit its niceness.
    expect([...threadsAtWorkerNice()].filter((tid) => !before.has(tid)).length).toBeGreaterThanOrEqual(1);
    expect(niceOf(ownTid())).not.toBe(WORKER_NICE);
  }, 120_000);
});

describe.skipIf(linux)('health workers elsewhere', () => {
  it('changes nothing and says so', () => {
    expect(lowerThisThreadPriority()).toBeUndefined();
  });
});
