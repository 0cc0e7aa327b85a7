// Every request has an id: the one a proxy or the gateway sent in `X-Request-Id` when it looks
// sane, or a new one. It is answered in the same header, passed on to every subgraph call the
// request makes, carried by a masked internal error, and added to every log line written while
// the request runs, so an answer's id finds the details (message, stack, SQL) in the logs of
// each process it went through. It lives in an AsyncLocalStorage so that code far from the
// request (the logger, Apollo's formatError, the gateway's data sources) can read it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';
import type http from 'node:http';
import type express from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a load balancer or tracing proxy sends (UUIDs, hex, base64url, `Root=1-...`); anything
// else (empty, huge, control characters that would forge log lines) gets a new id instead.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{8,128}$/;

const scope = new AsyncLocalStorage<string>();

const ID_BYTES = 12;
// Random bytes for 256 ids at a time: one call to the system's generator instead of one per
// request (it showed as 1.7 % of the gateway's CPU under load). Each id still takes 12 bytes
// no other id shares; ids are for finding log lines, not secrets.
const pool = Buffer.alloc(ID_BYTES * 256);
let taken = pool.length;

export function newRequestId(): string {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += ID_BYTES;
  return pool.toString('base64url', taken - ID_BYTES, taken);
}

/** The incoming id when it looks sane, else a new one. */
export function requestIdOf(headers: http.IncomingHttpHeaders): string {
  const raw = headers[REQUEST_ID_HEADER];
  return typeof raw === 'string' && SANE_REQUEST_ID.test(raw) ? raw : newRequestId();
}

/** The id of the request this code runs for, if it runs for one. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}

/** Runs `fn` (and everything it starts) as part of the request `id`. */
export function withRequestId<T>(id: string, fn: () => T): T {
  return scope.run(id, fn);
}

/**
 * Express middleware, first of an app: picks the request's id, answers it in `X-Request-Id`
 * and runs the rest of the request under it.
 */
export function requestIds(): express.RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.headers);
    res.setHeader(REQUEST_ID_HEADER, id);
    scope.run(id, next);
  };
}
