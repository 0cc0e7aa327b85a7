// The worker thread of image-screening.ts: holds nsfwjs's bundled MobileNetV2 model, warm, and
// classifies one image at a time (bytes handed over). The model is loaded from the npm package
// (no network) on the first image, so a process that never screens never pays its ~2.5 s.
// TensorFlow runs on its WebAssembly backend (the .wasm files ship in
// @tensorflow/tfjs-backend-wasm; ~120 ms warm) rather than pure JS (~2.5 s); never tfjs-node.
// The image is decoded and shrunk to the model's 224x224 RGB with sharp, which the upload path
// already uses. Plain JavaScript, so it runs the same under tsx, plain node and Vitest.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const SIZE = 224;

let ready;

async function loadModel() {
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  // The .wasm files from the local package, never a CDN.
  const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/');
  wasm.setWasmPaths(wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  const nsfwjs = await import('nsfwjs');
  // nsfwjs prints a hint about hosting the model on every load; the model is ours, from npm.
  const { log, info, warn } = console;
  console.log = console.info = console.warn = () => {};
  try {
    return { tf, model: await nsfwjs.load('MobileNetV2') };
  } finally {
    Object.assign(console, { log, info, warn });
  }
}

async function classify(bytes) {
  ready ??= loadModel();
  const { tf, model } = await ready;
  const { data } = await sharp(bytes, { failOn: 'none', animated: false }).resize(SIZE, SIZE, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), [SIZE, SIZE, 3], 'int32');
  try {
    const predictions = await model.classify(image, 5);
    const scores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
    for (const { className, probability } of predictions) scores[className] = probability;
    return scores;
  } finally {
    image.dispose();
  }
}

parentPort.on('message', (job) => {
  classify(job.bytes).then(
    (scores) => parentPort.postMessage({ id: job.id, ok: true, scores }),
    (error) => parentPort.postMessage({ id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
