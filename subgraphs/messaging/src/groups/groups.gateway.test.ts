// The delivery service ordering a conversation's MLS group, through the gateway, with real
// ts-mls devices (e2ee/testing/mls-device.ts): Ann's laptop creates the group and adds Bob's laptop
// and her phone, who join from the welcome the service keeps for them; commits are accepted
// one per epoch, a late one gets EPOCH_CONFLICT, and every device ends in the same epoch with
// the same secrets. Then the refusals: wrong group, wrong epoch, wrong kind, strangers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mlsExporter } from 'ts-mls';
import {
  collect,
  expectError,
  expectFailure,
  expectOk,
  gql,
  type Member,
  members as newMembers,
  ok,
  listening,
  realtimeClients,
  restClient,
  type Stack,
  startStack,
  until,
} from '@pulse/dev-env';
import { COMMIT, TestDevice, encryptedConversation, pulseSuite } from '../e2ee/testing/mls-device.js';
import { ALREADY_IN_GROUP, PLAINTEXT_HISTORY } from './operations/commit-to-group.js';

const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';
const HANDSHAKES = 'query($c: ID!, $d: ID!, $from: Int) { groupHandshakes(conversationId: $c, deviceId: $d, fromEpoch: $from) { epoch handshakes { epoch } } }';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const members = (n: number) => newMembers(stack, n);
const device = (member: Member, name?: string) => TestDevice.register(stack.graphqlUrl, member, name);
const open = async (a: Member, b: Member): Promise<string> => ok(await gql(stack.graphqlUrl, CREATE, { t: b.user.id }, a.token)).createConversation.id;
/** A secret every device in the same epoch of the group derives alike, and no one else. */
const exported = async (d: TestDevice, conversationId: string) =>
  Buffer.from(await mlsExporter(d.groups.get(conversationId)!.keySchedule.exporterSecret, 'pulse test', new Uint8Array(), 32, await pulseSuite())).toString('hex');

async function threeDevices() {
  const [ann, bob] = await members(2);
  const made = await encryptedConversation(stack.graphqlUrl, ann, bob);
  expect(made.added.addedDeviceIds.sort()).toEqual([made.annPhone.id, made.bobLaptop.id].sort());
  return { ann, bob, ...made };
}

