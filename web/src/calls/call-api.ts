// The calls API over the app's Apollo client: the GraphQL operations of graphql/calls.graphql.
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { ActiveCallsDocument } from '../generated/graphql';
import { inSession } from '../session/session-scope';
import type { CallApi, CallRecord } from './call-session';

export interface CallsApi extends CallApi {
  declineCall(callId: string): Promise<void>;
  /** Ringing and active calls of the member (an invitation sent while the socket was away); the request ends with `signal`. */
  activeCalls(signal?: AbortSignal): Promise<CallRecord[]>;
}

// The documents a call itself uses load with its first mutation, not with the page (the first
// page's size budget); the ringing check's query (ActiveCalls) is needed at once and stays.
const documents = () => import('./call-documents');

export function apolloCallsApi(client: ApolloClient<NormalizedCacheObject>): CallsApi {
  return {
    async createCall(recipientId, video) {
      const { data } = await client.mutate({
        mutation: (await documents()).CreateCallDocument,
        variables: { input: { recipientId, type: 'ONE_ON_ONE', video } },
      });
      if (!data) throw new Error('createCall returned no data');
      return data.createCall;
    },
    async joinCall(callId) {
      const { data } = await client.mutate({ mutation: (await documents()).JoinCallDocument, variables: { callId } });
      if (!data) throw new Error('joinCall returned no data');
      return data.joinCall;
    },
    async leaveCall(callId) {
      await client.mutate({ mutation: (await documents()).LeaveCallDocument, variables: { callId } });
    },
    async declineCall(callId) {
      await client.mutate({ mutation: (await documents()).DeclineCallDocument, variables: { callId } });
    },
    async updateCallMedia(callId, media) {
      await client.mutate({
        mutation: (await documents()).UpdateCallMediaDocument,
        variables: { callId, audioEnabled: media.audioEnabled ?? null, videoEnabled: media.videoEnabled ?? null },
      });
    },
    async updateParticipantStatus(callId, status, peerId) {
      await client.mutate({
        mutation: (await documents()).UpdateCallParticipantStatusDocument,
        variables: { callId, status, peerId: peerId ?? null },
      });
    },
    async iceServers() {
      const { data } = await client.query({ query: (await documents()).TurnConfigDocument, fetchPolicy: 'network-only' });
      return data.turnConfig.iceServers.map((s) => ({
        urls: s.urls,
        ...(s.username ? { username: s.username } : {}),
        ...(s.credential ? { credential: s.credential } : {}),
      }));
    },
    async activeCalls(signal) {
      const { data } = await client.query({ query: ActiveCallsDocument, fetchPolicy: 'network-only', ...(signal ? inSession(signal) : {}) });
      return data.activeCalls;
    },
  };
}

/** The media server when a call names none: the gateway's /sfu WebSocket on this origin. */
export function defaultMediaServerUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/sfu`;
}
