// End-to-end encrypted messages through the gateway, with real ts-mls devices: what one device
// sends, every other device of the conversation (the sender's own phone too) opens, while the
// server holds only ciphertext: a random marker sent in a message, a reaction and a reply is
// found in no text or binary column of any schema. Plaintext into the encrypted conversation,
// and envelopes that are not this group's current application messages, are refused.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  columnsHolding as holding,
  expectError,
  expectFailure,
  expectOk,
  gql,
  type Member,
  members as newMembers,
  ok,
  restClient,
  type Stack,
  startStack,
} from '@pulse/dev-env';
import { configureLogging, createLogger, type LogLevel } from '@pulse/kit';
import { encryptedConversation, type TestDevice } from '../e2ee/testing/mls-device.js';

const ENVELOPE = 'id senderId body clientId envelope { v kind epoch senderDeviceId mls }';
const SEND = `mutation($c: ID!, $input: EncryptedMessageInput!) { sendEncryptedMessage(conversationId: $c, input: $input) { ${ENVELOPE} } }`;
const MESSAGES = `query($c: ID) { messages(conversationId: $c, first: 100) { nodes { ${ENVELOPE} } } }`;
const UNREAD = 'query($c: ID!) { conversation(id: $c) { unreadCount } }';
const PLAIN = 'mutation($c: ID!) { sendMessage(input: { conversationId: $c, body: "in clear" }) { id } }';
const REACT = 'mutation($m: ID!) { toggleReaction(messageId: $m, emoji: "👍") { id } }';
const ENCRYPTED_CONVERSATION = 'This conversation is end-to-end encrypted: send an encrypted message (sendEncryptedMessage)';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const members = (n: number) => newMembers(stack, n);
const send = (device: TestDevice, conversationId: string, mls: string, extra: Record<string, unknown> = {}) =>
  device.ask(SEND, { c: conversationId, input: { deviceId: device.id, mls, ...extra } });

interface Envelope {
  id: string;
  senderId: string;
  body: string;
  clientId: string | null;
  envelope: { v: number; kind: string; epoch: number; senderDeviceId: string; mls: string } | null;
}
const messagesOf = async (device: TestDevice, conversationId: string): Promise<Envelope[]> => ok(await device.ask(MESSAGES, { c: conversationId })).messages.nodes;

const columnsHolding = (marker: string) => holding(stack, marker);

/** What the in-process stack writes to stdout and stderr from now until stop(), with every logger at debug level. */
function captureServerLogs(): { probe: string; stop(): string } {
  const chunks: string[] = [];
  const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
  const keep =
    (original: typeof process.stdout.write) =>
    (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return (original as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest);
    };
  process.stdout.write = keep(writes.out) as typeof process.stdout.write;
  process.stderr.write = keep(writes.err) as typeof process.stderr.write;
  configureLogging({ logLevel: 'debug', nodeEnv: 'test' });
  const probe = `log-probe-${randomBytes(6).toString('hex')}`;
  createLogger('messaging.test').debug(probe);
  return {
    probe,
    stop() {
      process.stdout.write = writes.out;
      process.stderr.write = writes.err;
      // Back to the tests' level (warn unless LOG_LEVEL says otherwise).
      configureLogging({ logLevel: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'warn', nodeEnv: 'test' });
      return chunks.join('');
    },
  };
}

