// Serves the DICOM image loader's codecs (JPEG baseline, JPEG-LS, JPEG 2000, HTJ2K, JPEG XL:
// WebAssembly from the @cornerstonejs/codec-* packages) from our own origin, never a CDN: the
// build writes them under assets/dicom-codecs/ by the names the loader asks for, and the viewer
// points the loader there (its `wasmBasePath`). The loader's own web worker is bundled by Vite
// from `new URL(..., import.meta.url)` like any module worker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The file name the loader asks for, and the package export that holds it. */
export const DICOM_CODECS: readonly [string, string][] = [
  ['openjphjs.wasm', '@cornerstonejs/codec-openjph/wasm'],
  ['openjpegwasm_decode.wasm', '@cornerstonejs/codec-openjpeg/decodewasm'],
  ['libjpegturbowasm_decode.wasm', '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasm'],
  ['charlswasm_decode.wasm', '@cornerstonejs/codec-charls/decodewasm'],
  ['jpegxlwasm_decode.wasm', '@cornerstonejs/codec-libjxl/decodewasm'],
];
export const DICOM_CODECS_DIR = 'assets/dicom-codecs';

function codecFiles(): Map<string, Buffer> {
  // Resolved as the loader resolves them (from its own folder), so the versions it expects.
  const require = createRequire(createRequire(import.meta.url).resolve('@cornerstonejs/dicom-image-loader'));
  return new Map(DICOM_CODECS.map(([name, specifier]) => [name, readFileSync(require.resolve(specifier))]));
}

export function dicomCodecs(): Plugin {
  let files: Map<string, Buffer> | undefined;
  const load = () => (files ??= codecFiles());
  return {
    name: 'pulse-dicom-codecs',
    generateBundle() {
      for (const [name, source] of load()) this.emitFile({ type: 'asset', fileName: `${DICOM_CODECS_DIR}/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = `/${DICOM_CODECS_DIR}/`;
        const name = req.url?.startsWith(prefix) ? req.url.slice(prefix.length).split('?')[0] : undefined;
        const data = name ? load().get(name) : undefined;
        if (!data) return next();
        res.setHeader('Content-Type', 'application/wasm');
        res.end(data);
      });
    },
  };
}
