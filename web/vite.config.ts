import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { dicomCodecs } from './build/dicom-codecs.js';
import { poseAssets } from './build/pose-assets.js';
import { splitGeneratedDocuments } from './build/split-documents.js';

const root = fileURLToPath(new URL('.', import.meta.url));
// The gateway serves the API, subscriptions and the explorer route on one origin; in dev the
// Vite server stands in front of it so the client keeps using same-origin relative paths.
const gateway = process.env.PULSE_GATEWAY_URL ?? 'http://localhost:4000';

/** In dev, /explorer serves the explorer entry the way the gateway does in production. */
const explorerRoute = (): Plugin => ({
  name: 'pulse-explorer-route',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/explorer' || req.url?.startsWith('/explorer?')) req.url = req.url.replace('/explorer', '/explorer.html');
      next();
    });
  },
});

export default defineConfig({
  root,
  plugins: [splitGeneratedDocuments(), react(), explorerRoute(), poseAssets(), dicomCodecs()],
  // Pre-bundling would skip pose-assets' transform of tasks-vision (its usage logger off), and
  // would break the DICOM image loader's worker and codec URLs (`new URL(..., import.meta.url)`).
  optimizeDeps: { exclude: ['@mediapipe/tasks-vision', '@cornerstonejs/dicom-image-loader'], include: ['dicom-parser'] },
  // Module workers (the DICOM image loader's decoder, the call frames' crypto) may share chunks.
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/api/': { target: gateway, changeOrigin: true },
      // The media server's WebSocket, proxied by the gateway.
      '/sfu': { target: gateway, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      // Two documents: the member app, and the developer explorer that the gateway serves at /explorer.
      input: {
        main: resolve(root, 'index.html'),
        explorer: resolve(root, 'explorer.html'),
      },
    },
  },
});