describe('an MLS group ordered by the delivery service', () => {
  const realtime = realtimeClients(() => stack);
  afterEach(() => realtime.disposeAll());

  it('adds devices by claimed key packages; they join from the welcome kept for them and agree on the group', async () => {
    const { conversationId, annLaptop, annPhone, bobLaptop } = await threeDevices();
    for (const d of [annLaptop, annPhone, bobLaptop]) expect(d.groups.get(conversationId)!.groupContext.epoch).toBe(1n);
    const secrets = await Promise.all([annLaptop, annPhone, bobLaptop].map((d) => exported(d, conversationId)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('accepts one commit per epoch: the second of two made at once gets EPOCH_CONFLICT, applies the first and commits again', async () => {
    const { conversationId, annLaptop, annPhone, bobLaptop } = await threeDevices();
    const [fromBob, fromAnn] = await Promise.all([bobLaptop.makeCommit(conversationId), annPhone.makeCommit(conversationId)]);
    expect(ok(await bobLaptop.send(conversationId, fromBob)).commitToGroup.epoch).toBe(2);
    const late = await annPhone.send(conversationId, fromAnn);
    expectError(late, 'CONFLICT', 'The group has moved on: apply its newer commits and commit again');
    expect(late.errors![0].extensions).toMatchObject({ reason: 'EPOCH_CONFLICT', epoch: 2, field: 'commit' });

    // Ann's phone catches up (its own commit was never applied) and commits on the new epoch.
    await annPhone.catchUp(conversationId);
    expect(annPhone.groups.get(conversationId)!.groupContext.epoch).toBe(2n);
    expect(ok(await annPhone.send(conversationId, await annPhone.makeCommit(conversationId))).commitToGroup.epoch).toBe(3);
    await Promise.all([annLaptop.catchUp(conversationId), bobLaptop.catchUp(conversationId)]);
    const secrets = await Promise.all([annLaptop, annPhone, bobLaptop].map((d) => exported(d, conversationId)));
    expect(new Set(secrets).size).toBe(1);
    expect(annLaptop.groups.get(conversationId)!.groupContext.epoch).toBe(3n);

    // The handshakes come back in order, from the epoch asked for.
    const read = ok(await annLaptop.ask(HANDSHAKES, { c: conversationId, d: annLaptop.id, from: 1 })).groupHandshakes;
    expect(read).toEqual({ epoch: 3, handshakes: [{ epoch: 1 }, { epoch: 2 }] });
  });

  it("announces each accepted commit to the participants: their conversation's groupEpoch moves, and a device catches up from it", async () => {
    const { bob, conversationId, annLaptop, bobLaptop } = await threeDevices();
    const client = await realtime.connect(bob);
    const subscription = collect(client, 'subscription { conversationUpdated { id encrypted groupEpoch } }', {}, (d) => d.conversationUpdated);
    const heard = subscription.results;
    await listening(subscription);
    ok(await annLaptop.send(conversationId, await annLaptop.makeCommit(conversationId)));
    await until(() => heard.some((c) => c.id === conversationId && c.groupEpoch === 2), 'the new epoch announced to Bob');
    expect(heard.find((c) => c.groupEpoch === 2)).toEqual({ id: conversationId, encrypted: true, groupEpoch: 2 });
    // What Bob's device does on hearing it: read the handshakes from its epoch and apply them.
    expect((await bobLaptop.catchUp(conversationId)).groupContext.epoch).toBe(2n);
  });

  it("a removed device is named to the group's other devices until one commits its removal; then it reads nothing new", async () => {
    const { ann, conversationId, annLaptop, annPhone, bobLaptop } = await threeDevices();
    const REMOVALS = 'query($c: ID!, $d: ID!) { groupHandshakes(conversationId: $c, deviceId: $d) { epoch removals { userId deviceId } } }';
    const removals = async (d: TestDevice) => ok(await d.ask(REMOVALS, { c: conversationId, d: d.id })).groupHandshakes;
    expect((await removals(bobLaptop)).removals).toEqual([]);
    ok(await gql(stack.graphqlUrl, 'mutation($id: ID!) { revokeDevice(deviceId: $id) { id } }', { id: annPhone.id }, ann.token));
    expect(await removals(bobLaptop)).toEqual({ epoch: 1, removals: [{ userId: ann.user.id, deviceId: annPhone.id }] });

    // Only devices in the group can be named as removed.
    const [carol] = await members(1);
    const outsider = await device(carol);
    const wrong = await bobLaptop.removeDevices(conversationId, [annPhone.id]);
    const { newState: _wrong, ...wrongInput } = wrong;
    const refused = await bobLaptop.ask(COMMIT, { c: conversationId, input: { deviceId: bobLaptop.id, ...wrongInput, removedDeviceIds: [annPhone.id, outsider.id] } });
    expectError(refused, 'BAD_USER_INPUT', 'Not a device in this group', 'removedDeviceIds.1');
    // The revoked phone can no longer commit or send.
    expectError(await annPhone.send(conversationId, await annPhone.makeCommit(conversationId)), 'NOT_FOUND', 'Device not found');

    expect(ok(await bobLaptop.send(conversationId, wrong)).commitToGroup.epoch).toBe(2);
    expect(await removals(bobLaptop)).toEqual({ epoch: 2, removals: [] });
    await annLaptop.catchUp(conversationId);
    const next = await bobLaptop.encrypt(conversationId, 'after the phone left');
    expect(await annLaptop.decrypt(conversationId, next)).toBe('after the phone left');
    // The phone's last state (epoch 1) opens nothing of epoch 2.
    await expect(annPhone.decrypt(conversationId, next)).rejects.toThrow();
  });

  it('a device added later joins at the epoch it was added in, and reads no earlier commit', async () => {
    const { ann, conversationId, annLaptop, annPhone, bobLaptop } = await threeDevices();
    ok(await bobLaptop.send(conversationId, await bobLaptop.makeCommit(conversationId)));
    await annLaptop.catchUp(conversationId);
    const ADDITIONS = 'query($c: ID!, $d: ID!) { groupHandshakes(conversationId: $c, deviceId: $d) { additions { userId deviceId } } }';
    const additions = async () => ok(await bobLaptop.ask(ADDITIONS, { c: conversationId, d: bobLaptop.id })).groupHandshakes.additions;
    const annTablet = await device(ann, 'tablet');
    // Named to the group's devices once it has a key package to be added with, and until a commit adds it.
    expect(await additions()).toEqual([]);
    await annTablet.publish(1);
    expect(await additions()).toEqual([{ userId: ann.user.id, deviceId: annTablet.id }]);
    const added = await annLaptop.addOthers(conversationId, [annTablet.id]);
    expect(ok(await annLaptop.send(conversationId, added)).commitToGroup.epoch).toBe(3);
    expect(await additions()).toEqual([]);
    const state = await annTablet.catchUp(conversationId);
    expect(state.groupContext.epoch).toBe(3n);
    await Promise.all([annPhone.catchUp(conversationId), bobLaptop.catchUp(conversationId)]);
    const secrets = await Promise.all([annLaptop, annPhone, bobLaptop, annTablet].map((d) => exported(d, conversationId)));
    expect(new Set(secrets).size).toBe(1);
  });

  it('lets a member’s new device join by itself from the GroupInfo (an external commit), once', async () => {
    const { ann, conversationId, annLaptop, annPhone, bobLaptop } = await threeDevices();
    const annTablet = await device(ann, 'tablet');
    const INFO = 'query($c: ID!, $d: ID!) { groupHandshakes(conversationId: $c, deviceId: $d) { epoch groupInfo welcome { epoch } } }';
    const seen = ok(await annTablet.ask(INFO, { c: conversationId, d: annTablet.id })).groupHandshakes;
    expect(seen.welcome).toBeNull();
    const external = await annTablet.joinByItself(seen.groupInfo);
    expect(ok(await annTablet.send(conversationId, external)).commitToGroup.epoch).toBe(seen.epoch + 1);
    annTablet.groups.set(conversationId, external.newState);
    // The others apply it (a PublicMessage) and agree with the new device on the group.
    await Promise.all([annLaptop, annPhone, bobLaptop].map((d) => d.catchUp(conversationId)));
    const secrets = await Promise.all([annLaptop, annPhone, bobLaptop, annTablet].map((d) => exported(d, conversationId)));
    expect(new Set(secrets).size).toBe(1);
    // From then on it reads what is sent, and it reads no commit from before it joined.
    expect(await annTablet.decrypt(conversationId, await bobLaptop.encrypt(conversationId, 'hello tablet'))).toBe('hello tablet');
    expect(ok(await annTablet.ask(HANDSHAKES, { c: conversationId, d: annTablet.id, from: null })).groupHandshakes.handshakes).toEqual([]);

    // Once in, neither it nor another device may add it again (two leaves of one device).
    const again = await annTablet.joinByItself(await annTablet.currentGroupInfo(conversationId));
    expectError(await annTablet.send(conversationId, again), 'BAD_USER_INPUT', ALREADY_IN_GROUP);
    await annTablet.publish(1);
    expectError(await annLaptop.send(conversationId, await annLaptop.addOthers(conversationId, [annTablet.id])), 'BAD_USER_INPUT', ALREADY_IN_GROUP);
  });

  it('never gives a group to a conversation with messages in clear (its banner would claim them encrypted)', async () => {
    const [ann, bob] = await members(2);
    const conversationId = await open(ann, bob);
    ok(await gql(stack.graphqlUrl, 'mutation($c: ID!) { sendMessage(input: { conversationId: $c, body: "from before" }) { id } }', { c: conversationId }, ann.token));
    const [annLaptop, bobLaptop] = await Promise.all([device(ann), device(bob)]);
    await bobLaptop.publish(1);
    await annLaptop.createGroup(conversationId);
    expectError(await annLaptop.send(conversationId, await annLaptop.addOthers(conversationId)), 'BAD_USER_INPUT', PLAINTEXT_HISTORY);
    const { conversation } = ok(await gql(stack.graphqlUrl, 'query($c: ID!) { conversation(id: $c) { encrypted groupEpoch } }', { c: conversationId }, bob.token));
    expect(conversation).toEqual({ encrypted: false, groupEpoch: 0 });
  });

  it('refuses what is not a commit of this group in its epoch, welcomes for strangers, and callers who are not in the conversation', async () => {
    const { ann, conversationId, annLaptop, bobLaptop } = await threeDevices();
    const [stranger] = await members(1);
    const strangerDevice = await device(stranger);
    const send = (d: TestDevice, input: Record<string, unknown>, c = conversationId) => d.ask(COMMIT, { c, input: { deviceId: d.id, addedDeviceIds: [], ...input } });
    const good = await bobLaptop.makeCommit(conversationId);
    const { newState: _state, ...goodInput } = good;
    const reasonOf = async (input: Record<string, unknown>, d = bobLaptop) => {
      const result = await send(d, { ...goodInput, ...input });
      expectError(result, 'BAD_USER_INPUT');
      return [result.errors![0].extensions!.field, result.errors![0].extensions!.reason];
    };

    // A commit made for another conversation's group (with a welcome for its other member).
    const [carol] = await members(1);
    const other = await open(ann, carol);
    await (await device(carol)).publish(1);
    await annLaptop.createGroup(other);
    const elsewhere = await annLaptop.addOthers(other);
    expect(await reasonOf({ commit: elsewhere.commit })).toEqual(['commit', 'MLS_WRONG_GROUP']);
    expect(await reasonOf({ groupInfo: elsewhere.groupInfo })).toEqual(['groupInfo', 'MLS_WRONG_GROUP']);
    // The GroupInfo of the epoch the group is in, not of the one the commit starts.
    expect(await reasonOf({ groupInfo: await bobLaptop.currentGroupInfo(conversationId) })).toEqual(['groupInfo', 'MLS_WRONG_EPOCH']);
    expect(await reasonOf({ commit: goodInput.groupInfo })).toEqual(['commit', 'NOT_COMMIT']);
    expect(await reasonOf({ groupInfo: goodInput.commit })).toEqual(['groupInfo', 'NOT_GROUP_INFO']);
    expect(await reasonOf({ commit: 'bm90IE1MUw==' })).toEqual(['commit', 'MLS_MALFORMED']);
    expect(await reasonOf({ commit: '***' })).toEqual(['commit', 'NOT_BASE64']);
    expect(await reasonOf({ welcome: goodInput.commit, addedDeviceIds: [bobLaptop.id] })).toEqual(['welcome', 'NOT_WELCOME']);
    // A welcome with nobody to add, devices added without a welcome, and a device outside the conversation.
    expect(await reasonOf({ welcome: elsewhere.welcome })).toEqual(['addedDeviceIds', undefined]);
    expect(await reasonOf({ addedDeviceIds: [bobLaptop.id] })).toEqual(['addedDeviceIds', undefined]);
    await strangerDevice.publish(1);
    const foreign = await send(bobLaptop, { ...goodInput, welcome: elsewhere.welcome, addedDeviceIds: [strangerDevice.id] });
    expectError(foreign, 'BAD_USER_INPUT', "Not a device of this conversation's members", 'addedDeviceIds.0');

    // Strangers, and devices that are not the caller's.
    expectError(await send(strangerDevice, goodInput), 'FORBIDDEN', 'You are not a participant in this conversation');
    expectError(await annLaptop.ask(COMMIT, { c: conversationId, input: { ...goodInput, deviceId: bobLaptop.id } }), 'NOT_FOUND', 'Device not found');
    expectError(await strangerDevice.ask(HANDSHAKES, { c: conversationId, d: strangerDevice.id, from: 0 }), 'FORBIDDEN');
    expectError(await annLaptop.ask(HANDSHAKES, { c: conversationId, d: bobLaptop.id, from: 0 }), 'NOT_FOUND', 'Device not found');
    expectError(await annLaptop.ask(HANDSHAKES, { c: conversationId, d: annLaptop.id, from: -1 }), 'BAD_USER_INPUT', 'fromEpoch must be between 0 and 2147483647');

    // None of it moved the group: the genuine commit is still the next one.
    expect(ok(await bobLaptop.send(conversationId, good)).commitToGroup.epoch).toBe(2);
    // And a commit from an epoch the group has not reached is refused as broken, not as a race.
    const ahead = await bobLaptop.makeCommit(conversationId);
    bobLaptop.groups.set(conversationId, ahead.newState);
    const further = await bobLaptop.makeCommit(conversationId);
    const { newState: _further, ...furtherInput } = further;
    expect(await reasonOf(furtherInput)).toEqual(['commit', 'MLS_WRONG_EPOCH']);
  });
});

describe('the REST paths and the defaults', () => {
  const api = restClient(() => stack);

  it('commits and reads through /api; without fromEpoch a device reads from the epoch it joined at', async () => {
    const { bob, conversationId, annLaptop, bobLaptop } = await threeDevices();
    const sent = await annLaptop.makeCommit(conversationId);
    const { newState: _state, ...body } = sent;
    const committed = expectOk(
      await api('POST', `/conversations/${conversationId}/commits`, { token: annLaptop.member.token, body: { deviceId: annLaptop.id, ...body } }),
    );
    expect(committed).toEqual({ group: { conversationId, epoch: 2 } });
    const again = await api('POST', `/conversations/${conversationId}/commits`, { token: annLaptop.member.token, body: { deviceId: annLaptop.id, ...body } });
    expect(again.status).toBe(409);
    // REST answers the reason; the current epoch is what GET .../handshakes says.
    expect(again.json).toEqual({
      code: 'CONFLICT',
      reason: 'EPOCH_CONFLICT',
      field: 'commit',
      message: 'The group has moved on: apply its newer commits and commit again',
    });

    // Bob's laptop was welcomed by the commit made in epoch 0: it joined at 1 and reads from there.
    const read = expectOk(await api('GET', `/conversations/${conversationId}/handshakes?deviceId=${bobLaptop.id}`, { token: bob.token }));
    expect(read).toMatchObject({ epoch: 2, welcome: { epoch: 1 }, hasMore: false });
    expect(read.handshakes.map((h: { epoch: number; senderDeviceId: string }) => [h.epoch, h.senderDeviceId])).toEqual([[1, annLaptop.id]]);
    const graphql = ok(
      await bobLaptop.ask('query($c: ID!, $d: ID!) { groupHandshakes(conversationId: $c, deviceId: $d) { welcome { epoch } handshakes { epoch } } }', {
        c: conversationId,
        d: bobLaptop.id,
      }),
    ).groupHandshakes;
    expect(graphql).toEqual({ welcome: { epoch: 1 }, handshakes: [{ epoch: 1 }] });
    expectFailure(await api('GET', `/conversations/${conversationId}/handshakes?deviceId=${bobLaptop.id}&fromEpoch=-1`, { token: bob.token }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'fromEpoch',
      message: 'fromEpoch must be a non-negative integer',
    });
  });
});