describe('end-to-end encrypted messages', () => {
  let ann: Member, bob: Member;
  let conversationId: string, annLaptop: TestDevice, annPhone: TestDevice, bobLaptop: TestDevice;
  beforeAll(async () => {
    [ann, bob] = await members(2);
    ({ conversationId, annLaptop, annPhone, bobLaptop } = await encryptedConversation(stack.graphqlUrl, ann, bob));
  });

  it("is read by every device of the conversation, the sender's other devices too, and the server keeps no plaintext of a message, a reaction or a reply", async () => {
    const marker = `marker-${randomBytes(12).toString('hex')}`;
    // The server's logs too: everything the stack writes (every subsystem at debug level) while
    // the marker travels is kept and searched below.
    const logs = captureServerLogs();
    const message = ok(await send(annLaptop, conversationId, await annLaptop.encrypt(conversationId, `hello ${marker}`), { clientId: 'c-1' })).sendEncryptedMessage;
    expect(message).toMatchObject({ senderId: ann.user.id, body: '', clientId: 'c-1', envelope: { v: 1, kind: 'MESSAGE', epoch: 1, senderDeviceId: annLaptop.id } });
    const reaction = ok(
      await send(bobLaptop, conversationId, await bobLaptop.encrypt(conversationId, JSON.stringify({ reaction: { messageId: message.id, emoji: '👍', marker } })), {
        kind: 'REACTION',
      }),
    ).sendEncryptedMessage;
    expect(reaction.envelope.kind).toBe('REACTION');
    const reply = ok(
      await send(
        bobLaptop,
        conversationId,
        await bobLaptop.encrypt(conversationId, JSON.stringify({ replyTo: { id: message.id, quote: `hello ${marker}` }, body: 'hi' })),
      ),
    ).sendEncryptedMessage;

    // Each device reads the page and opens what others sent (a device cannot open its own sends: MLS).
    const page = await messagesOf(bobLaptop, conversationId);
    expect(page.map((m) => m.id)).toEqual([message.id, reaction.id, reply.id]);
    expect(await bobLaptop.decrypt(conversationId, page[0].envelope!.mls)).toBe(`hello ${marker}`);
    expect(await annPhone.decrypt(conversationId, page[0].envelope!.mls)).toBe(`hello ${marker}`);
    expect(JSON.parse(await annPhone.decrypt(conversationId, page[1].envelope!.mls)).reaction).toEqual({ messageId: message.id, emoji: '👍', marker });
    expect(JSON.parse(await annLaptop.decrypt(conversationId, page[2].envelope!.mls)).replyTo.quote).toBe(`hello ${marker}`);

    // Nowhere on the server: no text, JSON, array or binary column of any schema holds the
    // marker, and no log line does (the capture does see the server's lines: its probe is there).
    expect(await columnsHolding(marker)).toEqual([]);
    const written = logs.stop();
    expect(written).toContain(logs.probe);
    expect(written).not.toContain(marker);
    // The search itself finds what is there: the plain conversation's body is found.
    const [carol] = await members(1);
    const { createConversation } = ok(await gql(stack.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: carol.user.id }, ann.token));
    ok(
      await gql(
        stack.graphqlUrl,
        'mutation($c: ID!, $b: String!) { sendMessage(input: { conversationId: $c, body: $b }) { id } }',
        { c: createConversation.id, b: marker },
        ann.token,
      ),
    );
    // A plain message's text also rides in its events' outbox rows until the relay publishes them (kit's outbox.ts).
    const holding = await eventually(async () => {
      const columns = await columnsHolding(marker);
      return columns.length === 1 && columns;
    });
    expect(holding).toEqual(['"messaging"."messages"."body"']);
  });

  it('counts an encrypted message as unread, not a reaction; answers a retried send with the first message', async () => {
    const before = ok(await gql(stack.graphqlUrl, UNREAD, { c: conversationId }, bob.token)).conversation.unreadCount;
    const mls = await annLaptop.encrypt(conversationId, 'count me');
    const first = ok(await send(annLaptop, conversationId, mls, { clientId: 'retry-1' })).sendEncryptedMessage;
    const again = ok(await send(annLaptop, conversationId, mls, { clientId: 'retry-1' })).sendEncryptedMessage;
    expect(again.id).toBe(first.id);
    ok(await send(annLaptop, conversationId, await annLaptop.encrypt(conversationId, '{"reaction":{}}'), { kind: 'REACTION' }));
    expect(ok(await gql(stack.graphqlUrl, UNREAD, { c: conversationId }, bob.token)).conversation.unreadCount).toBe(before + 1);
    for (const d of [bobLaptop, annPhone]) for (const m of (await messagesOf(d, conversationId)).slice(-2)) await d.decrypt(conversationId, m.envelope!.mls);
  });

  it('takes nothing in clear into the encrypted conversation, and refuses envelopes that are not its application messages', async () => {
    expectError(await gql(stack.graphqlUrl, PLAIN, { c: conversationId }, ann.token), 'BAD_USER_INPUT', ENCRYPTED_CONVERSATION);
    const someMessage = (await messagesOf(bobLaptop, conversationId))[0].id;
    expectError(await gql(stack.graphqlUrl, REACT, { m: someMessage }, bob.token), 'BAD_USER_INPUT', ENCRYPTED_CONVERSATION);

    const reason = async (result: Awaited<ReturnType<typeof send>>) => {
      expectError(result, 'BAD_USER_INPUT');
      return result.errors![0].extensions!.reason;
    };
    const commit = await annLaptop.makeCommit(conversationId);
    expect(await reason(await send(annLaptop, conversationId, commit.commit))).toBe('NOT_APPLICATION');
    expect(await reason(await send(annLaptop, conversationId, 'bm90IE1MUw=='))).toBe('MLS_MALFORMED');
    expect(await reason(await send(annLaptop, conversationId, '%%%%'))).toBe('NOT_BASE64');

    // A conversation without a group takes no envelope; a message of another group is refused.
    const [dan] = await members(1);
    const { createConversation } = ok(await gql(stack.graphqlUrl, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: dan.user.id }, ann.token));
    expect(await reason(await send(annLaptop, createConversation.id, await annLaptop.encrypt(conversationId, 'elsewhere')))).toBe('NOT_ENCRYPTED');
    const [erin] = await members(1);
    const other = await encryptedConversation(stack.graphqlUrl, ann, erin);
    expect(await reason(await send(other.annLaptop, conversationId, await other.annLaptop.encrypt(other.conversationId, 'wrong group')))).toBe('MLS_WRONG_GROUP');

    // Strangers and other members' devices.
    const [stranger] = await members(1);
    expectError(await gql(stack.graphqlUrl, SEND, { c: conversationId, input: { deviceId: annLaptop.id, mls: commit.commit } }, stranger.token), 'FORBIDDEN');
    expectError(
      await gql(stack.graphqlUrl, SEND, { c: conversationId, input: { deviceId: annLaptop.id, mls: commit.commit } }, bob.token),
      'NOT_FOUND',
      'Device not found',
    );
  });

  it('takes messages of the last 4 epochs before the current one, and no older', async () => {
    const late = await bobLaptop.encrypt(conversationId, 'sent at epoch 1');
    const older = await bobLaptop.encrypt(conversationId, 'also at epoch 1');
    for (let i = 0; i < 4; i++) {
      ok(await annLaptop.send(conversationId, await annLaptop.makeCommit(conversationId)));
    }
    expect(annLaptop.groups.get(conversationId)!.groupContext.epoch).toBe(5n);
    const kept = ok(await send(bobLaptop, conversationId, late)).sendEncryptedMessage;
    expect(kept.envelope.epoch).toBe(1);
    ok(await annLaptop.send(conversationId, await annLaptop.makeCommit(conversationId)));
    const refused = await send(bobLaptop, conversationId, older);
    expectError(refused, 'BAD_USER_INPUT', 'The group is in epoch 6; a message of epoch 1 cannot be read');
    expect(refused.errors![0].extensions).toMatchObject({ reason: 'MLS_WRONG_EPOCH', field: 'mls' });
  });
});

