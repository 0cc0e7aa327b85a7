// The envelopes' REST path (docs/e2ee.md, "Third-party clients and REST"): a client that speaks
// MLS sends an encrypted message into a conversation; every message path answers the envelope.
import { z } from 'zod';
import { defineRoute, inputBody, pathId, type RestRoute } from '@pulse/kit/rest';
import { RestSendEncryptedMessageDocument } from '../rest.generated.js';
import { EncryptedMessageInput } from './inputs.js';

/** Message.envelope on every REST message: null for a plaintext message. */
export const messageEnvelope = z
  .object({
    v: z.number().int(),
    kind: z.enum(['MESSAGE', 'REACTION']),
    epoch: z.number().int(),
    senderDeviceId: z.string(),
    mls: z.string().meta({ description: 'Base64 of the MLS application message' }),
  })
  .nullable()
  .meta({ description: 'The end-to-end encrypted message (its body is then empty); null for a plaintext message' });

/** `messageAnswer`: `{ message }` as the table's other message paths answer it. */
export function envelopeRoutes(messageAnswer: z.ZodType): RestRoute[] {
  return [
    defineRoute({
      method: 'post',
      path: '/conversations/:id/envelopes',
      summary: "Send an end-to-end encrypted message or reaction (an MLS application message of the conversation's group)",
      auth: 'member',
      params: z.object({ id: pathId('The conversation id') }),
      body: inputBody(EncryptedMessageInput),
      document: RestSendEncryptedMessageDocument,
      variables: ({ params, body }) => ({ conversationId: params.id, input: body }),
      response: messageAnswer,
      respond: (data) => ({ message: data.sendEncryptedMessage }),
    }),
  ];
}
