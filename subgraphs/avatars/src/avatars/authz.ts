// The avatars' rows of the authz matrix (docs/authz-matrix.md). Everything is the owner's
// alone: lists show the owner's avatars to the owner only (OWN_LIST), and reads and changes of
// another member's avatar or task answer NOT_FOUND (OWNER_ONLY: existence is private too).
// GraphQL documents only: no resolver or entity is imported here.
import { MEMBERS, OWN_LIST, OWNER_ONLY, memo, type Actor, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const owner = (f: Fixtures) => f.members.owner.token;
const CREATE = 'mutation($input: CreateAvatarInput!) { createAvatar(input: $input) { id avatarId } }';

/**
 * A new avatar of the owner's (its generation task runs offline); answers its id and its task's.
 * The owner may have 3 tasks queued or running at once: past that it waits for one to end.
 */
async function newAvatar(f: Fixtures): Promise<{ avatarId: string; taskId: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { createAvatar } = await f.run<{ createAvatar: { id: string; avatarId: string } }>(
        CREATE,
        { input: { prompt: 'an athletic runner in a red shirt' } },
        owner(f),
      );
      return { avatarId: createAvatar.avatarId, taskId: createAvatar.id };
    } catch (error) {
      if (attempt >= 100 || !String(error).includes('RATE_LIMITED')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function taskDone(f: Fixtures, id: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const { avatarTask } = await f.run<{ avatarTask: { state: string } }>('query($id: ID!) { avatarTask(id: $id) { state } }', { id }, owner(f));
    if (avatarTask.state === 'SUCCEEDED') return;
    if (avatarTask.state === 'FAILED' || avatarTask.state === 'CANCELLED') throw new Error(`the owner's avatar task ended ${avatarTask.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the owner's avatar task did not finish");
}

/** The owner's avatar, made once and ready. */
const readyAvatar = memo(async (f) => {
  const made = await newAvatar(f);
  await taskDone(f, made.taskId);
  return made.avatarId;
});
/** A rigging of it that succeeded. */
const riggedTask = memo(async (f) => {
  const { rigAvatar } = await f.run<{ rigAvatar: { id: string } }>(
    'mutation($id: ID) { rigAvatar(input: { avatarId: $id }) { id } }',
    { id: await readyAvatar(f) },
    owner(f),
  );
  await taskDone(f, rigAvatar.id);
  return rigAvatar.id;
});

/** The owner's cell cancels a task of its own, just queued; the others are refused before the state matters. */
const cancellable = async (f: Fixtures, actor: Actor) => (actor === 'owner' ? (await newAvatar(f)).taskId : riggedTask(f));
/** The owner's cell deletes an avatar of its own; the others are refused any. */
const deletable = async (f: Fixtures, actor: Actor) => (actor === 'owner' ? (await newAvatar(f)).avatarId : readyAvatar(f));

const rows: Row[] = [
  {
    operation: 'myAvatars',
    about: "the owner's avatar",
    document: '{ myAvatars { id } }',
    made: (f) => readyAvatar(f),
    shows: ['myAvatars.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /user/avatars', shows: ['avatars.*.id', (_f, made) => made] }],
  },
  {
    operation: 'avatar',
    about: "the owner's avatar",
    document: 'query($id: ID!) { avatar(id: $id) { id } }',
    made: (f) => readyAvatar(f),
    variables: (_f, _a, made) => ({ id: made }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'createAvatar',
    about: "an avatar of the caller's own",
    document: 'mutation { createAvatar(input: { prompt: "a slim person in a green top" }) { id } }',
    expect: MEMBERS,
    rest: [
      { route: 'POST /avatars', request: () => ({ body: { prompt: 'a slim person in a green top' } }) },
      { route: 'POST /avatars/complete', request: () => ({ body: { prompt: 'a slim person in a green top', height_meters: 1.8 } }) },
    ],
  },
  {
    operation: 'setDefaultAvatar',
    about: "the owner's avatar",
    document: 'mutation($id: ID!) { setDefaultAvatar(avatarId: $id) { id } }',
    made: (f) => readyAvatar(f),
    variables: (_f, _a, made) => ({ id: made }),
    expect: OWNER_ONLY,
    rest: [{ route: 'PUT /user/avatars', request: (_f, _a, made) => ({ body: { avatarId: made } }) }],
  },
  {
    operation: 'deleteAvatar',
    about: "the owner's avatar",
    document: 'mutation($id: ID!) { deleteAvatar(id: $id) }',
    variables: async (f, actor) => ({ id: await deletable(f, actor) }),
    expect: OWNER_ONLY,
    rest: [{ route: 'DELETE /avatars/:id', request: async (f, actor) => ({ params: { id: await deletable(f, actor) } }) }],
  },
  {
    operation: 'avatarTask',
    about: "the owner's generation task",
    document: 'query($id: ID!) { avatarTask(id: $id) { id } }',
    made: async (f) => riggedTask(f),
    variables: (_f, _a, made) => ({ id: made }),
    expect: OWNER_ONLY,
    rest: [
      { route: 'GET /avatars/:id/status', request: (_f, _a, made) => ({ params: { id: made! } }) },
      { route: 'GET /avatars/meshy/rig/:id', request: (_f, _a, made) => ({ params: { id: made! } }) },
      { route: 'GET /avatars/meshy/rig/:id/status', request: (_f, _a, made) => ({ params: { id: made! } }) },
      { route: 'GET /avatars/meshy/animate/:id', request: (_f, _a, made) => ({ params: { id: made! } }) },
      { route: 'GET /avatars/meshy/animate/:id/status', request: (_f, _a, made) => ({ params: { id: made! } }) },
    ],
  },
  {
    operation: 'cancelAvatarTask',
    about: "the owner's queued task",
    document: 'mutation($id: ID!) { cancelAvatarTask(id: $id) { id } }',
    variables: async (f, actor) => ({ id: await cancellable(f, actor) }),
    expect: OWNER_ONLY,
    rest: [
      { route: 'DELETE /avatars/meshy/rig/:id', request: async (f, actor) => ({ params: { id: await cancellable(f, actor) } }) },
      { route: 'DELETE /avatars/meshy/rig/:id/status', request: async (f, actor) => ({ params: { id: await cancellable(f, actor) } }) },
      { route: 'DELETE /avatars/meshy/animate/:id', request: async (f, actor) => ({ params: { id: await cancellable(f, actor) } }) },
      { route: 'DELETE /avatars/meshy/animate/:id/status', request: async (f, actor) => ({ params: { id: await cancellable(f, actor) } }) },
    ],
  },
  {
    operation: 'rigAvatar',
    about: "the owner's ready avatar",
    document: 'mutation($id: ID) { rigAvatar(input: { avatarId: $id }) { id } }',
    made: (f) => readyAvatar(f),
    variables: (_f, _a, made) => ({ id: made }),
    expect: OWNER_ONLY,
    rest: [
      { route: 'POST /avatars/meshy/rig', request: (_f, _a, made) => ({ body: { avatarId: made } }) },
      { route: 'POST /avatars/rig', request: (_f, _a, made) => ({ body: { avatarId: made, height_meters: 1.7 } }) },
    ],
  },
  {
    operation: 'animateAvatar',
    about: "the owner's rigging task that succeeded",
    document: 'mutation($id: ID!) { animateAvatar(input: { rigTaskId: $id, actionId: "wave" }) { id } }',
    made: (f) => riggedTask(f),
    variables: (_f, _a, made) => ({ id: made }),
    expect: OWNER_ONLY,
    rest: [
      { route: 'POST /avatars/meshy/animate', request: (_f, _a, made) => ({ body: { rig_task_id: made, action_id: 'walk' } }) },
      { route: 'POST /avatars/animate', request: (_f, _a, made) => ({ body: { rig_task_id: made, action_id: 'run', fps: 30, output_format: 'glb' } }) },
    ],
  },
  {
    operation: 'avatarRig',
    about: "the owner's avatar",
    document: 'query($id: ID!) { avatarRig(avatarId: $id) { avatarId } }',
    made: (f) => readyAvatar(f),
    variables: (_f, _a, made) => ({ id: made }),
    expect: OWNER_ONLY,
    rest: [
      { route: 'GET /avatars/:id/rig', request: (_f, _a, made) => ({ params: { id: made! } }) },
      { route: 'POST /avatars/rig-status', request: (_f, _a, made) => ({ body: { avatarId: made, status: 'queued' } }) },
    ],
  },
  {
    operation: 'avatarTaskUpdated',
    about: "the owner's tasks (all the caller's)",
    document: 'subscription { avatarTaskUpdated { id } }',
    trigger: async (f) => (await newAvatar(f)).taskId,
    shows: ['avatarTaskUpdated.id', (_f, made) => made],
    expect: OWN_LIST,
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: { avatarAnimationLibrary: 'The library of animations the configured generator makes: the same for every member.' },
  restNoOwnedObject: { 'GET /avatars/meshy/animate/library': 'avatarAnimationLibrary' },
};
