// The offline generator's thread: builds and exports models off the subgraph's request thread
// (offline.ts sends it one request at a time and waits for the GLB bytes).
import { parentPort } from 'node:worker_threads';
import { generateGlb } from './humanoid.mjs';

parentPort.on('message', async ({ id, request }) => {
  try {
    const glb = await generateGlb(request);
    parentPort.postMessage({ id, glb }, [glb.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
