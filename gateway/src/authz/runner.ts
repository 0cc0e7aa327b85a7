// Runs rows of the authz matrix against a running stack: every row as every column over
// GraphQL, each REST path the row names, and subscriptions over graphql-ws, compared with the
// table. Every differing cell is reported at once. matrix.test.ts runs the whole table with it;
// scripts/new-subgraph.test.ts runs a new subgraph's rows the same way.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ACTORS, type Actor, type Fixtures, type RestCase, type Row, type Shows } from '@pulse/kit/authz';
import type { SubgraphEntry } from '@pulse/kit/registry';
import { client, collect, restClient, settle, type Stack } from '@pulse/dev-env';
import { restTablesOf } from '../rest/service-routes.js';
import { routeKey } from './coverage.js';
import { tokenOf } from './fixtures.js';

/** One stack, its fixtures, and what each REST route declares (`auth`), by `METHOD /path`. */
export interface MatrixRun {
  stack: Stack;
  f: Fixtures;
  /** OpenAPI promises a 401 to anonymous callers of `member` routes. */
  declaredAuth: Map<string, string>;
}

export async function matrixRun(stack: Stack, f: Fixtures, entries: readonly SubgraphEntry[]): Promise<MatrixRun> {
  const declaredAuth = new Map((await restTablesOf(entries)).flatMap((t) => t.routes.map((r) => [routeKey(r), r.auth] as const)));
  return { stack, f, declaredAuth };
}

/** Everything at a dotted path; `*` walks a list. */
function valuesAt(data: unknown, path: string): unknown[] {
  let current: unknown[] = [data];
  for (const key of path.split('.')) {
    current = current.flatMap((value): unknown[] => {
      if (key === '*') return Array.isArray(value) ? value : [];
      return value !== null && typeof value === 'object' ? [(value as Record<string, unknown>)[key]] : [];
    });
  }
  return current;
}

const shown = (f: Fixtures, data: unknown, shows: Shows | undefined, made?: string) => !shows || valuesAt(data, shows[0]).includes(shows[1](f, made));
/** A GraphQL error's code, a REST or socket error's `code`, or what the error says when it has none. */
function codeOf(error: unknown): string {
  const e = error as { extensions?: { code?: string }; code?: string | number; message?: string } | null | undefined;
  return String(e?.extensions?.code ?? e?.code ?? `no code: ${e?.message ?? JSON.stringify(error)}`);
}

/** Runs tasks with at most `limit` at a time (the stack shares 2 cores with the test). */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}

export interface Cell {
  row: Row;
  actor: Actor;
  /** 'GraphQL' or the REST route. */
  via: string;
  expected: string;
  got: string;
  /** A REST answer that contradicts what its route declares, whatever the table expects. */
  contradiction?: string;
}

const describeCell = (c: Cell) => `${c.row.operation} (${c.row.about}) as ${c.actor} via ${c.via}: expected ${c.expected}, got ${c.got}`;

async function tokenFor({ f }: MatrixRun, row: Row, actor: Actor): Promise<string | undefined> {
  if (row.freshSession && actor !== 'anonymous' && actor !== 'suspended') return f.fresh.session(f.members[actor]);
  return tokenOf(f, actor);
}

async function graphqlCell(run: MatrixRun, row: Row, actor: Actor): Promise<Cell> {
  const { stack, f } = run;
  const made = await row.made?.(f, actor);
  const variables = (await row.variables?.(f, actor, made)) ?? {};
  const r = await client(stack)(row.document, variables, await tokenFor(run, row, actor));
  const got = r.errors?.length ? codeOf(r.errors[0]) : shown(f, r.data, row.shows, made) ? 'allowed' : 'hidden';
  return { row, actor, via: 'GraphQL', expected: row.expect[actor], got };
}

async function restCell(run: MatrixRun, row: Row, rest: RestCase, actor: Actor): Promise<Cell> {
  const { stack, f, declaredAuth } = run;
  const [method, template] = rest.route.split(' ');
  const made = await row.made?.(f, actor);
  const request = (await rest.request?.(f, actor, made)) ?? {};
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? `missing-${name}`));
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  // A body on every write: a JSON content type is what lets an anonymous write past CSRF checks.
  const body = request.body ?? (method === 'GET' ? undefined : {});
  const reply = await restClient(() => stack)(method, path + query, { token: await tokenFor(run, row, actor), body });
  const ok = reply.status >= 200 && reply.status < 300;
  const got = ok ? (shown(f, reply.json, rest.shows, made) ? 'allowed' : 'hidden') : String(reply.json?.code ?? `HTTP ${reply.status}`);
  const contradiction =
    actor === 'anonymous' && declaredAuth.get(rest.route) === 'member' && got !== 'UNAUTHENTICATED'
      ? `${rest.route} is declared auth: 'member' (OpenAPI promises 401 without a token) but answered an anonymous caller ${got}: declare it 'optional' or refuse`
      : undefined;
  return { row, actor, via: rest.route, expected: rest.expect?.[actor] ?? row.expect[actor], got, contradiction };
}

