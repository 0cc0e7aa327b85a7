// GET /media/:key: a stored file, by the unguessable key its message or post carries. The bytes
// never change under a key, so caches may keep them for a year; ranges let browsers seek
// in videos (Safari will not play a video without them).
import { pipeline } from 'node:stream/promises';
import type express from 'express';
import type { ErrorConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { isStorageKey, type ByteRange, type Storage } from '../storage.js';
import { sendError } from './media-error.js';

/** One `bytes=` range (a list of ranges is answered with the whole file, as HTTP allows). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function notFound(res: express.Response): void {
  res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
}

export function serveMediaHandler(storage: Storage, logName: string, config: ErrorConfig): express.RequestHandler {
  const log = createLogger(logName);
  return async (req, res) => {
    try {
      const key = String(req.params.key);
      const info = isStorageKey(key) ? await storage.stat(key) : null;
      if (!info) return notFound(res);
      const etag = `"${key}"`;
      res.setHeader('Content-Type', info.contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('ETag', etag);
      res.setHeader('Accept-Ranges', 'bytes');
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) {
        res.status(304).end();
        return;
      }
      const range = parseRange(req.headers.range, info.size);
      if (range === 'unsatisfiable') {
        res.setHeader('Content-Range', `bytes */${info.size}`);
        res.status(416).json({ message: 'Range not satisfiable', code: 'BAD_USER_INPUT' });
        return;
      }
      if (range) {
        res.status(206);
        res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
        res.setHeader('Content-Length', String(range.end - range.start + 1));
      } else {
        res.setHeader('Content-Length', String(info.size));
      }
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const object = await storage.get(key, range);
      if (!object) return notFound(res);
      await pipeline(object.body, res);
    } catch (error) {
      // A client that goes away mid-download is not an error worth a log line.
      if ((error as NodeJS.ErrnoException)?.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      sendError(res, error, log, config);
    }
  };
}
