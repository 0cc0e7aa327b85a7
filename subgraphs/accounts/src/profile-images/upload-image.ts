// POST /media (the gateway's POST /api/users/me/image): one image, multipart field `files`,
// answered with {key, url, type}; the member then sets it with updateProfile(image: key).
// Typed from its bytes, size-checked (images: MEDIA_MAX_IMAGE_BYTES, 413 'File too large')
// and re-encoded without metadata before it is stored.
import type express from 'express';
import { BadUserInputError, createLogger, type SubgraphServices } from '@pulse/kit';
import { uploadRoute, type UploadLimits } from '@pulse/kit/media';
import { LOGIN_TO_UPLOAD, NOT_AN_IMAGE, PROFILE_UPLOAD_MESSAGES, countProfileImage, storeProfileImage } from './profile-images.js';

const log = createLogger('accounts.media');

export function uploadProfileImageHandler(services: SubgraphServices): express.RequestHandler {
  const { config } = services;
  // Videos are refused after typing; at the image limit they cannot make the spool larger.
  const limits: UploadLimits = { maxFiles: 1, maxImageBytes: config.media.maxImageBytes, maxVideoBytes: config.media.maxImageBytes };
  return uploadRoute(services, { limits, messages: PROFILE_UPLOAD_MESSAGES, log, loginMessage: LOGIN_TO_UPLOAD }, async ({ userId, receive }) => {
    const em = services.orm.em.fork();
    await countProfileImage(services, em, userId);
    const [file] = (await receive()).files;
    if (file.type.kind !== 'IMAGE') throw new BadUserInputError(NOT_AN_IMAGE, 'files');
    const stored = await storeProfileImage(services, em, userId, file);
    return { key: stored.key, url: stored.url, type: stored.contentType };
  });
}
