// The devices' rows of the authz matrix (docs/authz-matrix.md): the owner's device (its key
// packages are the owner's to publish, the device the owner's to remove) and key packages of
// the owner's conversation, which only its members may claim.
import { defaultCapabilities, defaultLifetime, encodeMlsMessage, generateKeyPackage, getCiphersuiteFromName, getCiphersuiteImpl } from 'ts-mls';
import { MEMBERS, OWN_LIST, OWNER_ONLY, PARTICIPANTS, memo, owner, type Actor, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

// Spelled out as a third-party client would (docs/e2ee.md): the rows speak the public protocol only.
const SUITE = 'MLS_256_XWING_AES256GCM_SHA512_Ed25519';
const identityOf = (userId: string, deviceId: string) => `pulse-device:v1:${userId}:${deviceId}`;

const REGISTER = 'mutation($name: String!) { registerDevice(input: { name: $name }) { id } }';
const newDevice = (f: Fixtures) => f.run<{ registerDevice: { id: string } }>(REGISTER, { name: 'authz device' }, owner(f).token).then((d) => d.registerDevice.id);
const ownersDevice = memo(newDevice);
// Only the owner changes the device, so only the owner's cell gets a new one.
const deviceFor = (f: Fixtures, actor: Actor) => (actor === 'owner' ? newDevice(f) : ownersDevice(f));

/** A real key package of the owner's device: only the owner's cell reaches the check of its bytes. */
async function keyPackageOf(f: Fixtures, deviceId: string): Promise<string> {
  const impl = await getCiphersuiteImpl(getCiphersuiteFromName(SUITE));
  const { publicPackage } = await generateKeyPackage(
    { credentialType: 'basic', identity: new TextEncoder().encode(identityOf(owner(f).user.id, deviceId)) },
    defaultCapabilities(),
    defaultLifetime,
    [],
    impl,
  );
  return Buffer.from(encodeMlsMessage({ version: 'mls10', wireformat: 'mls_key_package', keyPackage: publicPackage })).toString('base64');
}

const rows: Row[] = [
  {
    operation: 'registerDevice',
    about: "a device of the caller's own",
    document: REGISTER,
    variables: () => ({ name: 'authz device' }),
    expect: MEMBERS,
    rest: [{ route: 'POST /devices', request: () => ({ body: { name: 'authz device' } }) }],
  },
  {
    operation: 'myDevices',
    about: "the owner's device",
    document: '{ myDevices { id } }',
    made: (f) => ownersDevice(f),
    shows: ['myDevices.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /devices', shows: ['devices.*.id', (_f, made) => made] }],
  },
  {
    operation: 'publishKeyPackages',
    about: "the owner's device",
    document: 'mutation($id: ID!, $kp: String!) { publishKeyPackages(deviceId: $id, input: { keyPackages: [$kp] }) { id } }',
    made: deviceFor,
    variables: async (f, _actor, made) => ({ id: made!, kp: await keyPackageOf(f, made!) }),
    expect: OWNER_ONLY,
    rest: [
      { route: 'POST /devices/:id/key-packages', request: async (f, _actor, made) => ({ params: { id: made! }, body: { keyPackages: [await keyPackageOf(f, made!)] } }) },
    ],
  },
  {
    operation: 'revokeDevice',
    about: "the owner's device",
    document: 'mutation($id: ID!) { revokeDevice(deviceId: $id) { id } }',
    made: deviceFor,
    variables: (_f, _actor, made) => ({ id: made! }),
    expect: OWNER_ONLY,
    rest: [{ route: 'DELETE /devices/:id', request: (_f, _actor, made) => ({ params: { id: made! } }) }],
  },
  {
    operation: 'claimKeyPackages',
    about: "the owner's conversation",
    document: 'mutation($id: ID!) { claimKeyPackages(conversationId: $id) { exhausted { deviceId } } }',
    variables: (f) => ({ id: f.conversation }),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /conversations/:id/key-packages/claim', request: (f) => ({ params: { id: f.conversation }, body: {} }) }],
  },
];

export const authz: AuthzRows = { rows };
