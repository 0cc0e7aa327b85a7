// Serves the built web app (web/dist) on the gateway's origin: hashed assets cached for a
// year, index.html for every other page path so client-side routes survive a reload, and
// the GraphQL explorer at /explorer.
import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function webApp(distDir: string): express.Router {
  const router = express.Router();
  const index = join(distDir, 'index.html');
  const explorer = join(distDir, 'explorer.html');
  router.use('/assets', express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get('/explorer', (_req, res) => {
    if (existsSync(explorer)) return res.sendFile(explorer);
    res.status(503).type('text').send('The explorer is not built: run `npm run build:web`.');
  });
  router.get(/^(?!\/(api|graphql)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (existsSync(index)) return res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } });
    res.status(503).type('text').send('The web app is not built: run `npm run build:web`.');
  });
  return router;
}
