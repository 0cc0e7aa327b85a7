// POST /media: the spec's uploadMessageMedia(files, conversationId) -> {urls, messages}.
// One message per file, in the order sent, through createMessage (so each one commits
// with its realtime events and gets its place in the conversation's order). All or
// nothing: every file is received, typed, size-checked and re-encoded before any is
// stored, and no message is written unless every file was accepted. An optional
// `clientId` makes it idempotent like sendMessage: file i becomes the message with client
// id `${clientId}:${i}`, and a retry answers with the messages the first attempt created.
import type express from 'express';
import { ConflictError, createLogger, hitRateLimits, type Storage, type SubgraphServices, type SubgraphContext } from '@pulse/kit';
import { badInput, discardMedia, mediaRequestContext, storeMedia, uploadRoute, type StoredMedia, type UploadLimits } from '@pulse/kit/media';
import { Message, MediaType } from '../entities/message.js';
import { memberName } from '../accounts-client.js';
import { requireParticipant } from '../access.js';
import { ENCRYPTED_CONVERSATION, groupEpochOf } from '../../envelopes/envelope.js';
import { CLIENT_ID_ELSEWHERE, createMessage } from '../operations/send-message.js';
import { messageCursor } from '../cursors.js';
import { MESSAGE_UPLOAD_MESSAGES, NOT_MEDIA } from './media-types.js';

export const MAX_FILES_PER_UPLOAD = 10;

const log = createLogger('messaging.media');

/** The spec's Message shape of an uploaded message as created (a retry gets the first attempt's answer again). */
export function newMessageJson(message: Message, senderName: string | null) {
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    sender: { id: message.senderId, name: senderName },
    body: message.body,
    image: message.mediaUrl,
    mediaType: message.mediaType,
    createdAt: message.createdAt.toISOString(),
    seen: false,
    seenBy: [],
    replyTo: null,
    reactions: [],
    pinned: false,
    clientId: message.clientId,
    cursor: messageCursor(message.seq ?? '0', message.id),
  };
}

/** Room for the `:${index}` suffix within sendMessage's 100-character client ids. */
const MAX_UPLOAD_CLIENT_ID = 90;

function uploadClientId(raw: string | undefined): string | null {
  const clientId = raw?.trim() || null;
  if (clientId && clientId.length > MAX_UPLOAD_CLIENT_ID) throw badInput(`clientId must be at most ${MAX_UPLOAD_CLIENT_ID} characters`, 'clientId');
  return clientId;
}

/** The messages an earlier attempt with this clientId created, by file index. */
async function earlierAttempt(ctx: SubgraphContext, senderId: string, conversationId: string, clientId: string, count: number): Promise<Map<number, Message>> {
  const keys = Array.from({ length: count }, (_, i) => `${clientId}:${i}`);
  const found = await ctx.em.find(Message, { senderId, clientId: { $in: keys } });
  if (found.some((m) => m.conversationId !== conversationId)) {
    throw new ConflictError(CLIENT_ID_ELSEWHERE, 'clientId');
  }
  return new Map(found.map((m) => [keys.indexOf(m.clientId!), m]));
}

export function uploadMediaHandler(services: SubgraphServices, storage: Storage): express.RequestHandler {
  const { config } = services;
  const limits: UploadLimits = { maxFiles: MAX_FILES_PER_UPLOAD, ...config.media };

  return uploadRoute(services, { limits, messages: MESSAGE_UPLOAD_MESSAGES, log }, async ({ req, auth, receive, onRefused }) => {
    let stored: StoredMedia[] = [];
    let keptKeys = 0;
    // Files that did not become messages are not kept.
    onRefused(() => discardMedia(storage, stored.slice(keptKeys)));
    const ctx = mediaRequestContext(req, auth, services);

    // When conversationId comes before the files (as the web client sends it), a
    // stranger is refused before their files are received.
    let access: ReturnType<typeof requireParticipant> | undefined;
    const upload = await receive(async (name, value) => {
      // Checked as soon as it arrives, so a malformed one is refused before any file.
      if (name === 'clientId') uploadClientId(value);
      if (name !== 'conversationId' || access || !value.trim()) return;
      access = requireParticipant(ctx, value.trim());
      await access;
    });
    const conversationId = upload.fields.conversationId?.trim();
    if (!conversationId) throw badInput('conversationId is required', 'conversationId');
    const { participants, userId } = await (access ?? requireParticipant(ctx, conversationId));
    // Media into an encrypted conversation is encrypted in the browser and sent inside an envelope.
    if ((await groupEpochOf(ctx, conversationId)) !== null) throw badInput(ENCRYPTED_CONVERSATION, 'conversationId', 'ENCRYPTED_CONVERSATION');
    const clientId = uploadClientId(upload.fields.clientId);
    const earlier = clientId ? await earlierAttempt(ctx, userId, conversationId, clientId, upload.files.length) : new Map<number, Message>();
    const newFiles = upload.files.filter((_, i) => !earlier.has(i));

    // Each file is a message: they count against the same per-minute limit as text sends.
    for (let i = 0; i < newFiles.length; i++) {
      await hitRateLimits(ctx.em, services, [{ key: `send:${userId}`, limit: config.messageLimitPerMinute, windowSeconds: 60 }]);
    }

    stored = await storeMedia(storage, newFiles, { notMedia: NOT_MEDIA });
    const messages: Message[] = [];
    for (let i = 0, next = 0; i < upload.files.length; i++) {
      const done = earlier.get(i);
      if (done) {
        messages.push(done);
        continue;
      }
      const item = stored[next++];
      const message = await createMessage(
        ctx,
        {
          conversationId,
          senderId: userId,
          body: '',
          replyToId: null,
          clientId: clientId && `${clientId}:${i}`,
          mediaUrl: item.url,
          mediaType: MediaType[item.kind],
        },
        participants,
      );
      keptKeys++;
      // A concurrent attempt with the same clientId won the race: its file is the message.
      if (message.mediaUrl !== item.url) await discardMedia(storage, [item]);
      messages.push(message);
    }
    // The messages are committed: a slow or absent accounts service costs the name, not the answer.
    const senderName = await memberName(ctx, userId).catch((error: unknown) => {
      log.warn('sender name lookup failed', { error: String(error) });
      return null;
    });
    return { urls: messages.map((m) => m.mediaUrl), messages: messages.map((m) => newMessageJson(m, senderName)) };
  });
}
