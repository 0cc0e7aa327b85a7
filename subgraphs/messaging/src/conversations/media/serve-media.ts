// GET /media/:key is kit's (ranges, caching, nosniff); re-exported for messaging's tests.
export { parseRange, serveMediaHandler } from '@pulse/kit/media';
