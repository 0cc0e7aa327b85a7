// Runs autocannon in its own thread, so the load generator never shares an event loop with
// the gateway and subgraph it measures (they run in the bench's main thread). Plain
// JavaScript: worker threads do not inherit tsx's TypeScript loader on Node 20.
//
// Every response's latency is kept (milliseconds as floats): autocannon's own histogram has
// 1 ms resolution, too coarse for a subgraph answering in about a millisecond, and raw
// values let the main thread pool the rounds of one target before taking percentiles.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux ABI Node supports

/** CPU time of this thread in ms (Linux), so the main thread can leave the load generator out of its figure. */
function threadCpuMs() {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function run(opts) {
  return new Promise((resolve, reject) => {
    let latencies = new Float64Array(1 << 16);
    let count = 0;
    const instance = autocannon(opts, (error, result) => {
      if (error) return reject(error);
      resolve({ result, latencies: latencies.slice(0, count) });
    });
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = responseTime;
    });
  });
}

parentPort.on('message', async ({ id, opts }) => {
  try {
    const cpuBefore = threadCpuMs();
    const { result, latencies } = await run(opts);
    const cpuAfter = threadCpuMs();
    const summary = {
      duration: result.duration,
      // In a worker thread autocannon hands back its raw counters, not the aggregated report.
      completed: result.totalCompletedRequests,
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      mismatches: result.mismatches,
      statusCodeStats: result.statusCodeStats,
      loadGeneratorCpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    };
    parentPort.postMessage({ id, summary, latencies }, [latencies.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
