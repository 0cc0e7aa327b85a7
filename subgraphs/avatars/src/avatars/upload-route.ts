// POST /media (the gateway's POST /api/avatars/upload): one GLB in the multipart field `file`
// (an optional text field `name` before it), at most GLB_MAX_BYTES, checked to be a glTF 2.0
// binary (glb.ts) before anything is stored. Answers 201 { avatar } : a READY avatar of the
// member's (their default when it is their first), provider UPLOAD, served from our origin.
//
// GET /media/:key serves the avatars' models (a-*.glb) by their unguessable keys, as every
// media file of the platform is served.
import type http from 'node:http';
import type express from 'express';
import busboy from 'busboy';
import { createLogger, createStorage, hitRateLimits, newStorageKey, RateLimitedError, requireUser, type SubgraphServices } from '@pulse/kit';
import { badInput, mediaUrlOf, serveMediaHandler, uploadRoute, UploadOverflowError } from '@pulse/kit/media';
import { Avatar, AvatarProvider, AvatarStatus } from './entities.js';
import { readGlb } from './glb.js';
import { AVATAR_KEY_PREFIX, GLB_MAX_BYTES, GLB_TOO_LARGE, LOGIN_TO_UPLOAD, MAX_AVATARS, NAME_MAX, NOT_A_GLB, TOO_MANY_AVATARS } from './limits.js';
import { lockMember } from './store.js';
import { GLB_CONTENT_TYPE } from './task-job.js';

const log = createLogger('avatars.uploads');
/** Uploads per member per hour: bounds the disk one account can fill (20 MB each). */
export const AVATAR_UPLOADS_PER_HOUR = 30;
export const SEND_ONE_GLB = 'Send one GLB file, in the field "file"';

interface Received {
  bytes: Buffer;
  name: string | null;
  filename: string;
}

function receive(req: http.IncomingMessage): Promise<Received> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 2, fieldSize: 1024, parts: 4, fileSize: GLB_MAX_BYTES } });
    } catch {
      reject(badInput('Send the model as multipart/form-data', 'file'));
      return;
    }
    let name: string | null = null;
    let file: Received | undefined;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    parser.on('field', (field, value) => {
      if (field === 'name') name = value.trim().slice(0, NAME_MAX) || null;
    });
    parser.on('file', (field, stream, info) => {
      stream.on('error', () => undefined);
      if (field !== 'file' || file) {
        stream.resume();
        return fail(badInput(SEND_ONE_GLB, 'file'));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new UploadOverflowError(413, 'PAYLOAD_TOO_LARGE', GLB_TOO_LARGE)));
      stream.on('end', () => {
        file = { bytes: Buffer.concat(chunks), name: null, filename: String(info.filename ?? '') };
      });
    });
    parser.on('filesLimit', () => fail(badInput(SEND_ONE_GLB, 'file')));
    parser.on('error', () => fail(badInput('The upload could not be read', 'file')));
    parser.on('close', () => {
      if (settled) return;
      if (!file) return fail(badInput(SEND_ONE_GLB, 'file'));
      settled = true;
      resolve({ ...file, name });
    });
    req.on('aborted', () => fail(badInput('The upload was interrupted', 'file')));
    req.pipe(parser);
  });
}

export function avatarUploadRoutes(app: express.Express, services: SubgraphServices): void {
  const storage = createStorage(services.config);

  app.post(
    '/media',
    uploadRoute(services, { log, loginMessage: LOGIN_TO_UPLOAD, status: 201 }, async ({ req, auth }) => {
      const user = requireUser(auth);
      const em = services.orm.em.fork();
      await hitRateLimits(em, services, [{ key: `avatar-upload:${user.id}`, limit: AVATAR_UPLOADS_PER_HOUR, windowSeconds: 3600 }]);
      const received = await receive(req);
      if (!readGlb(received.bytes)) throw badInput(NOT_A_GLB, 'file', 'NOT_A_GLB');
      const key = AVATAR_KEY_PREFIX + newStorageKey('glb');
      await storage.put(key, received.bytes, GLB_CONTENT_TYPE);
      try {
        const avatar = await em.transactional(async (tx) => {
          await lockMember(tx, user.id);
          const count = await tx.count(Avatar, { ownerId: user.id });
          if (count >= MAX_AVATARS) throw new RateLimitedError(60, TOO_MANY_AVATARS);
          const made = new Avatar();
          const fromFile = received.filename
            .replace(/\.glb$/i, '')
            .trim()
            .slice(0, NAME_MAX);
          Object.assign(made, {
            ownerId: user.id,
            name: received.name ?? (fromFile.length >= 2 ? fromFile : 'Uploaded avatar'),
            prompt: '',
            negativePrompt: '',
            heightMeters: 1.7,
            status: AvatarStatus.READY,
            provider: AvatarProvider.UPLOAD,
            modelUrl: mediaUrlOf(key),
            previewUrl: mediaUrlOf(key),
            isDefault: count === 0,
            fileKeys: [key],
          });
          tx.persist(made);
          return made;
        });
        // The shape GET /user/avatars answers (its enums as GraphQL spells them).
        return {
          avatar: {
            id: avatar.id,
            name: avatar.name,
            prompt: avatar.prompt,
            negativePrompt: avatar.negativePrompt,
            previewUrl: avatar.previewUrl,
            modelUrl: avatar.modelUrl,
            riggedModelUrl: avatar.riggedModelUrl,
            createdAt: avatar.createdAt.toISOString(),
            isDefault: avatar.isDefault,
            status: 'READY',
            provider: 'UPLOAD',
            heightMeters: avatar.heightMeters,
          },
        };
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    }),
  );

  const serve = serveMediaHandler(storage, 'avatars.media', services.config);
  app.get('/media/:key', (req, res, next) => {
    if (!String(req.params.key).startsWith(AVATAR_KEY_PREFIX)) {
      res.status(404).json({ message: 'Media not found', code: 'NOT_FOUND' });
      return;
    }
    return serve(req, res, next);
  });
}
