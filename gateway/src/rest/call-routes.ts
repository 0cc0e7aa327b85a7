// The spec's calls paths: POST /calls/create, POST /calls/{id}/join|leave|end|decline,
// GET /calls/{id}, POST /calls/{id}/participant/status and /participant/media,
// GET /calls/active, GET /calls/conversation/{id}/history, GET /webrtc/turn-config and
// GET /webrtc/health. Fixed paths come before /calls/:id so "active" is never taken for an id.
import type express from 'express';
import { RestInputError, limitParam, optionalBoolean, optionalString, requiredParam, type RestRoute } from './router.js';

const CALL_USER = 'id name username image';
export const CALL_FIELDS = `id conversationId type video status roomId mediasoupUrl initiator { ${CALL_USER} }
  participants { user { ${CALL_USER} } status audioEnabled videoEnabled peerId joinedAt leftAt }
  createdAt startedAt endedAt`;

const CALL_TYPES = ['ONE_ON_ONE'];
const PARTICIPANT_STATUSES = ['INVITED', 'JOINED', 'LEFT', 'DECLINED'];

/** An enum value, case-insensitive (the spec does not show the client's spelling). */
function optionalEnum(body: unknown, field: string, allowed: string[]): string | null {
  const raw = optionalString(body, field);
  if (raw === undefined || raw.trim() === '') return null;
  const value = raw.trim().toUpperCase();
  if (!allowed.includes(value)) throw new RestInputError(`${field} must be one of ${allowed.join(', ')}`, field);
  return value;
}

const id = (req: express.Request) => ({ callId: String(req.params.id) });

/** POST /calls/{id}/<action>: one mutation taking the call id, answering {call}. */
function callAction(path: string, mutation: string): RestRoute {
  const name = `Rest${mutation[0].toUpperCase()}${mutation.slice(1)}`;
  return {
    method: 'post',
    path: `/calls/:id/${path}`,
    operation: `mutation ${name}($callId: ID!) { ${mutation}(callId: $callId) { ${CALL_FIELDS} } }`,
    variables: id,
    respond: (data) => ({ call: data[mutation] }),
  };
}

export const callRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/calls/create',
    operation: `mutation RestCreateCall($input: CreateCallInput!) { createCall(input: $input) { ${CALL_FIELDS} } }`,
    // The spec's payload also names the conversation; the recipient decides it (their 1:1 conversation).
    variables: (req) => {
      const input: Record<string, unknown> = { recipientId: requiredParam(req.body, 'recipientId') };
      const type = optionalEnum(req.body, 'type', CALL_TYPES);
      const video = optionalBoolean(req.body, 'video', null);
      if (type) input.type = type;
      if (video !== null) input.video = video;
      return { input };
    },
    respond: (data) => ({ call: data.createCall }),
  },
  {
    method: 'get',
    path: '/calls/active',
    operation: `query RestActiveCalls { activeCalls { ${CALL_FIELDS} } }`,
    respond: (data) => ({ calls: data.activeCalls }),
  },
  {
    method: 'get',
    path: '/calls/conversation/:id/history',
    operation: `query RestCallHistory($conversationId: ID!, $first: Int) { callHistory(conversationId: $conversationId, first: $first) { ${CALL_FIELDS} } }`,
    variables: (req) => ({ conversationId: String(req.params.id), first: limitParam(req) }),
    respond: (data) => ({ calls: data.callHistory }),
  },
  {
    method: 'get',
    path: '/calls/:id',
    operation: `query RestCall($callId: ID!) { call(id: $callId) { ${CALL_FIELDS} } }`,
    variables: id,
    respond: (data) => ({ call: data.call }),
  },
  {
    method: 'post',
    path: '/calls/:id/join',
    operation: `mutation RestJoinCall($callId: ID!) { joinCall(callId: $callId) { roomId mediasoupUrl token call { ${CALL_FIELDS} } } }`,
    variables: id,
    respond: (data) => data.joinCall,
  },
  callAction('leave', 'leaveCall'),
  callAction('end', 'endCall'),
  callAction('decline', 'declineCall'),
  {
    method: 'post',
    path: '/calls/:id/participant/status',
    operation: `mutation RestCallParticipantStatus($callId: ID!, $status: CallParticipantStatus!, $peerId: String) {
      updateCallParticipantStatus(callId: $callId, status: $status, peerId: $peerId) { ${CALL_FIELDS} } }`,
    variables: (req) => {
      const status = optionalEnum(req.body, 'status', PARTICIPANT_STATUSES);
      if (!status) throw new RestInputError('status is required', 'status');
      return { ...id(req), status, peerId: optionalString(req.body, 'peerId') ?? null };
    },
    respond: (data) => ({ call: data.updateCallParticipantStatus }),
  },
  {
    method: 'post',
    path: '/calls/:id/participant/media',
    operation: `mutation RestCallMedia($callId: ID!, $audioEnabled: Boolean, $videoEnabled: Boolean) {
      updateCallMedia(callId: $callId, audioEnabled: $audioEnabled, videoEnabled: $videoEnabled) { ${CALL_FIELDS} } }`,
    variables: (req) => ({ ...id(req), audioEnabled: optionalBoolean(req.body, 'audioEnabled', null), videoEnabled: optionalBoolean(req.body, 'videoEnabled', null) }),
    respond: (data) => ({ call: data.updateCallMedia }),
  },
  {
    method: 'get',
    path: '/webrtc/turn-config',
    operation: `query RestTurnConfig { turnConfig { iceServers { urls username credential } } }`,
    // Browsers take RTCIceServer objects: leave out the fields a server does not have.
    respond: (data) => ({
      iceServers: data.turnConfig.iceServers.map((s: { urls: string[]; username: string | null; credential: string | null }) => ({
        urls: s.urls, ...(s.username !== null ? { username: s.username } : {}), ...(s.credential !== null ? { credential: s.credential } : {}),
      })),
    }),
  },
  {
    method: 'get',
    path: '/webrtc/health',
    operation: `query RestWebrtcHealth { webrtcHealth { ok workers } }`,
    respond: (data) => data.webrtcHealth,
  },
];