describe('the REST paths', () => {
  const api = restClient(() => stack);

  it('sends an envelope through /api and every message path answers it; a plain body is refused there too', async () => {
    const [ann, bob] = await members(2);
    const { conversationId, annLaptop, bobLaptop } = await encryptedConversation(stack.graphqlUrl, ann, bob);
    const mls = await annLaptop.encrypt(conversationId, 'over REST');
    const { message } = expectOk(
      await api('POST', `/conversations/${conversationId}/envelopes`, { token: ann.token, body: { deviceId: annLaptop.id, mls, clientId: 'rest-1' } }),
    );
    expect(message).toMatchObject({
      conversationId,
      senderId: ann.user.id,
      body: '',
      clientId: 'rest-1',
      envelope: { v: 1, kind: 'MESSAGE', epoch: 1, senderDeviceId: annLaptop.id, mls },
    });
    const { messages } = expectOk(await api('GET', `/messages?conversationId=${conversationId}`, { token: bob.token }));
    expect(messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
    expect(await bobLaptop.decrypt(conversationId, messages[0].envelope.mls)).toBe('over REST');

    expectFailure(await api('POST', '/messages', { token: ann.token, body: { conversationId, content: 'in clear' } }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'conversationId',
      reason: 'ENCRYPTED_CONVERSATION',
      message: ENCRYPTED_CONVERSATION,
    });
    expectFailure(await api('POST', `/conversations/${conversationId}/envelopes`, { token: bob.token, body: { deviceId: annLaptop.id, mls } }), 404, {
      code: 'NOT_FOUND',
      message: 'Device not found',
    });
  });
});
