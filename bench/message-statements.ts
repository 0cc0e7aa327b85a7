// `npm run bench:message-statements`: the PostgreSQL statements one chat message costs, from
// the send to both members holding it on the web client's always-open subscriptions, counted
// by what they do. A count, not a time: it does not depend on how busy the machine is, so it
// shows what a change to the send or the realtime lookups saves (docs/realtime.md).
//
// The whole stack runs in this process (dev-env's startStack) so dev-env's recordSql sees
// every subgraph's and the gateway's statements. Background timers (relay polls, rate-limit
// pruning) may land inside the recording; each run is repeated and the lowest count kept.
import { parseArgs } from 'node:util';
import { alwaysOpenSubscriptions, gql, realtimeClients, recordSql, registerMember, startStack, until, type Stack } from '@pulse/dev-env';
import { benchDatabase } from './bench-database.js';

/** Timers of other capabilities that may fire inside a recording: durable jobs' polls, the ring timeout. */
const BACKGROUND = /pgboss|\bjob\b|'RINGING'/;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, print: { type: 'boolean', default: false } } });
const RUNS = Number(values.runs);

/** A statement reduced to what it does: the verb and the tables it names, without values. */
function kindOf(statement: string): string {
  const text = statement.replace(/\s+/g, ' ').trim();
  const verb = /^(\w+)/.exec(text)?.[1]?.toLowerCase() ?? '?';
  if (['begin', 'commit', 'rollback', 'savepoint', 'release'].includes(verb)) return verb;
  if (/pg_advisory_xact_lock/.test(text)) return 'advisory lock';
  const tables = [...new Set([...text.matchAll(/(?:from|into|update|join) "?(?:\w+"?\.)?"?(\w+)"?/gi)].map((m) => m[1]))];
  return `${verb} ${tables.join(', ')}`;
}

const stopDatabase = await benchDatabase();
let stack: Stack | undefined;
try {
  stack = await startStack({ env: { LOG_LEVEL: 'warn' } });
  const s = stack;
  const [alice, bob] = [await registerMember(s), await registerMember(s)];
  const gqlAs = async (token: string, query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await gql(s.graphqlUrl, query, variables, token);
    if (errors?.length) throw new Error(errors[0].message);
    return data;
  };
  const conversationId = (await gqlAs(alice.token, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: bob.user.id })).createConversation
    .id as string;

  // Both members on every always-open document, counting what each receives.
  const clients = realtimeClients(() => s);
  const received = { messages: 0, updates: 0 };
  for (const member of [alice, bob]) {
    const client = await clients.connect(member);
    for (const [name, query] of alwaysOpenSubscriptions()) {
      client.subscribe(
        { query },
        {
          next: () => {
            if (name === 'MessageCreated') received.messages++;
            if (name === 'ConversationUpdated') received.updates++;
          },
          error: () => {},
          complete: () => {},
        },
      );
    }
  }
  await new Promise((r) => setTimeout(r, 500));

  const send = (n: number) =>
    gqlAs(alice.token, 'mutation($i: SendMessageInput!) { sendMessage(input: $i) { id } }', { i: { conversationId, body: `statements ${n}`, clientId: `st-${n}` } });
  // One message outside the count: first-use work (plans, prepared lookups) is not per message.
  await send(0);
  await until(() => received.messages >= 2 && received.updates >= 2, 'the warm-up message');

  let best: string[] | undefined;
  for (let run = 1; run <= RUNS; run++) {
    const before = { ...received };
    const recording = recordSql();
    await send(run);
    await until(() => received.messages >= before.messages + 2 && received.updates >= before.updates + 2, `message ${run} at both members`);
    // The relay marks the event published after handing it over: let that land in the count.
    await new Promise((r) => setTimeout(r, 300));
    const statements = recording.stop().filter((statement) => !BACKGROUND.test(statement));
    if (!best || statements.length < best.length) best = statements;
  }
  const byKind = new Map<string, number>();
  for (const statement of best!) byKind.set(kindOf(statement), (byKind.get(kindOf(statement)) ?? 0) + 1);
  console.log(`one message from send to both members on ${alwaysOpenSubscriptions().size} subscriptions each: ${best!.length} statements (lowest of ${RUNS} runs)`);
  for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(3)}  ${kind}`);
  // --print: every statement in the order issued, to see which request issued it.
  if (values.print) for (const statement of best!) console.log(`\n${statement.replace(/\s+/g, ' ').slice(0, 400)}`);
} finally {
  await stack?.stop();
  await stopDatabase();
}
