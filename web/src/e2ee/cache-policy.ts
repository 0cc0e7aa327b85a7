// Message.body, replyTo and reactions as this device reads them: for an encrypted message (one
// with an envelope; the server's body is empty and it keeps no reactions) the text, the quoted
// message and the reaction chips come from decrypted payloads (plaintexts.ts), so every view of
// a message shows what it says.
import type { FieldReadFunction, Reference, TypePolicies } from '@apollo/client';
import { bodyOf, reactionsOn, shownPayload, type EncryptedMessageRef } from './plaintexts';

type ReadField = Parameters<FieldReadFunction>[1]['readField'];

function encrypted(readField: ReadField): EncryptedMessageRef | null {
  const envelope = readField<EncryptedMessageRef['envelope'] | null>('envelope');
  if (!envelope) return null;
  const sender = readField<Reference>('sender');
  return {
    id: readField<string>('id') ?? '',
    conversationId: readField<string>('conversationId') ?? '',
    clientId: readField<string | null>('clientId') ?? null,
    senderId: readField<string>('senderId') ?? '',
    senderName: (sender && readField<string>('name', sender)) ?? '',
    createdAt: readField<string>('createdAt') ?? '',
    envelope,
  };
}

export const e2eeTypePolicies: TypePolicies = {
  Message: {
    fields: {
      body: {
        read(existing: string | undefined, { readField }) {
          const message = encrypted(readField);
          return message ? bodyOf(shownPayload(message)) : existing;
        },
      },
      replyTo: {
        read(existing: unknown, { readField }) {
          const message = encrypted(readField);
          if (!message) return existing;
          const shown = shownPayload(message);
          const quote = shown.state === 'read' ? shown.payload.replyTo : null;
          if (!quote) return existing ?? null;
          return { __typename: 'MessageReply', id: quote.id, body: quote.body, image: null, sender: { __typename: 'User', id: quote.senderId, name: quote.senderName } };
        },
      },
      image: {
        read(existing: unknown, { readField }) {
          const message = encrypted(readField);
          if (!message) return existing;
          const shown = shownPayload(message);
          return shown.state === 'read' ? (shown.fileUrl ?? null) : null;
        },
      },
      mediaType: {
        read(existing: unknown, { readField }) {
          const message = encrypted(readField);
          if (!message) return existing;
          const shown = shownPayload(message);
          const type = shown.state === 'read' ? shown.payload.file?.type : undefined;
          return type ? (type.startsWith('video/') ? 'VIDEO' : 'IMAGE') : null;
        },
      },
      sharedPost: {
        read(existing: unknown, { readField, toReference, canRead }) {
          const message = encrypted(readField);
          if (!message) return existing;
          const shown = shownPayload(message);
          const postId = shown.state === 'read' ? shown.payload.sharedPostId : null;
          if (!postId) return existing ?? null;
          // Loaded by this device's reader before the message counted as read (this-device.ts).
          const ref = toReference({ __typename: 'Post', id: postId });
          return ref && canRead(ref) ? ref : null;
        },
      },
      reactions: {
        // Also the messaging policy's: its list is replaced, never merged.
        merge: false,
        read(existing: unknown[] | undefined, { readField }) {
          if (!readField('envelope')) return existing;
          const messageId = readField<string>('id') ?? '';
          const on = reactionsOn(messageId);
          if (!on) return existing;
          return on.map((r) => ({
            __typename: 'Reaction',
            id: r.id,
            emoji: r.emoji,
            userId: r.senderId,
            messageId,
            createdAt: r.createdAt,
            user: { __typename: 'User', id: r.senderId, name: r.senderName },
          }));
        },
      },
    },
  },
};
