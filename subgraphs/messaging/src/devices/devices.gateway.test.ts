// The delivery service's devices and key packages as a client reaches them: through the real
// gateway, with key packages made by a real ts-mls device of Pulse's suite, and the one a
// member claims good enough to add that device to a group it then joins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCommit,
  createGroup,
  decodeMlsMessage,
  defaultCapabilities,
  defaultLifetime,
  emptyPskIndex,
  encodeMlsMessage,
  generateKeyPackage,
  getCiphersuiteFromName,
  getCiphersuiteImpl,
  joinGroup,
  type CiphersuiteImpl,
  type CiphersuiteName,
  type PrivateKeyPackage,
} from 'ts-mls';
import { expectError, expectFailure, expectOk, gql, type Member, members as newMembers, ok, restClient, sql, type Stack, startStack } from '@pulse/dev-env';
import { E2EE_CIPHERSUITE } from '../e2ee/ciphersuite.js';
import { deviceIdentity } from './key-packages.js';
import { CLAIMS_PER_HOUR, KEY_PACKAGES_PER_REQUEST, MAX_DEVICES } from './limits.js';

const DEVICE = 'id userId name createdAt revokedAt keyPackagesAvailable hasLastResortKeyPackage';
const REGISTER = `mutation($name: String!) { registerDevice(input: { name: $name }) { ${DEVICE} } }`;
const PUBLISH = `mutation($deviceId: ID!, $input: KeyPackagesInput!) { publishKeyPackages(deviceId: $deviceId, input: $input) { ${DEVICE} } }`;
const MINE = `{ myDevices { ${DEVICE} } }`;
const REVOKE = `mutation($id: ID!) { revokeDevice(deviceId: $id) { ${DEVICE} } }`;
const CLAIM = `mutation($conversationId: ID!, $input: ClaimKeyPackagesInput) { claimKeyPackages(conversationId: $conversationId, input: $input) {
  keyPackages { userId deviceId keyPackage lastResort } exhausted { userId deviceId } } }`;
const CREATE = 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }';

let stack: Stack;
const suites = new Map<CiphersuiteName, CiphersuiteImpl>();
const suite = async (name: CiphersuiteName) => suites.get(name) ?? suites.set(name, await getCiphersuiteImpl(getCiphersuiteFromName(name))).get(name)!;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await stack?.stop();
});

const q = (query: string, variables: Record<string, unknown>, member?: Member) => gql(stack.graphqlUrl, query, variables, member?.token);
const members = (n: number) => newMembers(stack, n);

/** A key package as a device makes it: its private part stays here, its base64 is what is published. */
async function keyPackage(identity: string, cipherSuite: CiphersuiteName = E2EE_CIPHERSUITE) {
  const impl = await suite(cipherSuite);
  const made = await generateKeyPackage({ credentialType: 'basic', identity: new TextEncoder().encode(identity) }, defaultCapabilities(), defaultLifetime, [], impl);
  const bytes = encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: made.publicPackage });
  return { ...made, base64: Buffer.from(bytes).toString('base64') };
}
type MadeKeyPackage = Awaited<ReturnType<typeof keyPackage>>;

async function register(member: Member, name = 'Chromium on laptop'): Promise<string> {
  return ok(await q(REGISTER, { name }, member)).registerDevice.id;
}
async function publish(member: Member, deviceId: string, count: number, lastResort = false) {
  const made = await Promise.all(Array.from({ length: count }, () => keyPackage(deviceIdentity(member.user.id, deviceId))));
  const last = lastResort ? await keyPackage(deviceIdentity(member.user.id, deviceId)) : undefined;
  const device = ok(await q(PUBLISH, { deviceId, input: { keyPackages: made.map((m) => m.base64), lastResort: last?.base64 } }, member)).publishKeyPackages;
  return { device, made, last };
}
const stored = async (deviceId: string) => Number((await sql(stack, `SELECT count(*) AS n FROM messaging.key_packages WHERE device_id = $1`, [deviceId]))[0].n);

