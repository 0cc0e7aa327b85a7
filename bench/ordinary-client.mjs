// The other member's client in bench:fairness (bench/health-fairness.ts), in a thread of its
// own: it makes the health page's ordinary requests one after another and times each. In its
// own thread so the heavy member's client, which the bench runs in its main thread (bursts of
// fifty requests, 43 MB uploads, their answers parsed), never delays when this one sends or
// reads: two members are two devices, and the figure is what the service makes the other
// member wait, not what the bench's own event loop does. Plain JavaScript: worker threads do
// not inherit tsx's TypeScript loader on Node 20.
//
// workerData: { graphqlUrl, token, requests: [{ query, variables }] }, taken in turn.
// Each message { n } is answered { times } (ms of each of n requests) or { error }.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { graphqlUrl, token, requests } = workerData;
let turn = 0;

async function once() {
  const request = requests[turn++ % requests.length];
  const t0 = performance.now();
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (body.errors?.length || !body.data) throw new Error(`ordinary request failed: ${JSON.stringify(body.errors ?? body).slice(0, 400)}`);
  return ms;
}

parentPort.on('message', async ({ n }) => {
  try {
    const times = [];
    for (let i = 0; i < n; i++) times.push(await once());
    parentPort.postMessage({ times });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack ?? error) });
  }
});
