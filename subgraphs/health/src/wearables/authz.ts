// Authorization rows of the wearables capability (docs/health-design.md 1.3): a member's
// devices, data, heart rate and sync jobs are theirs alone; another member's job or device
// does not exist for anyone else (NOT_FOUND), admins included. Each row that needs a device
// uses its own one, so rows never wait on each other's sync (one sync per device at a time):
// OURA the owner's synced device, WHOOP connectWearable (and POST /wearables/sync), SAMSUNG syncWearables, APPLE_WATCH
// importHealthExport (imports/authz.ts), GARMIN disconnectWearable, FITBIT and GARMIN the two syncJobProgress rows
// (subscriptions run after the queries and mutations).
import { MEMBERS, OWN_LIST, OWNER_ONLY, type Actor, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

type Device = 'OURA' | 'WHOOP' | 'SAMSUNG' | 'APPLE_WATCH' | 'FITBIT' | 'GARMIN';
const sandboxKey = (device: Device) => `test_${device.toLowerCase().replace('_', '-')}_12345`;

const tokenOf = (f: Fixtures, actor: Actor) => (actor === 'anonymous' || actor === 'suspended' ? undefined : f.members[actor].token);

/** A device of `token`'s member connected from scratch (no job left from a previous cell). */
async function freshDevice(f: Fixtures, token: string, device: Device, key = sandboxKey(device)): Promise<string> {
  await f.run(`mutation { disconnectWearable(provider: ${device}) }`, {}, token).catch(() => undefined);
  return (
    await f.run<{ connectWearable: { id: string } }>(`mutation($k: String!) { connectWearable(input: { provider: ${device}, apiKey: $k }) { id } }`, { k: key }, token)
  ).connectWearable.id;
}

/** A sync of steps only (quick: no minute heart rate) of a device connected from scratch. */
async function startSync(f: Fixtures, token: string, device: Device): Promise<string> {
  await freshDevice(f, token, device);
  return (await f.run<{ syncWearables: { id: string }[] }>(`mutation { syncWearables(input: { provider: ${device}, dataTypes: [STEPS] }) { id } }`, {}, token))
    .syncWearables[0].id;
}

/**
 * The trigger of the all-jobs subscription row: a sync of the owner's FITBIT. The runner may
 * trigger again before the first job ran (a busy queue): the one already queued is the event
 * to wait for, so a trigger never replaces it (that would delete it with its device).
 */
const triggered = new WeakMap<Fixtures, string>();
async function syncOnce(f: Fixtures): Promise<string> {
  const token = f.members.owner.token;
  const earlier = triggered.get(f);
  if (earlier) {
    const { syncJob } = await f.run<{ syncJob: { state: string } }>('query($id: ID!) { syncJob(id: $id) { state } }', { id: earlier }, token);
    if (syncJob.state === 'QUEUED' || syncJob.state === 'RUNNING') return earlier;
    const again = await f.run<{ syncWearables: { id: string }[] }>('mutation { syncWearables(input: { provider: FITBIT, dataTypes: [STEPS] }) { id } }', {}, token);
    triggered.set(f, again.syncWearables[0].id);
    return again.syncWearables[0].id;
  }
  const id = await startSync(f, token, 'FITBIT');
  triggered.set(f, id);
  return id;
}

/** The owner's OURA sandbox device, synced once (90 days of data, a week of minute heart rate). */
const synced = new WeakMap<Fixtures, Promise<{ connectionId: string; jobId: string }>>();
function ownerDevice(f: Fixtures) {
  let made = synced.get(f);
  if (!made) {
    made = (async () => {
      const token = f.members.owner.token;
      const connectionId = await freshDevice(f, token, 'OURA');
      const jobId = (await f.run<{ syncWearables: { id: string }[] }>('mutation { syncWearables(input: { provider: OURA }) { id } }', {}, token)).syncWearables[0].id;
      for (let i = 0; i < 300; i++) {
        const { syncJob } = await f.run<{ syncJob: { state: string } }>('query($id: ID!) { syncJob(id: $id) { state } }', { id: jobId }, token);
        if (syncJob.state === 'DONE') return { connectionId, jobId };
        if (syncJob.state === 'FAILED') throw new Error('the owner device sync failed');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('the owner device sync did not finish');
    })();
    synced.set(f, made);
  }
  return made;
}

const yesterdayNoon = () => `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T12:00:00.000Z`;

const rows: Row[] = [
  {
    operation: 'wearableConnections',
    about: "the owner's device",
    document: '{ wearableConnections { id provider keyHint } }',
    made: async (f) => (await ownerDevice(f)).connectionId,
    shows: ['wearableConnections.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'wearableData',
    about: "the owner's synced days",
    document: '{ wearableData(query: { provider: OURA }) { id provider date } }',
    made: async (f) => (await ownerDevice(f)).jobId,
    shows: ['wearableData.*.provider', () => 'OURA'],
    expect: OWN_LIST,
    rest: [{ route: 'GET /wearables/data', request: () => ({ query: { provider: 'oura' } }), shows: ['data.*.provider', () => 'oura'] }],
  },
  {
    operation: 'heartRate',
    about: "the owner's minute heart rate",
    document: 'query($at: DateTime) { heartRate(provider: OURA, from: $at, to: $at) { at bpm } }',
    made: async (f) => (await ownerDevice(f)).jobId,
    variables: () => ({ at: yesterdayNoon() }),
    shows: ['heartRate.*.at', () => yesterdayNoon()],
    expect: OWN_LIST,
  },
  {
    operation: 'syncJob',
    about: "the owner's sync job",
    document: 'query($id: ID!) { syncJob(id: $id) { id state } }',
    made: async (f) => (await ownerDevice(f)).jobId,
    variables: (_f, _actor, made) => ({ id: made }),
    shows: ['syncJob.id', (_f, made) => made],
    expect: OWNER_ONLY,
    rest: [{ route: 'GET /wearables/jobs/:id', request: (_f, _actor, made) => ({ params: { id: made! } }), shows: ['job.id', (_f, made) => made] }],
  },
  {
    operation: 'connectWearable',
    about: "the caller's own device (sandbox key)",
    document: 'mutation { connectWearable(input: { provider: WHOOP, apiKey: "test_whoop_12345" }) { id mode } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /wearables/connect', request: () => ({ body: { provider: 'whoop', apiKey: 'test_whoop_12345' } }) }],
  },
  {
    operation: 'disconnectWearable',
    about: "the owner's device",
    // GARMIN: the syncJobProgress row's device, but subscriptions run after every query and
    // mutation, so nothing else touches it meanwhile (APPLE_WATCH is the imports row's).
    document: 'mutation { disconnectWearable(provider: GARMIN) }',
    // Only the owner's cell connects it: a connect in another cell (as the owner) would
    // disconnect it under the owner's own disconnect. The others have no GARMIN: NOT_FOUND.
    variables: async (f, actor) => {
      if (actor === 'owner') await freshDevice(f, f.members.owner.token, 'GARMIN');
      return {};
    },
    expect: OWNER_ONLY,
  },
  {
    operation: 'syncWearables',
    about: "the caller's own device",
    document: 'mutation { syncWearables(input: { provider: SAMSUNG, dataTypes: [STEPS] }) { id state } }',
    variables: async (f, actor) => {
      const token = tokenOf(f, actor);
      if (token) await freshDevice(f, token, 'SAMSUNG');
      return {};
    },
    expect: MEMBERS,
    rest: [
      {
        route: 'POST /wearables/sync',
        // Its own device (cells run side by side): WHOOP, connected by the row above, synced once per member here.
        request: async (f, actor) => {
          const token = tokenOf(f, actor);
          if (token) await f.run('mutation { connectWearable(input: { provider: WHOOP, apiKey: "test_whoop_12345" }) { id } }', {}, token);
          return { body: { provider: 'whoop', dataTypes: ['steps'] } };
        },
      },
    ],
  },
  {
    operation: 'syncJobProgress',
    about: "the owner's syncs (all the caller's jobs)",
    document: 'subscription { syncJobProgress { id state } }',
    trigger: syncOnce,
    shows: ['syncJobProgress.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'syncJobProgress',
    about: "the owner's sync job, named (a just-queued one for the owner: its run is the event)",
    document: 'subscription($id: ID) { syncJobProgress(syncJobId: $id) { id state } }',
    variables: async (f, actor) => ({ id: actor === 'owner' ? await startSync(f, f.members.owner.token, 'GARMIN') : (await ownerDevice(f)).jobId }),
    expect: { anonymous: 'UNAUTHENTICATED', stranger: 'NOT_FOUND', owner: 'allowed', moderator: 'NOT_FOUND', admin: 'NOT_FOUND', suspended: 'UNAUTHENTICATED' },
  },
];

export const authz: AuthzRows = { rows };
