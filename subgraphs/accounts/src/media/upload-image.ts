// POST /media (the gateway's POST /api/users/me/image): one image, multipart field `files`,
// answered with {key, url, type}; the member then sets it with updateProfile(image: key).
// Typed from its bytes, size-checked (images: MEDIA_MAX_IMAGE_BYTES, 413 'File too large')
// and re-encoded without metadata before it is stored.
import { join } from 'node:path';
import type express from 'express';
import { BadUserInputError, UnauthenticatedError, authenticate, createLogger, type SubgraphServices } from '@pulse/kit';
import { UploadOverflowError, lingerThenClose, receiveUpload, sendError, type ReceivedUpload, type UploadLimits } from '@pulse/kit/media';
import { LOGIN_TO_UPLOAD, NOT_AN_IMAGE, PROFILE_UPLOAD_MESSAGES, countProfileImage, storeProfileImage } from './profile-images.js';

const log = createLogger('accounts.media');

export function uploadProfileImageHandler(services: SubgraphServices): express.RequestHandler {
  const { config } = services;
  // Videos are refused after typing; at the image limit they cannot make the spool larger.
  const limits: UploadLimits = { maxFiles: 1, maxImageBytes: config.media.maxImageBytes, maxVideoBytes: config.media.maxImageBytes };
  const spoolDir = join(config.storageDir, '.incoming');

  return async (req, res) => {
    let upload: ReceivedUpload | undefined;
    try {
      const auth = await authenticate(req.headers.authorization, services.tokens, services.revocations);
      if (!auth.user) throw auth.error ?? new UnauthenticatedError(LOGIN_TO_UPLOAD);
      const em = services.orm.em.fork();
      await countProfileImage(services, em, auth.user.id);
      upload = await receiveUpload(req, { limits, messages: PROFILE_UPLOAD_MESSAGES, spoolDir });
      const [file] = upload.files;
      if (file.type.kind !== 'IMAGE') throw new BadUserInputError(NOT_AN_IMAGE, 'files');
      const stored = await storeProfileImage(services, em, auth.user.id, file);
      res.json({ key: stored.key, url: stored.url, type: stored.contentType });
    } catch (error) {
      sendError(res, error, log);
      if (error instanceof UploadOverflowError) lingerThenClose(req, res);
    } finally {
      await upload?.dispose();
    }
  };
}