describe('devices and key packages', () => {
  it('registers a device, publishes its key packages and lists it with its stock; others see none of it', async () => {
    const [ann, bob] = await members(2);
    const deviceId = await register(ann);
    const { device } = await publish(ann, deviceId, 3, true);
    expect(device).toMatchObject({
      id: deviceId,
      userId: ann.user.id,
      name: 'Chromium on laptop',
      revokedAt: null,
      keyPackagesAvailable: 3,
      hasLastResortKeyPackage: true,
    });
    // A new last-resort package replaces the old one; ordinary ones add up.
    const again = await publish(ann, deviceId, 2, true);
    expect(again.device).toMatchObject({ keyPackagesAvailable: 5, hasLastResortKeyPackage: true });
    expect(await stored(deviceId)).toBe(6);
    expect(ok(await q(MINE, {}, ann)).myDevices.map((d: { id: string }) => d.id)).toEqual([deviceId]);
    expect(ok(await q(MINE, {}, bob)).myDevices).toEqual([]);
    // Bob cannot publish for Ann's device, even with packages that name it.
    const forged = await keyPackage(deviceIdentity(ann.user.id, deviceId));
    expectError(await q(PUBLISH, { deviceId, input: { keyPackages: [forged.base64] } }, bob), 'NOT_FOUND', 'Device not found');
    expectError(await q(MINE, {}), 'UNAUTHENTICATED');
  });

  it('refuses key packages that are not MLS, of another suite or identity, tampered or published twice, and stores none of the batch', async () => {
    const [ann] = await members(1);
    const deviceId = await register(ann);
    const mine = () => keyPackage(deviceIdentity(ann.user.id, deviceId));
    const good = await mine();
    const refused = async (keyPackages: string[], reason: string, field = 'keyPackages.1', left = 0) => {
      const result = await q(PUBLISH, { deviceId, input: { keyPackages } }, ann);
      expectError(result, 'BAD_USER_INPUT');
      expect(result.errors![0].extensions).toMatchObject({ reason, field });
      expect(await stored(deviceId)).toBe(left);
    };
    await refused([good.base64, 'not base64!'], 'NOT_BASE64');
    await refused([good.base64, Buffer.from('hello, this is not MLS').toString('base64')], 'MLS_MALFORMED');
    await refused([good.base64, (await keyPackage(deviceIdentity(ann.user.id, deviceId), 'MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519')).base64], 'MLS_WRONG_SUITE');
    await refused([good.base64, (await keyPackage(deviceIdentity(ann.user.id, 'another-device'))).base64], 'WRONG_IDENTITY');
    await refused([good.base64, (await keyPackage(ann.user.id)).base64], 'WRONG_IDENTITY');
    // The last byte is the leaf's signature: flipped, the package no longer verifies.
    const tampered = Buffer.from(good.base64, 'base64');
    tampered[tampered.length - 1] ^= 1;
    await refused([(await mine()).base64, tampered.toString('base64')], 'BAD_SIGNATURE');
    await refused([good.base64, good.base64], 'DUPLICATE', 'keyPackages');
    ok(await q(PUBLISH, { deviceId, input: { keyPackages: [good.base64] } }, ann));
    // Already stored: refused by the database's unique key, with the same answer.
    await refused([(await mine()).base64, good.base64], 'DUPLICATE', 'keyPackages', 1);
    const tooMany = Array.from({ length: KEY_PACKAGES_PER_REQUEST + 1 }, () => good.base64);
    expectError(await q(PUBLISH, { deviceId, input: { keyPackages: tooMany } }, ann), 'BAD_USER_INPUT', `At most ${KEY_PACKAGES_PER_REQUEST} key packages at a time`);
    expectError(await q(PUBLISH, { deviceId, input: { keyPackages: [] } }, ann), 'BAD_USER_INPUT', 'Give keyPackages or lastResort');
  });

  it('hands out each key package once, then the last-resort one, then lists the device as exhausted; a claimed package adds the device to a group it joins', async () => {
    const [ann, bob, stranger] = await members(3);
    const conversationId = ok(await q(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    const annDevice = await register(ann);
    const bobLaptop = await register(bob, 'laptop');
    const bobPhone = await register(bob, 'phone');
    const laptop = await publish(bob, bobLaptop, 1, true);
    const phone = await publish(bob, bobPhone, 1);
    await publish(ann, annDevice, 1);

    const claim = async (input: Record<string, unknown>, member = ann) => ok(await q(CLAIM, { conversationId, input }, member)).claimKeyPackages;
    const first = await claim({ exceptDeviceId: annDevice });
    expect(first.exhausted).toEqual([]);
    expect(first.keyPackages.map((k: { deviceId: string; lastResort: boolean }) => [k.deviceId, k.lastResort]).sort()).toEqual(
      [
        [bobLaptop, false],
        [bobPhone, false],
      ].sort(),
    );
    const laptopPackage = first.keyPackages.find((k: { deviceId: string }) => k.deviceId === bobLaptop);
    expect(laptopPackage).toMatchObject({ userId: bob.user.id, keyPackage: laptop.made[0].base64 });

    // What the DS handed out is a package Ann's device can add, and Bob's laptop joins with its private part.
    const impl = await suite(E2EE_CIPHERSUITE);
    const annPackage = await keyPackage(deviceIdentity(ann.user.id, annDevice));
    let group = await createGroup(new TextEncoder().encode(conversationId), annPackage.publicPackage, annPackage.privatePackage, [], impl);
    const decoded = decodeMlsMessage(Buffer.from(laptopPackage.keyPackage, 'base64'), 0)![0];
    if (decoded.wireformat !== 'mls_key_package') throw new Error('expected a key package');
    const added = await createCommit(
      { state: group, cipherSuite: impl },
      { extraProposals: [{ proposalType: 'add', add: { keyPackage: decoded.keyPackage } }], ratchetTreeExtension: true },
    );
    group = added.newState;
    const joined = await joinGroup(added.welcome!, laptop.made[0].publicPackage, laptop.made[0].privatePackage as PrivateKeyPackage, emptyPskIndex, impl);
    expect(joined.groupContext.epoch).toBe(group.groupContext.epoch);

    // Spent: the laptop's last-resort package now, and it stays; the phone has nothing left.
    const second = await claim({ deviceIds: [bobLaptop, bobPhone] });
    expect(second.keyPackages).toEqual([{ userId: bob.user.id, deviceId: bobLaptop, keyPackage: laptop.last!.base64, lastResort: true }]);
    expect(second.exhausted).toEqual([{ userId: bob.user.id, deviceId: bobPhone }]);
    expect((await claim({ deviceIds: [bobLaptop] })).keyPackages[0].lastResort).toBe(true);
    // Ann's own device was left out at first: its package is still there, and taken when asked.
    expect((await claim({ deviceIds: [annDevice] })).keyPackages).toEqual([expect.objectContaining({ deviceId: annDevice, lastResort: false })]);
    void phone;

    expectError(await q(CLAIM, { conversationId }, stranger), 'FORBIDDEN', 'You are not a participant in this conversation');
    const strangerDevice = await register(stranger);
    const foreign = await q(CLAIM, { conversationId, input: { deviceIds: [bobLaptop, strangerDevice] } }, ann);
    expectError(foreign, 'BAD_USER_INPUT', "Not a device of this conversation's members");
    expect(foreign.errors![0].extensions).toMatchObject({ field: 'deviceIds.1' });
  });

  it('keeps at most 100 ordinary key packages waiting per device, refusing more before checking them', async () => {
    const [ann] = await members(1);
    const deviceId = await register(ann);
    for (let i = 0; i < 3; i++) await publish(ann, deviceId, 32);
    const more = await Promise.all(Array.from({ length: 5 }, () => keyPackage(deviceIdentity(ann.user.id, deviceId))));
    expectError(await q(PUBLISH, { deviceId, input: { keyPackages: more.map((m) => m.base64) } }, ann), 'CONFLICT', 'A device may have at most 100 key packages waiting');
    expect(await stored(deviceId)).toBe(96);
    // Four more fit; a last-resort package does not count.
    ok(await q(PUBLISH, { deviceId, input: { keyPackages: more.slice(0, 4).map((m) => m.base64), lastResort: more[4].base64 } }, ann));
    expect(await stored(deviceId)).toBe(101);
  });

  it('gives two claims at once different key packages', async () => {
    const [ann, bob] = await members(2);
    const conversationId = ok(await q(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    const bobDevice = await register(bob);
    const { made } = await publish(bob, bobDevice, 2, true);
    const claims = await Promise.all([1, 2].map(async () => ok(await q(CLAIM, { conversationId }, ann)).claimKeyPackages.keyPackages[0]));
    expect(claims.map((c) => c.lastResort)).toEqual([false, false]);
    expect(claims.map((c) => c.keyPackage).sort()).toEqual(made.map((m: MadeKeyPackage) => m.base64).sort());
  });

  it('removes a device: its key packages go, it is no longer listed or handed out, and it publishes nothing', async () => {
    const [ann, bob] = await members(2);
    const conversationId = ok(await q(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    const bobDevice = await register(bob);
    await publish(bob, bobDevice, 2, true);
    expectError(await q(REVOKE, { id: bobDevice }, ann), 'NOT_FOUND', 'Device not found');
    const revoked = ok(await q(REVOKE, { id: bobDevice }, bob)).revokeDevice;
    expect(revoked.revokedAt).not.toBeNull();
    expect(await stored(bobDevice)).toBe(0);
    expect(ok(await q(MINE, {}, bob)).myDevices).toEqual([]);
    expect(ok(await q(CLAIM, { conversationId }, ann)).claimKeyPackages).toEqual({ keyPackages: [], exhausted: [] });
    const late = await keyPackage(deviceIdentity(bob.user.id, bobDevice));
    expectError(await q(PUBLISH, { deviceId: bobDevice, input: { keyPackages: [late.base64] } }, bob), 'NOT_FOUND', 'Device not found');
    expectError(await q(REVOKE, { id: bobDevice }, bob), 'NOT_FOUND', 'Device not found');
  });

  it(`allows ${MAX_DEVICES} devices at once; a removed one frees its place`, async () => {
    const [ann] = await members(1);
    const ids = await Promise.all(Array.from({ length: MAX_DEVICES }, (_, i) => register(ann, `device ${i}`)));
    expectError(await q(REGISTER, { name: 'one more' }, ann), 'CONFLICT', `You can have at most ${MAX_DEVICES} devices. Remove one first.`);
    ok(await q(REVOKE, { id: ids[0] }, ann));
    expect(await register(ann, 'one more')).toEqual(expect.any(String));
    expectError(await q(REGISTER, { name: '   ' }, ann), 'BAD_USER_INPUT', 'Give the device a name');
  });
});

describe('claims per member', () => {
  it(`allows ${CLAIMS_PER_HOUR} claims an hour, then RATE_LIMITED until the hour is over; nobody else is counted`, async () => {
    const [ann, bob, carol] = await members(3);
    const conversationId = ok(await q(CREATE, { t: bob.user.id }, ann)).createConversation.id;
    await publish(bob, await register(bob), 0, true);
    stack.clock.freeze();
    try {
      for (let i = 0; i < CLAIMS_PER_HOUR; i += 10) {
        await Promise.all(Array.from({ length: 10 }, async () => ok(await q(CLAIM, { conversationId }, ann))));
      }
      const refused = await q(CLAIM, { conversationId }, ann);
      expectError(refused, 'RATE_LIMITED', 'Too many key package claims. Please try again later.');
      // Bob's own claims are his, not Ann's.
      ok(await q(CLAIM, { conversationId }, bob));
      const other = ok(await q(CREATE, { t: carol.user.id }, ann)).createConversation.id;
      expectError(await q(CLAIM, { conversationId: other }, ann), 'RATE_LIMITED');
      stack.clock.advance(3601 * 1000);
      expect(ok(await q(CLAIM, { conversationId }, ann)).claimKeyPackages.keyPackages).toHaveLength(1);
    } finally {
      stack.clock.release();
    }
  });
});

describe('the REST paths', () => {
  const api = restClient(() => stack);

  it('registers, publishes, lists, claims and removes through /api, with the same refusals', async () => {
    const [ann, bob] = await members(2);
    const conversationId = expectOk(await api('POST', '/conversations', { token: ann.token, body: { targetUserId: bob.user.id } })).conversation.id;
    const { device } = expectOk(await api('POST', '/devices', { token: bob.token, body: { name: 'curl' } }));
    expect(device).toMatchObject({ userId: bob.user.id, name: 'curl', revokedAt: null, keyPackagesAvailable: 0, hasLastResortKeyPackage: false });
    const made = await keyPackage(deviceIdentity(bob.user.id, device.id));
    const published = expectOk(await api('POST', `/devices/${device.id}/key-packages`, { token: bob.token, body: { keyPackages: [made.base64] } }));
    expect(published.device.keyPackagesAvailable).toBe(1);
    expect(expectOk(await api('GET', '/devices', { token: bob.token })).devices.map((d: { id: string }) => d.id)).toEqual([device.id]);

    expectFailure(await api('POST', `/devices/${device.id}/key-packages`, { token: bob.token, body: { keyPackages: ['%%%'] } }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'keyPackages.0',
      message: 'A key package is base64 of an MLS message',
      reason: 'NOT_BASE64',
    });
    expectFailure(await api('POST', `/devices/${device.id}/key-packages`, { token: ann.token, body: { keyPackages: [made.base64] } }), 404, {
      code: 'NOT_FOUND',
      message: 'Device not found',
    });
    expectFailure(await api('POST', '/devices', { token: bob.token, body: { name: '' } }), 400, {
      code: 'BAD_USER_INPUT',
      field: 'name',
      message: 'Give the device a name',
    });
    expectFailure(await api('POST', '/devices', { body: { name: 'anonymous' } }), 401, { code: 'UNAUTHENTICATED', message: 'Authentication required' });

    const claim = expectOk(await api('POST', `/conversations/${conversationId}/key-packages/claim`, { token: ann.token, body: {} }));
    expect(claim).toEqual({ keyPackages: [{ userId: bob.user.id, deviceId: device.id, keyPackage: made.base64, lastResort: false }], exhausted: [] });
    const [stranger] = await members(1);
    expectFailure(await api('POST', `/conversations/${conversationId}/key-packages/claim`, { token: stranger.token, body: {} }), 403, {
      code: 'FORBIDDEN',
      message: 'You are not a participant in this conversation',
    });

    expect(expectOk(await api('DELETE', `/devices/${device.id}`, { token: bob.token })).device.revokedAt).not.toBeNull();
    expectFailure(await api('DELETE', `/devices/${device.id}`, { token: bob.token }), 404, { code: 'NOT_FOUND', message: 'Device not found' });
  });
});
