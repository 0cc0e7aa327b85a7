// Serves the form analyzer's pose detection from our own origin, never a CDN: the WASM of
// @mediapipe/tasks-vision and PoseLandmarker models (lite, full, heavy) built from the npm
// package @mediapipe/pose (pose-models.ts). The build writes them under assets/pose/ with a
// content hash in the name (the gateway caches /assets/ for a year); the dev server serves the
// same names from memory. The client imports their addresses from `virtual:pulse-pose-assets`.
//
// It also switches off tasks-vision's usage logging: the bundle posts usage events to
// https://odml.pa.googleapis.com every minute and when a task closes. The product calls no
// outside service it was not configured for, and our CSP would refuse it anyway, noisily.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { contentHash, POSE_MODEL_VARIANTS, poseLandmarkerTask } from './pose-models.js';

const VIRTUAL = 'virtual:pulse-pose-assets';
const RESOLVED = `\0${VIRTUAL}`;
const WASM_FILES = ['vision_wasm_internal.js', 'vision_wasm_internal.wasm', 'vision_wasm_nosimd_internal.js', 'vision_wasm_nosimd_internal.wasm'];

const TASKS_VISION_BUNDLE = /@mediapipe\/tasks-vision\/vision_bundle\.m?js$/;
// The usage logger's flush: answer "sent" and drop the events, before it reaches fetch().
const LOGGER_FLUSH = 'flush(t,e){if(this.error)e?.("net-send-failed")';
const LOGGER_FLUSH_OFF = 'flush(t,e){this.i=[];t?.();return;if(this.error)e?.("net-send-failed")';

interface PoseFile {
  /** e.g. assets/pose/pose_landmarker_full-1a2b3c4d5e.task */
  fileName: string;
  data: Buffer;
}

function hashedName(name: string, data: Buffer): string {
  const dot = name.indexOf('.');
  return `assets/pose/${name.slice(0, dot)}-${contentHash(data)}${name.slice(dot)}`;
}

/** Every file, keyed by its plain name (vision_wasm_internal.wasm, pose_landmarker_heavy.task). */
function poseFiles(): Map<string, PoseFile> {
  // (the package's exports name each WASM file, not its package.json)
  const wasmDir = dirname(createRequire(import.meta.url).resolve('@mediapipe/tasks-vision/vision_wasm_internal.wasm'));
  const files = new Map<string, PoseFile>();
  for (const name of WASM_FILES) {
    const data = readFileSync(join(wasmDir, name));
    files.set(name, { fileName: hashedName(name, data), data });
  }
  for (const variant of POSE_MODEL_VARIANTS) {
    const name = `pose_landmarker_${variant}.task`;
    const data = poseLandmarkerTask(variant);
    files.set(name, { fileName: hashedName(name, data), data });
  }
  return files;
}

function addressesModule(files: Map<string, PoseFile>, base: string): string {
  const url = (name: string) => JSON.stringify(`${base}${files.get(name)!.fileName}`);
  const wasm = (kind: string) => `{ wasmLoaderPath: ${url(`vision_wasm_${kind}internal.js`)}, wasmBinaryPath: ${url(`vision_wasm_${kind}internal.wasm`)} }`;
  return [
    `export const POSE_WASM = { simd: ${wasm('')}, nosimd: ${wasm('nosimd_')} };`,
    `export const POSE_MODELS = { ${POSE_MODEL_VARIANTS.map((v) => `${v}: ${url(`pose_landmarker_${v}.task`)}`).join(', ')} };`,
  ].join('\n');
}

export function poseAssets(): Plugin {
  let files: Map<string, PoseFile> | undefined;
  let base = '/';
  const all = () => (files ??= poseFiles());
  return {
    name: 'pulse-pose-assets',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? addressesModule(all(), base) : null;
    },
    transform(code, id) {
      if (!TASKS_VISION_BUNDLE.test(id)) return null;
      // A new tasks-vision must be looked at again rather than phone home unnoticed.
      if (!code.includes(LOGGER_FLUSH)) throw new Error(`pulse-pose-assets: tasks-vision's usage logger changed; switch it off again (${id})`);
      return { code: code.replace(LOGGER_FLUSH, LOGGER_FLUSH_OFF), map: null };
    },
    generateBundle() {
      for (const { fileName, data } of all().values()) this.emitFile({ type: 'asset', fileName, source: data });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0].slice(base.length);
        const file = path?.startsWith('assets/pose/') ? [...all().values()].find((f) => f.fileName === path) : undefined;
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          file.fileName.endsWith('.wasm') ? 'application/wasm' : file.fileName.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        );
        res.end(file.data);
      });
    },
  };
}
