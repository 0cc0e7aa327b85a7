// Each caller's share of the gateway (issue 18, item 10): a member (the verified subject of
// their bearer token) or, signed out, a client address may have `concurrent` requests of
// /graphql and /api being worked on at once; the next `queue` wait in order, unread, and are
// served as earlier ones end; any more are refused at once with 429 and RATE_LIMITED. All of
// it happens before the body is read, parsed, planned or sent to a subgraph, so a member who
// fires hundreds of requests costs the gateway a token check and a short answer for each one
// past the queue, and the subgraphs nothing. Other callers have their own budgets and never
// wait behind theirs. The gateway keeps two: one for requests, one for uploads (server.ts).
// Why these limits and not a rate: docs/decisions.md "A per-member request budget at the gateway".
import type http from 'node:http';
import type express from 'express';
import { bearerToken, isApiToken, limitAddressOf, sendJson, type TokenClaims, type TokenService } from '@pulse/kit';

export interface MemberBudgetLimits {
  /** Requests one caller may have in progress at once. */
  concurrent: number;
  /** Requests of one caller that wait for a place, in order, beyond those; more are refused. */
  queue: number;
}

/** What the refusal tells a client to wait, in seconds: about one request's time, for the queue to move. */
export const BUDGET_RETRY_AFTER_SECONDS = 1;
export const BUDGET_MESSAGE = 'Too many requests at once. Please wait a moment and try again.';

export interface BudgetUsage {
  running: number;
  queued: number;
}

interface Account {
  running: number;
  waiting: (() => void)[];
}

/** Writes the 429 in the shape of the path's API (the Retry-After header is already set). */
export type BudgetRefusal = (res: http.ServerResponse) => void;

export interface MemberBudget {
  /** Express middleware. */
  middleware(answerRefusal: BudgetRefusal): express.RequestHandler;
  /** The same for kit's lean /graphql path: true when the request may go on, false when refused or its client left. */
  admit(req: http.IncomingMessage, res: http.ServerResponse, answerRefusal: BudgetRefusal): Promise<boolean>;
  /** A caller's requests now: `member:<id>` or `address:<ip>` (tests, the benchmark). */
  usage(key: string): BudgetUsage;
  /** Requests refused since the gateway started. */
  refused(): number;
  /** Resolves at the first change of any caller's usage after which `check` holds (tests wait on it, not on time). */
  when(check: () => boolean): Promise<void>;
}

/**
 * A member's key is the token's verified subject (signature and expiry; the subgraphs still
 * check revocation): a forged or expired token is counted against the address it came from,
 * so inventing tokens does not give a caller fresh budgets.
 */
export async function budgetKeyOf(
  authorization: string | undefined,
  clientIp: string,
  tokens: TokenService,
  /** An API token's member (kit RevocationStore.apiTokenClaims): an app acting for a member shares the member's places. */
  apiTokenClaims?: (token: string) => Promise<TokenClaims | undefined>,
): Promise<string> {
  const token = bearerToken(authorization);
  if (token) {
    const claims = isApiToken(token) ? await apiTokenClaims?.(token).catch(() => undefined) : await tokens.verify(token).catch(() => undefined);
    if (claims) return `member:${claims.userId}`;
  }
  // An IPv6 caller counts by its /64: it could otherwise take a fresh address per request.
  return `address:${limitAddressOf(clientIp)}`;
}

export function memberBudget(limits: MemberBudgetLimits, keyOf: (req: http.IncomingMessage) => Promise<string>): MemberBudget {
  const accounts = new Map<string, Account>();
  const watchers = new Set<() => void>();
  let refusedCount = 0;
  const changed = () => {
    for (const watcher of [...watchers]) watcher();
  };

  /** Gives the place back: to the next one waiting, or the account is forgotten when idle. */
  const leave = (key: string, account: Account) => {
    const next = account.waiting.shift();
    if (next) next();
    else {
      account.running -= 1;
      if (account.running === 0) accounts.delete(key);
    }
    changed();
  };

  /**
   * One request of `key`: `go` now or when its turn comes, or refused at once; `gone` when the
   * client left before it could go (or was refused). Both paths (Express, lean) take this one.
   */
  const enter = (key: string, req: http.IncomingMessage, res: http.ServerResponse, answerRefusal: BudgetRefusal, go: () => void, gone: () => void) => {
    // The client may have gone while its token was checked.
    if (res.writableEnded || req.socket.destroyed) return gone();
    let account = accounts.get(key);
    if (!account) accounts.set(key, (account = { running: 0, waiting: [] }));
    const own = account;
    // 'close' comes when the answer has been sent or the connection is gone, whichever first.
    const start = () => {
      res.once('close', () => leave(key, own));
      go();
    };
    if (own.running < limits.concurrent) {
      own.running += 1;
      changed();
      start();
    } else if (own.waiting.length < limits.queue) {
      let waiting = true;
      // A place handed over by leave(): `running` stays as it is.
      const turn = () => {
        waiting = false;
        start();
      };
      own.waiting.push(turn);
      // A caller who gives up while waiting leaves the line.
      res.once('close', () => {
        if (!waiting) return;
        waiting = false;
        own.waiting.splice(own.waiting.indexOf(turn), 1);
        if (own.running === 0 && own.waiting.length === 0) accounts.delete(key);
        changed();
        gone();
      });
      changed();
    } else {
      refusedCount += 1;
      if (own.running === 0 && own.waiting.length === 0) accounts.delete(key);
      res.setHeader('Retry-After', String(BUDGET_RETRY_AFTER_SECONDS));
      answerRefusal(res);
      changed();
      gone();
    }
  };

  return {
    middleware(answerRefusal) {
      return (req, res, next) => {
        void keyOf(req).then(
          (key) => enter(key, req, res, answerRefusal, next, () => {}),
          (error: unknown) => next(error),
        );
      };
    },
    async admit(req, res, answerRefusal) {
      const key = await keyOf(req);
      return new Promise<boolean>((resolve) =>
        enter(
          key,
          req,
          res,
          answerRefusal,
          () => resolve(true),
          () => resolve(false),
        ),
      );
    },
    usage(key) {
      const account = accounts.get(key);
      return { running: account?.running ?? 0, queued: account?.waiting.length ?? 0 };
    },
    refused: () => refusedCount,
    when(check) {
      if (check()) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const watcher = () => {
          if (!check()) return;
          watchers.delete(watcher);
          resolve();
        };
        watchers.add(watcher);
      });
    },
  };
}

/** The refusal as /graphql answers errors. */
export function graphqlRefusal(res: http.ServerResponse): void {
  sendJson(res, 429, { errors: [{ message: BUDGET_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfter: BUDGET_RETRY_AFTER_SECONDS } }] });
}

/**
 * The refusal as the OAuth server answers errors (RFC 6749 5.2: `error`, `error_description`),
 * for the paths oauth-proxy.ts forwards. None of 5.2's token-endpoint codes means "try again";
 * `temporarily_unavailable` (RFC 6749 4.1.2.1, the authorization endpoint's) does, OAuth client
 * libraries know it, and the proxy already answers it when accounts cannot be reached.
 */
export function oauthRefusal(res: http.ServerResponse): void {
  sendJson(res, 429, { error: 'temporarily_unavailable', error_description: BUDGET_MESSAGE });
}

/** The refusal as the REST paths answer errors (rest/mount.ts). */
export function restRefusal(res: http.ServerResponse): void {
  sendJson(res, 429, { message: BUDGET_MESSAGE, code: 'RATE_LIMITED', retryAfter: BUDGET_RETRY_AFTER_SECONDS });
}
