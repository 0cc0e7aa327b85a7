// POST /media: the spec's uploadMessageMedia(files, conversationId) -> {urls, messages}.
// One message per file, in the order sent, through createMessage (so each one commits
// with its realtime events and gets its place in the conversation's order). All or
// nothing: every file is received, typed, size-checked and re-encoded before any is
// stored, and no message is written unless every file was accepted.
import type http from 'node:http';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type express from 'express';
import {
  LoaderRegistry, authenticate, createLogger, hitRateLimits, newStorageKey, requireUser,
  type AuthContext, type Storage, type SubgraphContext, type SubgraphServices,
} from '@pulse/kit';
import type { Message } from '../entities.js';
import { requireParticipant } from '../access.js';
import { createMessage } from '../operations/messages.js';
import { messageCursor } from '../cursors.js';
import { badInput, sendError } from './media-error.js';
import { lingerThenClose, receiveUpload, UploadOverflowError, type ReceivedUpload, type UploadLimits } from './receive-upload.js';
import { sanitizeImage } from './sanitize-image.js';

export const MAX_FILES_PER_UPLOAD = 10;

const log = createLogger('messaging.media');

/** The address the gateway saw (it overwrites X-Forwarded-For); rate limits only. */
function clientIpOf(req: http.IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/** What a GraphQL resolver would get for this request: same token rules, same access checks. */
function requestContext(req: http.IncomingMessage, auth: AuthContext, services: SubgraphServices): SubgraphContext {
  return {
    em: services.orm.em.fork(),
    auth,
    authorization: req.headers.authorization,
    loaders: new LoaderRegistry(),
    clientIp: clientIpOf(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
    services,
  };
}

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
    const storedKeys: string[] = [];
    let keptKeys = 0;
    try {
      const auth = await authenticate(req.headers.authorization, services.tokens, services.revocations);
      // Refused before a byte of the body is read.
      requireUser(auth);
      const ctx = requestContext(req, auth, services);

      // When conversationId comes before the files (as the web client sends it), a
      // stranger is refused before their files are received.
      let access: ReturnType<typeof requireParticipant> | undefined;
      upload = await receiveUpload(req, {
        limits,
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

      const prepared = [];
      for (const file of upload.files) {
        prepared.push({
          file,
          key: newStorageKey(file.type.extension),
          // Videos are stored as they came; images only after re-encoding (no metadata).
          bytes: file.type.kind === 'IMAGE' ? await sanitizeImage(file.path, file.type) : undefined,
        });
      }
      for (const item of prepared) {
        await storage.put(item.key, item.bytes ?? createReadStream(item.file.path), item.file.type.contentType);
        storedKeys.push(item.key);
      }
      const messages: Message[] = [];
      for (const item of prepared) {
        messages.push(await createMessage(ctx, {
          conversationId,
          senderId: userId,
          body: '',
          replyToId: null,
          clientId: null,
          mediaUrl: `/media/${item.key}`,
          mediaType: item.file.type.kind,
        }, participants));
        keptKeys++;
      }
      res.json({ urls: messages.map((m) => m.mediaUrl), messages: messages.map(newMessageJson) });
    } catch (error) {
      sendError(res, error, log);
      // The parser keeps discarding a refused body to its end; one too large for that is cut short.
      if (error instanceof UploadOverflowError) lingerThenClose(req, res);
      // Files that did not become messages are not kept.
      for (const key of storedKeys.slice(keptKeys)) await storage.delete(key).catch(() => {});
    } finally {
      await upload?.dispose();
    }
  };
}
