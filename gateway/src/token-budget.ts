// Hourly points budgets of API tokens (issue 25, docs/developer-platform.md "Limits per app and
// token"). Each operation an API token runs spends its estimated cost (limits.ts operationCost,
// at least 1) from the budget of its subject: one OAuth grant (an app acting for one member,
// whichever access token of it is used this hour) or one personal access token. Members' own
// logins and signed-out callers are not counted here (they have member-budget.ts).
//
// - Fixed hours on the gateway's clock (the stack's TestClock in tests): a budget is full again
//   at the top of the next hour.
// - The hour's points live in Redis when the gateway has one (kit's points-budget.ts), else in
//   platform.api_budgets, so every gateway process spends from the same budget; one script or
//   statement spends them only when they fit, so parallel requests never overspend.
// - An operation that does not fit is not run: 429, RATE_LIMITED, extensions.retryAfter (seconds
//   to the reset) and Retry-After. It spends nothing, so a cheaper one may still pass.
// - Every answer to an API token carries X-RateLimit-* headers and extensions.rateLimit.
// - Usage (requests, points, refusals per subject and hour) is added up in memory and written
//   every few seconds and on close, never in a request's path (platform.api_usage).
import type http from 'node:http';
import type pg from 'pg';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { authenticate, bearerToken, createLogger, isApiToken, redisPointsBudget, type PointsBudgetStore, type RevocationStore, type TokenService } from '@pulse/kit';
import type { Clock } from '@pulse/kit/clock';
import type { GatewayContext } from './context.js';
import { operationCost } from './limits.js';

const log = createLogger('gateway.token-budget');

const HOUR_MS = 3_600_000;
/** How often the usage added up in memory is written. */
export const USAGE_FLUSH_MS = 5_000;
/** Usage rows older than this are deleted (the charts show 30 days). */
const USAGE_KEPT_DAYS = 35;

export const TOKEN_BUDGET_MESSAGE = "This token's hourly points budget is spent. It is full again at the top of the hour.";

/** Who spends: the subject of a budget, and what its usage rows are filed under. */
export interface BudgetSubject {
  key: string;
  userId: string;
  appId: string | null;
  tokenId: string | null;
}

/** What an answer tells the caller about their budget (extensions.rateLimit, X-RateLimit-*). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  used: number;
  /** What this operation cost (or would have cost, when refused). */
  cost: number;
  resetAt: string;
  /** Refused: seconds until the reset. */
  retryAfter?: number;
}

/** The box a metered request's context carries; the plugin fills it (Apollo clones the context shallowly, so the box is shared). */
export interface RateLimitBox {
  state?: RateLimitState;
}

/**
 * The subject of an API token's claims: a personal token is its own subject; an OAuth token
 * spends from its app's grant of the member, so that refreshing (a new access token every
 * hour) does not give an app a fresh budget.
 */
export function subjectOf(apiToken: { kind: string; id: string; appId: string | null }, userId: string): BudgetSubject {
  if (apiToken.kind === 'oauth' && apiToken.appId) return { key: `grant:${apiToken.appId}:${userId}`, userId, appId: apiToken.appId, tokenId: null };
  return { key: `token:${apiToken.id}`, userId, appId: null, tokenId: apiToken.id };
}

interface UsageCounts {
  subject: BudgetSubject;
  hour: number;
  requests: number;
  points: number;
  refusals: number;
}

export interface TokenBudget {
  /** Apollo plugin: spends, refuses and reports on every metered operation of an API token. */
  plugin: ApolloServerPlugin<GatewayContext>;
  /** The subject of a bearer header: undefined for a login token, an anonymous caller or a dead token. */
  subjectOf(authorization: string | undefined): Promise<BudgetSubject | undefined>;
  /** Spends `cost` of the subject's budget this hour, or refuses without spending. */
  spend(subject: BudgetSubject, cost: number): Promise<RateLimitState>;
  /** Writes the usage added up so far (tests call it instead of waiting for the timer). */
  flush(): Promise<void>;
  /** Resolves once the budgets' store answers. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface TokenBudgetOptions {
  pool: pg.Pool;
  /** Keep the hours' points in this Redis (shared with the gateway's other uses of it); PostgreSQL when absent. */
  redisUrl?: string;
  clock: Clock;
  pointsPerHour: number;
  tokens: TokenService;
  revocations: RevocationStore;
}

