// A subgraph dies under load: only its fields fail (the others answer, the errors name the
// service, no 500), the realtime path of the others drops nothing, and once it is back on
// the same port the gateway uses it again within seconds, without a restart of its own.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSubgraph } from '@pulse/kit';
import { SUBGRAPHS } from '@pulse/kit/registry';
import { caller, collect, loadSubgraph, members as newMembers, listening, realtimeClients, type Stack, startStack, until } from '@pulse/dev-env';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const SEND = 'mutation($input: SendMessageInput!) { sendMessage(input: $input) { id clientId cursor } }';
const ON_MESSAGE = 'subscription($c: ID) { messageCreated(conversationId: $c) { id clientId cursor } }';
const POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
// One document over three subgraphs: accounts (me), messaging (conversations), social (feed, follower counts).
const MIXED = `{ me { id name followers } conversations { id } homeFeed(first: 5) { nodes { id } } }`;
const ACCOUNTS_AND_MESSAGING = '{ me { id name } conversations { id } unreadMessageCount }';
const SOCIAL_ONLY = '{ homeFeed(first: 5) { nodes { id } } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', MESSAGE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await stack?.stop();
});
const realtime = realtimeClients(() => stack);
afterEach(() => realtime.disposeAll());
const call = caller(() => stack);

/** A raw POST /graphql: the HTTP status as well as the body. */
async function post(
  query: string,
  token: string,
): Promise<{ status: number; body: { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } }> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('a subgraph outage', () => {
  it("fails only the dead subgraph's fields, naming it, keeps messages flowing, and recovers by itself on its return", async () => {
    const [ann, bob] = await newMembers(stack, 2);
    const c = (await call(CREATE, { t: bob.user.id }, ann)).createConversation.id as string;
    await call(POST, { input: { content: 'Ten miles this morning' } }, ann);
    const sent: string[] = [];
    const send = async (clientId: string) => {
      await call(SEND, { input: { conversationId: c, body: clientId, clientId } }, ann);
      sent.push(clientId);
    };
    const bobLive = collect(await realtime.connect(bob), ON_MESSAGE, { c }, (d) => d.messageCreated.clientId as string);
    await listening(bobLive);

    const healthy = await post(MIXED, ann.token);
    expect(healthy.status).toBe(200);
    expect(healthy.body.errors).toBeUndefined();
    expect(healthy.body.data.homeFeed.nodes).toHaveLength(1);
    for (let i = 0; i < 3; i++) await send(`before-${i}`);

    // Load all along: accounts and messaging reads that must always answer, and social reads
    // that answer or fail with social named, whatever moment the kill and the return hit them.
    let loading = true;
    const statuses: number[] = [];
    const otherErrors: unknown[] = [];
    const socialOutcomes = new Set<string>();
    const load = Promise.all([
      ...[ann, bob].map(async (member) => {
        while (loading) {
          const r = await post(ACCOUNTS_AND_MESSAGING, member.token);
          statuses.push(r.status);
          if (r.body.errors) otherErrors.push(r.body.errors);
        }
      }),
      (async () => {
        while (loading) {
          const r = await post(SOCIAL_ONLY, bob.token);
          statuses.push(r.status);
          if (!r.body.errors) socialOutcomes.add('answered');
          else for (const e of r.body.errors) socialOutcomes.add(`${String(e.extensions?.code)} ${String(e.extensions?.service)}`);
        }
      })(),
    ]);

    try {
      const index = stack.subgraphs.findIndex((s) => s.name === 'social');
      const social = stack.subgraphs[index];
      await social.stop();

      // Social's fields fail with an error that names the service, not a masked 500.
      const socialError = { message: 'The social service is unavailable; try again shortly', extensions: { code: 'SERVICE_UNAVAILABLE', service: 'social' } };
      for (const query of [SOCIAL_ONLY, MIXED, '{ me { id followers } }']) {
        const down = await post(query, ann.token);
        expect(down.status, query).toBe(200);
        expect(down.body.errors!.length, query).toBeGreaterThan(0);
        for (const error of down.body.errors!) expect(error, query).toMatchObject(socialError);
        // Every root field is non-null, so a failed social field nulls the whole answer (GraphQL's rule).
        expect(down.body.data, query).toBeNull();
      }
      for (let i = 0; i < 3; i++) await send(`during-${i}`);
      const others = await post(ACCOUNTS_AND_MESSAGING, bob.token);
      expect(others.status).toBe(200);
      expect(others.body.errors).toBeUndefined();

      // Back on the same port: the gateway finds it again by itself.
      const def = await loadSubgraph(SUBGRAPHS.find((s) => s.name === 'social')!);
      const back = await startSubgraph(def, { config: stack.config, databaseUrl: stack.database.url, port: social.port });
      stack.subgraphs[index] = back;
      // Counted in attempts, not milliseconds (a busy machine must not fail this): the gateway
      // needs no restart or reload to answer social's fields again.
      let recovered = false;
      for (let attempt = 0; attempt < 200 && !recovered; attempt++) {
        const r = await post(MIXED, ann.token);
        if (r.status === 200 && !r.body.errors) {
          recovered = true;
          expect(r.body.data.homeFeed.nodes).toHaveLength(1);
        } else await new Promise((r) => setTimeout(r, 50)); // a pause between attempts
      }
      expect(recovered, "the gateway answers social's fields again").toBe(true);
      for (let i = 0; i < 3; i++) await send(`after-${i}`);
    } finally {
      loading = false;
      await load;
    }
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(otherErrors).toEqual([]);
    expect([...socialOutcomes].sort()).toEqual(['SERVICE_UNAVAILABLE social', 'answered']);
    await until(() => bobLive.results.length === sent.length, 'every message reaches Bob');
    expect(bobLive.results).toEqual(sent);
    expect(bobLive.errors).toEqual([]);
  });
});
