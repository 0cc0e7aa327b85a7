// The envelopes' input: one declaration, its rules and GraphQL types together.
import { ID } from 'type-graphql';
import { z } from 'zod';
import { declareInput, inputField } from '@pulse/kit';
import { MessageKind } from './envelope.js';
import { ENVELOPE_MAX_BYTES } from './limits.js';

const CLIENT_ID_MAX = 100;
const MAX_CHARS = Math.ceil(ENVELOPE_MAX_BYTES / 3) * 4;

export const EncryptedMessageInput = declareInput(
  'EncryptedMessageInput',
  {
    deviceId: inputField(z.string().trim().min(1, 'deviceId is required').max(64, 'An id is at most 64 characters'), () => ID, {
      description: 'Your device that encrypted it.',
    }),
    kind: inputField(
      z
        .enum(MessageKind)
        .nullish()
        .transform((v) => v ?? MessageKind.MESSAGE),
      () => MessageKind,
      { description: 'MESSAGE (default) or REACTION.' },
    ),
    mls: inputField(z.string().min(1, 'mls is required').max(MAX_CHARS, `An encrypted message is at most ${ENVELOPE_MAX_BYTES} bytes`), () => String, {
      description: "Base64 of one MLS application message of the conversation's group, made in its current epoch (or one of the 4 before).",
    }),
    clientId: inputField(
      z
        .string()
        .max(CLIENT_ID_MAX, `clientId must be at most ${CLIENT_ID_MAX} characters`)
        .nullish()
        .transform((v) => v?.trim() || null),
      () => String,
      { description: 'An id the sending device chose: sending it again answers the first message.' },
    ),
  },
  { description: 'An end-to-end encrypted message (docs/e2ee.md, "Message envelope").' },
);