/** The hours' points in PostgreSQL: adds the cost only when it fits; otherwise reads what is used. */
function postgresPoints(pool: pg.Pool): PointsBudgetStore {
  return {
    async spend(key, windowStart, _windowMs, cost, limit) {
      // The outer SELECT sees the row as it was before this statement, which is what a refusal reports.
      const { rows } = await pool.query<{ used: number; spent: boolean }>(
        `WITH spent AS (
           INSERT INTO platform.api_budgets AS b (subject, window_start, used)
           SELECT $1::text, $2::timestamptz, $3::int WHERE $3::int <= $4::int
           ON CONFLICT (subject, window_start) DO UPDATE SET used = b.used + excluded.used WHERE b.used + excluded.used <= $4::int
           RETURNING used
         )
         SELECT used, true AS spent FROM spent
         UNION ALL
         SELECT used, false AS spent FROM platform.api_budgets WHERE subject = $1::text AND window_start = $2::timestamptz AND NOT EXISTS (SELECT 1 FROM spent)`,
        [key, new Date(windowStart), cost, limit],
      );
      return { spent: rows[0]?.spent === true, used: rows[0]?.used ?? 0 };
    },
    ready: async () => {},
    close: async () => {},
  };
}

export function tokenBudget(opts: TokenBudgetOptions): TokenBudget {
  const { pool, clock, pointsPerHour: limit } = opts;
  const points = opts.redisUrl ? redisPointsBudget(opts.redisUrl) : postgresPoints(pool);
  const pending = new Map<string, UsageCounts>();
  let lastPruneHour = 0;

  const record = (subject: BudgetSubject, hour: number, spent: boolean, cost: number) => {
    const id = `${subject.key}@${hour}`;
    let counts = pending.get(id);
    if (!counts) pending.set(id, (counts = { subject, hour, requests: 0, points: 0, refusals: 0 }));
    if (spent) {
      counts.requests += 1;
      counts.points += cost;
    } else counts.refusals += 1;
  };

  const subjectOfHeader = async (authorization: string | undefined): Promise<BudgetSubject | undefined> => {
    // A login token (a JWT) or no token: not metered, and not even looked at here.
    const token = bearerToken(authorization);
    if (!token || !isApiToken(token)) return undefined;
    const auth = await authenticate(authorization, opts.tokens, opts.revocations).catch(() => undefined);
    const apiToken = auth?.claims?.apiToken;
    // A dead token spends nothing: the subgraphs answer it UNAUTHENTICATED.
    if (!auth?.user || !apiToken) return undefined;
    return subjectOf(apiToken, auth.user.id);
  };

  const spend = async (subject: BudgetSubject, cost: number): Promise<RateLimitState> => {
    const now = clock.now().getTime();
    const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
    const resetAt = hour + HOUR_MS;
    const { spent, used } = await points.spend(subject.key, hour, HOUR_MS, cost, limit);
    record(subject, hour, spent, cost);
    return {
      limit,
      used,
      remaining: Math.max(0, limit - used),
      cost,
      resetAt: new Date(resetAt).toISOString(),
      ...(spent ? {} : { retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)) }),
    };
  };

  const flush = async () => {
    if (pending.size) {
      const batch = [...pending.values()];
      pending.clear();
      try {
        await pool.query(
          `INSERT INTO platform.api_usage AS u (subject, hour, user_id, app_id, token_id, requests, points, refusals)
           SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bigint[], $8::int[])
           ON CONFLICT (subject, hour) DO UPDATE SET
             requests = u.requests + excluded.requests, points = u.points + excluded.points, refusals = u.refusals + excluded.refusals`,
          [
            batch.map((c) => c.subject.key),
            batch.map((c) => new Date(c.hour)),
            batch.map((c) => c.subject.userId),
            batch.map((c) => c.subject.appId),
            batch.map((c) => c.subject.tokenId),
            batch.map((c) => c.requests),
            batch.map((c) => c.points),
            batch.map((c) => c.refusals),
          ],
        );
      } catch (error) {
        // Put the counts back: the next flush tries again.
        for (const counts of batch) {
          const id = `${counts.subject.key}@${counts.hour}`;
          const now = pending.get(id);
          if (!now) pending.set(id, counts);
          else {
            now.requests += counts.requests;
            now.points += counts.points;
            now.refusals += counts.refusals;
          }
        }
        log.warn('could not write API usage', { error: String(error) });
        return;
      }
    }
    // Once an hour: past hours' budgets and usage older than the charts show.
    const hour = Math.floor(clock.now().getTime() / HOUR_MS) * HOUR_MS;
    if (hour === lastPruneHour) return;
    lastPruneHour = hour;
    await pool
      .query(`DELETE FROM platform.api_budgets WHERE window_start < $1`, [new Date(hour)])
      .then(() => pool.query(`DELETE FROM platform.api_usage WHERE hour < $1`, [new Date(hour - USAGE_KEPT_DAYS * 24 * HOUR_MS)]))
      .catch((error: unknown) => log.warn('could not prune API budgets', { error: String(error) }));
  };

  let flushing: Promise<void> = Promise.resolve();
  const flushInTurn = () => (flushing = flushing.then(flush));
  const timer = setInterval(() => void flushInTurn(), USAGE_FLUSH_MS);
  timer.unref();

  const plugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart({ contextValue }) {
      const box = contextValue.rateLimit;
      if (!box) return;
      return {
        async didResolveOperation({ document, operation, schema }) {
          const subject = await subjectOfHeader(contextValue.authorization);
          if (!subject || !operation) return;
          // The budget's database failing does not take the API down with it: the operation
          // runs unmetered (the subgraphs need the database anyway, and answer for themselves).
          const state = await spend(subject, costOf(schema, document, operation)).catch((error: unknown) => {
            log.warn('could not spend from an API token budget', { error: String(error) });
            return undefined;
          });
          if (!state) return;
          box.state = state;
          if (state.retryAfter !== undefined) throw budgetRefusal(state);
        },
        async willSendResponse({ response }) {
          const state = box.state;
          if (!state) return;
          for (const [name, value] of Object.entries(rateLimitHeaders(state))) response.http.headers.set(name, value);
          if (response.body.kind === 'single') {
            const result = response.body.singleResult;
            result.extensions = { ...result.extensions, rateLimit: publicState(state) };
          }
        },
      };
    },
  };

  return {
    plugin,
    subjectOf: subjectOfHeader,
    spend,
    flush: flushInTurn,
    ready: () => points.ready(),
    async close() {
      clearInterval(timer);
      await flushInTurn();
      await points.close();
    },
  };
}