/** Differing cells, and pending rows that no longer differ anywhere. */
function verdict(rows: readonly Row[], cells: Cell[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const own = cells.filter((c) => c.row === row);
    if (!own.length) continue;
    const wrong = own.filter((c) => c.got !== c.expected);
    if (row.pending) {
      if (!wrong.length) problems.push(`${row.operation} (${row.about}) now matches the table: remove its \`pending\` note (${row.pending})`);
    } else {
      problems.push(...wrong.map(describeCell));
    }
    problems.push(...own.flatMap((c) => (c.contradiction ? [c.contradiction] : [])));
  }
  return [...new Set(problems)];
}

export const isSubscription = (row: Row) => /^\s*subscription\b/.test(row.document);

/** The cells of the queries and mutations among `rows` and their REST paths, and what differs from the table. */
export async function runQueriesAndMutations(run: MatrixRun, rows: readonly Row[]): Promise<{ cells: Cell[]; problems: string[] }> {
  const tasks: (() => Promise<Cell>)[] = [];
  for (const row of rows.filter((r) => !isSubscription(r))) {
    for (const actor of ACTORS) {
      tasks.push(() => graphqlCell(run, row, actor));
      for (const rest of row.rest ?? []) tasks.push(() => restCell(run, row, rest, actor));
    }
  }
  const cells = await pool(tasks, 6);
  return { cells, problems: verdict(rows, cells) };
}

/** The cells of the subscriptions among `rows`, and what differs from the table. */
export async function runSubscriptions(run: MatrixRun, rows: readonly Row[]): Promise<{ cells: Cell[]; problems: string[] }> {
  const { stack, f } = run;
  const connections = new Map<Actor, Client>();
  const opened: Client[] = [];
  /** A client once the server accepted its connection, or the close code it refused it with. */
  const connect = async (actor: Actor): Promise<Client | string> => {
    const token = tokenOf(f, actor);
    const c = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: false,
      onNonLazyError: () => {},
    });
    opened.push(c);
    return new Promise<Client | string>((resolve) => {
      c.on('connected', () => resolve(c));
      c.on('closed', (event) => resolve(`closed ${(event as { code?: number }).code}`));
    });
  };
  try {
    for (const actor of ['stranger', 'owner', 'moderator', 'admin'] as const) {
      const socket = await connect(actor);
      if (typeof socket === 'string') throw new Error(`${actor} could not connect: ${socket}`);
      connections.set(actor, socket);
    }
    const cells: Cell[] = [];
    await Promise.all(
      rows.filter(isSubscription).map(async (row) => {
        const started = await Promise.all(
          ACTORS.map(async (actor) => {
            // Anonymous and suspended callers try a connection of their own for every row.
            const socket = connections.get(actor) ?? (await connect(actor));
            if (typeof socket === 'string') return { actor, refused: socket };
            return { actor, sub: collect(socket, row.document, (await row.variables?.(f, actor)) ?? {}) };
          }),
        );
        // graphql-ws does not acknowledge a subscribe (and the argument check takes a lookup), so
        // an event may come before a subscription is in place: until every caller expected to
        // get it has one, the event is made again (up to 4 times), and any of them counts.
        const made = new Set<string | undefined>();
        const received = (s: (typeof started)[number]) => s.sub?.results.some((data) => !row.trigger || [...made].some((m) => shown(f, data, row.shows, m))) ?? false;
        const settled = (s: (typeof started)[number]) => {
          if (!s.sub || s.sub.errors.length) return true;
          // A refusal is expected: wait for it; a delivery is expected: wait for it.
          if (row.expect[s.actor] === 'allowed') return received(s);
          return row.expect[s.actor] === 'hidden';
        };
        for (let attempt = 0; attempt < 4 && !started.every(settled); attempt++) {
          await settle(300);
          if (row.trigger) made.add(await row.trigger(f));
          const deadline = Date.now() + 5_000;
          while (!started.every(settled) && Date.now() < deadline) await settle(50);
        }
        // The callers expected to get the event have it: give the others the same moment more.
        await settle(500);
        for (const s of started) {
          let got: string;
          if (s.refused) got = /4401|4403/.test(s.refused) ? 'UNAUTHENTICATED' : s.refused;
          else if (s.sub!.errors.length) {
            const first = s.sub!.errors[0];
            got = codeOf(Array.isArray(first) ? first[0] : first);
          } else got = received(s) ? 'allowed' : 'hidden';
          s.sub?.dispose();
          cells.push({ row, actor: s.actor, via: 'graphql-ws', expected: row.expect[s.actor], got });
        }
      }),
    );
    return { cells, problems: verdict(rows, cells) };
  } finally {
    for (const c of opened) await c.dispose();
  }
}
