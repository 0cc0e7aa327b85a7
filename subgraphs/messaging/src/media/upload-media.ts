// POST /media: the spec's uploadMessageMedia(files, conversationId) -> {urls, messages}.
// One message per file, in the order sent, through createMessage (so each one commits
// with its realtime events and gets its place in the conversation's order). All or
// nothing: every file is received, typed, size-checked and re-encoded before any is
// stored, and no message is written unless every file was accepted.
import { join } from 'node:path';
import type express from 'express';
import { authenticate, createLogger, hitRateLimits, requireUser, type Storage, type SubgraphServices } from '@pulse/kit';
import {
  UploadOverflowError, badInput, discardMedia, lingerThenClose, mediaRequestContext, receiveUpload, sendError, storeMedia,
  type ReceivedUpload, type StoredMedia, type UploadLimits,
} from '@pulse/kit/media';
import type { Message } from '../entities.js';
import { requireParticipant } from '../access.js';
import { createMessage } from '../operations/messages.js';
import { messageCursor } from '../cursors.js';
import { MESSAGE_UPLOAD_MESSAGES, NOT_MEDIA } from './media-types.js';

export const MAX_FILES_PER_UPLOAD = 10;

const log = createLogger('messaging.media');

/** The spec's Message shape for a message that was just created: nobody has seen or reacted to it yet. */
export function newMessageJson(message: Message) {
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    sender: { id: message.senderId },
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

export function uploadMediaHandler(services: SubgraphServices, storage: Storage): express.RequestHandler {
  const { config } = services;
  const limits: UploadLimits = { maxFiles: MAX_FILES_PER_UPLOAD, ...config.media };
  const spoolDir = join(config.storageDir, '.incoming');

  return async (req, res) => {
    let upload: ReceivedUpload | undefined;
    let stored: StoredMedia[] = [];
    let keptKeys = 0;
    try {
      const auth = await authenticate(req.headers.authorization, services.tokens, services.revocations);
      // Refused before a byte of the body is read.
      requireUser(auth);
      const ctx = mediaRequestContext(req, auth, services);

      // When conversationId comes before the files (as the web client sends it), a
      // stranger is refused before their files are received.
      let access: ReturnType<typeof requireParticipant> | undefined;
      upload = await receiveUpload(req, {
        limits,
        messages: MESSAGE_UPLOAD_MESSAGES,
        spoolDir,
        onField: async (name, value) => {
          if (name !== 'conversationId' || access || !value.trim()) return;
          access = requireParticipant(ctx, value.trim());
          await access;
        },
      });
      const conversationId = upload.fields.conversationId?.trim();
      if (!conversationId) throw badInput('conversationId is required', 'conversationId');
      const { participants, userId } = await (access ?? requireParticipant(ctx, conversationId));

      // Each file is a message: they count against the same per-minute limit as text sends.
      for (let i = 0; i < upload.files.length; i++) {
        await hitRateLimits(ctx.em, services.schema, [{ key: `send:${userId}`, limit: config.messageLimitPerMinute, windowSeconds: 60 }]);
      }

      stored = await storeMedia(storage, upload.files, { notMedia: NOT_MEDIA });
      const messages: Message[] = [];
      for (const item of stored) {
        messages.push(await createMessage(ctx, {
          conversationId,
          senderId: userId,
          body: '',
          replyToId: null,
          clientId: null,
          mediaUrl: item.url,
          mediaType: item.kind,
        }, participants));
        keptKeys++;
      }
      res.json({ urls: messages.map((m) => m.mediaUrl), messages: messages.map(newMessageJson) });
    } catch (error) {
      sendError(res, error, log);
      // The parser keeps discarding a refused body to its end; one too large for that is cut short.
      if (error instanceof UploadOverflowError) lingerThenClose(req, res);
      // Files that did not become messages are not kept.
      await discardMedia(storage, stored.slice(keptKeys));
    } finally {
      await upload?.dispose();
    }
  };
}