/** At least 1: an operation of only `__typename` still made a request. */
export function costOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number {
  return Math.max(1, operationCost(schema, document, operation));
}

/** extensions.rateLimit: what the contract names (retryAfter goes in the error's extensions). */
export function publicState(state: RateLimitState): Omit<RateLimitState, 'retryAfter'> {
  const { limit, remaining, used, cost, resetAt } = state;
  return { limit, remaining, used, cost, resetAt };
}

/** The headers GitHub's API answers with (X-RateLimit-Reset in Unix seconds), plus Retry-After on a refusal. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-used': String(state.used),
    'x-ratelimit-reset': String(Math.floor(Date.parse(state.resetAt) / 1000)),
    ...(state.retryAfter !== undefined ? { 'retry-after': String(state.retryAfter) } : {}),
  };
}

/** The refusal: 429 over HTTP, RATE_LIMITED with retryAfter everywhere. */
export function budgetRefusal(state: RateLimitState): GraphQLError {
  return new GraphQLError(TOKEN_BUDGET_MESSAGE, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter: state.retryAfter,
      // Apollo answers with this status and drops `http` from the answer; Retry-After is set with the other headers.
      http: { status: 429 },
    },
  });
}

/** Sets the headers on a REST answer (rest/mount.ts) from the box its operation filled. */
export function setRateLimitHeaders(res: http.ServerResponse, box: RateLimitBox | undefined): void {
  if (box?.state) for (const [name, value] of Object.entries(rateLimitHeaders(box.state))) res.setHeader(name, value);
}

/** A subscription's start spends like one operation; its events spend nothing (realtime-server.ts). */
export async function spendOnSubscribe(
  budget: Pick<TokenBudget, 'subjectOf' | 'spend'>,
  authorization: string | undefined,
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Promise<ExecutionResult['errors'] | undefined> {
  const subject = await budget.subjectOf(authorization);
  if (!subject) return undefined;
  const state = await budget.spend(subject, costOf(schema, document, operation)).catch((error: unknown) => {
    log.warn('could not spend from an API token budget', { error: String(error) });
    return undefined;
  });
  if (state?.retryAfter === undefined) return undefined;
  const refusal = budgetRefusal(state);
  return [new GraphQLError(refusal.message, { extensions: { code: 'RATE_LIMITED', retryAfter: state.retryAfter, rateLimit: publicState(state) } })];
}
