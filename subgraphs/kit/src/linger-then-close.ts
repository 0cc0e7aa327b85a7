// Shared by the subgraphs' upload routes and the gateway's media proxy, which both answer
// (a refusal, a limit) while the client may still be sending its body. Kept apart from
// kit/media so the gateway gets it without loading sharp or busboy.
import type http from 'node:http';

const LINGER_MS = 5000;

/**
 * After an answer sent while the client is still sending: discard what it sends for a
 * little while, so it gets to read the answer (closing at once would reset the connection
 * under it and lose the answer), then close if it has not finished.
 */
export function lingerThenClose(req: http.IncomingMessage, res: http.ServerResponse, ms = LINGER_MS): void {
  const linger = () => {
    if (req.complete || req.destroyed) return;
    req.resume();
    const timer = setTimeout(() => req.socket?.destroy(), ms);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
  };
  if (res.writableFinished) linger();
  else res.once('finish', linger);
}
