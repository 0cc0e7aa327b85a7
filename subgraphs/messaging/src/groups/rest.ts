// The groups' REST paths (docs/e2ee.md, "Third-party clients and REST"): a device sends its
// commits and reads the group's handshakes. The commit's body is the operation's own input.
import { z } from 'zod';
import { defineRoute, inputBody, intQuery, pathId, requiredId, type RestRoute } from '@pulse/kit/rest';
import { RestCommitToGroupDocument, RestGroupHandshakesDocument } from '../rest.generated.js';
import { GroupCommitInput } from './inputs.js';

const conversationParams = z.object({ id: pathId('The conversation id') });

export const groupRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/conversations/:id/commits',
    summary: "Send a commit to the conversation's MLS group (409 CONFLICT, reason EPOCH_CONFLICT, when another came first)",
    auth: 'member',
    params: conversationParams,
    body: inputBody(GroupCommitInput),
    document: RestCommitToGroupDocument,
    variables: ({ params, body }) => ({ conversationId: params.id, input: body }),
    response: z.object({ group: z.object({ conversationId: z.string(), epoch: z.number().int() }) }),
    respond: (data) => ({ group: data.commitToGroup }),
  }),
  defineRoute({
    method: 'get',
    path: '/conversations/:id/handshakes',
    summary: "What your device needs to catch up with the conversation's MLS group: its Welcome and the commits, in order",
    auth: 'member',
    params: conversationParams,
    query: z.object({
      deviceId: requiredId('deviceId').meta({ description: 'Your device that reads' }),
      fromEpoch: intQuery('fromEpoch', 0, 'Commits made in this epoch and later (default: from the epoch your device joined at)'),
    }),
    document: RestGroupHandshakesDocument,
    variables: ({ params, query }) => ({ conversationId: params.id, deviceId: query.deviceId, fromEpoch: query.fromEpoch }),
    response: z.object({
      epoch: z.number().int(),
      groupInfo: z.string().nullable(),
      welcome: z.object({ epoch: z.number().int(), welcome: z.string() }).nullable(),
      handshakes: z.array(z.object({ epoch: z.number().int(), senderDeviceId: z.string(), commit: z.string(), createdAt: z.string().meta({ format: 'date-time' }) })),
      removals: z
        .array(z.object({ userId: z.string(), deviceId: z.string() }))
        .meta({ description: 'Removed devices still in the group: commit their removal (removedDeviceIds)' }),
      additions: z
        .array(z.object({ userId: z.string(), deviceId: z.string() }))
        .meta({ description: "Members' devices (with key packages) not in the group yet: claim their packages and commit their addition (addedDeviceIds)" }),
      hasMore: z.boolean(),
    }),
    respond: (data) => data.groupHandshakes,
  }),
];
