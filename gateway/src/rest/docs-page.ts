// The REST reference at /api/docs: Swagger UI from its npm bundle (swagger-ui-dist), served
// from our own origin under the gateway's Content Security Policy (no inline script, no CDN),
// reading /api/openapi.json.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

const SWAGGER_DIST = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const PAGE_DIR = fileURLToPath(new URL('./docs', import.meta.url));
const BUNDLE_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png', 'favicon-16x16.png']);

export function apiDocsPage(): express.Router {
  const router = express.Router();
  router.get('/', (req, res, next) => {
    // Only the exact page: /api/docs or /api/docs/.
    if (req.path !== '/') return next();
    res.sendFile('index.html', { root: PAGE_DIR, headers: { 'Cache-Control': 'no-cache' } });
  });
  router.get('/init.js', (_req, res) => {
    res.sendFile('init.js', { root: PAGE_DIR, headers: { 'Cache-Control': 'no-cache' } });
  });
  router.get('/:file', (req, res, next) => {
    if (!BUNDLE_FILES.has(req.params.file)) return next();
    res.sendFile(req.params.file, { root: SWAGGER_DIST, maxAge: '1d' });
  });
  return router;
}
