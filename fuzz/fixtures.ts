// Real objects to aim at, created through the public API: the fuzzing member with a post, a
// poll, a conversation with a message, a call and a notification of their own, and a stranger
// with the same (the "ids of other objects"). Arguments other than the fuzzed one get these,
// so the hostile value gets past "not found" and reaches the code behind it.
import type { IdPools } from './values.js';

export interface Identity {
  token: string;
  userId: string;
  email: string;
  password: string;
}

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`fixture ${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

let count = 0;
export async function register(graphqlUrl: string): Promise<Identity> {
  const suffix = `${Date.now().toString(36)}${(count++).toString(36)}`;
  const input = { email: `fuzzer_${suffix}@example.com`, password: 'correct-horse-battery-42', name: `Fuzzer ${suffix}`, username: `fz_${suffix}` };
  const data = await gql<{ register: { token: string; user: { id: string } } }>(
    graphqlUrl,
    'mutation($input: RegisterInput!) { register(input: $input) { token user { id } } }',
    { input },
  );
  return { token: data.register.token, userId: data.register.user.id, email: input.email, password: input.password };
}

/** A new token for a member whose token a fuzzed mutation revoked (logout, refresh). */
export async function login(graphqlUrl: string, who: Identity): Promise<string> {
  const data = await gql<{ login: { token: string } }>(graphqlUrl, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: who.email, password: who.password },
  });
  return data.login.token;
}

/** One member's objects: a post, a poll, a conversation with `partner` and a message in it, a call, a wearable sync job. */
async function objectsOf(url: string, owner: Identity, partner: Identity) {
  const post = await gql<{ createPost: { id: string } }>(url, 'mutation { createPost(input: { content: "fuzz fixture" }) { id } }', {}, owner.token);
  const poll = await gql<{ createPost: { poll: { id: string; options: { id: string }[] } } }>(
    url,
    'mutation { createPost(input: { content: "fuzz poll", type: POLL, poll: { options: ["a", "b"] } }) { poll { id options { id } } } }',
    {},
    owner.token,
  );
  const conversation = await gql<{ createConversation: { id: string } }>(
    url,
    'mutation($id: ID!) { createConversation(targetUserId: $id) { id } }',
    { id: partner.userId },
    owner.token,
  );
  const conversationId = conversation.createConversation.id;
  const message = await gql<{ sendMessage: { id: string } }>(
    url,
    'mutation($c: ID!) { sendMessage(input: { conversationId: $c, body: "fuzz fixture" }) { id } }',
    { c: conversationId },
    owner.token,
  );
  const call = await gql<{ createCall: { id: string } }>(url, 'mutation($r: ID!) { createCall(input: { recipientId: $r }) { id } }', { r: partner.userId }, owner.token);
  // A wearable sync job (sandbox device, steps only: quick).
  await gql(url, 'mutation { connectWearable(input: { provider: OURA, apiKey: "test_oura_12345" }) { id } }', {}, owner.token);
  const sync = await gql<{ syncWearables: { id: string }[] }>(url, 'mutation { syncWearables(input: { provider: OURA, dataTypes: [STEPS] }) { id } }', {}, owner.token);
  // A developer app with a webhook and one delivery (its test event), so app, webhook and delivery ids reach the code behind.
  const app = await gql<{ registerApp: { app: { id: string } } }>(
    url,
    'mutation { registerApp(input: { name: "fuzz app", redirectUris: ["https://app.example.com/cb"] }) { app { id } } }',
    {},
    owner.token,
  );
  const appId = app.registerApp.app.id;
  const hook = await gql<{ createWebhook: { webhook: { id: string } } }>(
    url,
    'mutation($a: ID!) { createWebhook(appId: $a, input: { url: "https://hooks.example.com/fuzz", events: ["post.created"] }) { webhook { id } } }',
    { a: appId },
    owner.token,
  );
  const webhookId = hook.createWebhook.webhook.id;
  const ping = await gql<{ pingWebhook: { id: string } }>(url, 'mutation($w: ID!) { pingWebhook(id: $w) { id } }', { w: webhookId }, owner.token);
  return {
    user: owner.userId,
    post: post.createPost.id,
    poll: poll.createPost.poll.id,
    pollOption: poll.createPost.poll.options[0].id,
    conversation: conversationId,
    message: message.sendMessage.id,
    call: call.createCall.id,
    syncJob: sync.syncWearables[0].id,
    app: appId,
    webhook: webhookId,
    webhookDelivery: ping.pingWebhook.id,
  };
}

async function firstNotification(url: string, who: Identity): Promise<string | undefined> {
  // Notifications are written from the outbox: give the relay a moment.
  for (let i = 0; i < 50; i++) {
    const data = await gql<{ notifications: { nodes: { id: string }[] } }>(url, '{ notifications(first: 1) { nodes { id } } }', {}, who.token);
    if (data.notifications.nodes[0]) return data.notifications.nodes[0].id;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

export interface Fixtures {
  member: Identity;
  stranger: Identity;
  pools: IdPools;
}

/** The fuzzing member, a stranger and a third member, with the objects above for the first two. */
export async function createFixtures(graphqlUrl: string): Promise<Fixtures> {
  const [member, stranger, third] = await Promise.all([register(graphqlUrl), register(graphqlUrl), register(graphqlUrl)]);
  const mine = await objectsOf(graphqlUrl, member, stranger);
  // The stranger's conversation and call are with the third member: the fuzzing member is in neither.
  const theirs = await objectsOf(graphqlUrl, stranger, third);
  // Each likes the other's post: a notification for both.
  await gql(graphqlUrl, 'mutation($id: ID!) { likePost(id: $id) { id } }', { id: theirs.post }, member.token);
  await gql(graphqlUrl, 'mutation($id: ID!) { likePost(id: $id) { id } }', { id: mine.post }, stranger.token);
  await gql(graphqlUrl, 'mutation($id: ID!) { follow(userId: $id) { id } }', { id: stranger.userId }, member.token);
  const [myNotification, theirNotification] = await Promise.all([firstNotification(graphqlUrl, member), firstNotification(graphqlUrl, stranger)]);
  return {
    member,
    stranger,
    pools: {
      mine: { ...mine, notification: myNotification },
      theirs: { ...theirs, notification: theirNotification },
    },
  };
}
