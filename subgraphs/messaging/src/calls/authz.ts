// The calls' rows of the authz matrix (docs/authz-matrix.md): the owner's ringing call with the
// participant, calls made for one cell, and call events.
import { MEMBERS, OWN_LIST, PARTICIPANTS, ARGUMENT_CHECKED, id, path, owner, type Actor, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const conversationId = (f: Fixtures) => ({ id: f.conversation });
// Only the owner, who is expected to change the call, gets a new one (a new member's, since a
// conversation rings one call at a time, and registering is the slow part of the run); the
// others are refused before anything changes, so they try the shared call.
const ringingId = (from: 'owner' | 'partner') => (f: Fixtures, actor: Actor) => (actor === 'owner' ? f.fresh.call(from) : Promise.resolve(f.call));
const ringing = (from: 'owner' | 'partner') => async (f: Fixtures, actor: Actor) => ({ id: await ringingId(from)(f, actor) });
const ringingPath = (from: 'owner' | 'partner') => async (f: Fixtures, actor: Actor) => ({ params: { id: await ringingId(from)(f, actor) } });

const rows: Row[] = [
  {
    operation: 'createCall',
    about: 'a call to the owner (the owner calls the participant)',
    document: 'mutation($id: ID!) { createCall(input: { recipientId: $id, video: false }) { id } }',
    variables: (f, actor) => ({ id: actor === 'owner' ? f.members.participant.user.id : owner(f).user.id }),
    expect: MEMBERS,
    rest: [
      {
        route: 'POST /calls/create',
        request: (f, actor) => ({ body: { recipientId: actor === 'owner' ? f.members.participant.user.id : owner(f).user.id, video: false } }),
      },
    ],
  },
  {
    operation: 'call',
    about: "the owner's call",
    document: 'query($id: ID!) { call(id: $id) { id } }',
    variables: id((f) => f.call),
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /calls/:id', request: path((f) => f.call) }],
  },
  {
    operation: 'activeCalls',
    about: "the owner's ringing call",
    document: '{ activeCalls { id } }',
    shows: ['activeCalls.*.id', (f) => f.call],
    expect: OWN_LIST,
    rest: [{ route: 'GET /calls/active', shows: ['calls.*.id', (f) => f.call] }],
  },
  {
    operation: 'callHistory',
    about: "the owner's conversation",
    document: 'query($id: ID!) { callHistory(conversationId: $id) { id } }',
    variables: conversationId,
    shows: ['callHistory.*.id', (f) => f.call],
    expect: PARTICIPANTS,
    rest: [{ route: 'GET /calls/conversation/:id/history', request: path((f) => f.conversation), shows: ['calls.*.id', (f) => f.call] }],
  },
  {
    operation: 'joinCall',
    about: 'a call ringing for the owner',
    document: 'mutation($id: ID!) { joinCall(callId: $id) { token } }',
    variables: ringing('partner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/join', request: ringingPath('partner') }],
  },
  {
    operation: 'declineCall',
    about: 'a call ringing for the owner',
    document: 'mutation($id: ID!) { declineCall(callId: $id) { id } }',
    variables: ringing('partner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/decline', request: ringingPath('partner') }],
  },
  {
    operation: 'leaveCall',
    about: "the owner's call",
    document: 'mutation($id: ID!) { leaveCall(callId: $id) { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/leave', request: ringingPath('owner') }],
  },
  {
    operation: 'endCall',
    about: "the owner's call",
    document: 'mutation($id: ID!) { endCall(callId: $id) { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/end', request: ringingPath('owner') }],
  },
  {
    operation: 'updateCallParticipantStatus',
    about: "the owner's call",
    document: 'mutation($id: ID!) { updateCallParticipantStatus(callId: $id, status: JOINED, peerId: "authz-peer") { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [
      {
        route: 'POST /calls/:id/participant/status',
        request: async (f, actor) => ({ ...(await ringingPath('owner')(f, actor)), body: { status: 'JOINED', peerId: 'authz-peer' } }),
      },
    ],
  },
  {
    operation: 'updateCallMedia',
    about: "the owner's call",
    document: 'mutation($id: ID!) { updateCallMedia(callId: $id, audioEnabled: false) { id } }',
    variables: ringing('owner'),
    expect: PARTICIPANTS,
    rest: [{ route: 'POST /calls/:id/participant/media', request: async (f, actor) => ({ ...(await ringingPath('owner')(f, actor)), body: { audioEnabled: false } }) }],
  },
  {
    operation: 'turnConfig',
    about: 'ICE servers, for members',
    document: '{ turnConfig { iceServers { urls } } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /webrtc/turn-config' }],
  },
  {
    operation: 'webrtcHealth',
    about: 'the media server state, for members',
    document: '{ webrtcHealth { ok } }',
    expect: MEMBERS,
    rest: [{ route: 'GET /webrtc/health' }],
  },
  // Subscriptions: `allowed`: the event reaches the caller; `hidden`: it does not (checked once
  // every caller expected to get it has it); a code: the subscription is refused when it starts.
  {
    operation: 'callEvent',
    about: "a call to the owner (all the caller's calls)",
    document: 'subscription { callEvent { kind call { id } } }',
    trigger: async (f) => {
      // joinCall's row leaves the owner in a call, and a call to a member already in one is
      // BUSY and never rings (docs/calls.md): the owner leaves those first (the shared call stays).
      const token = f.members.owner.token;
      const { activeCalls } = await f.run<{ activeCalls: { id: string }[] }>('{ activeCalls { id } }', {}, token);
      for (const { id } of activeCalls) if (id !== f.call) await f.run('mutation($id: ID!) { leaveCall(callId: $id) { id } }', { id }, token);
      return f.fresh.call('partner');
    },
    shows: ['callEvent.call.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'callEvent',
    about: "the owner's call, named",
    document: 'subscription($id: ID) { callEvent(callId: $id) { kind call { id } } }',
    variables: id((f) => f.call),
    trigger: async (f) => {
      await f.run('mutation($id: ID!) { updateCallMedia(callId: $id, videoEnabled: false) { id } }', { id: f.call }, f.members.participant.token);
      return f.call;
    },
    shows: ['callEvent.call.id', (_f, made) => made],
    expect: ARGUMENT_CHECKED,
  },
];

export const authz: AuthzRows = { rows };
