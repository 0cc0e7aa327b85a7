// What a message may carry: the platform's images and videos (kit decides the type from
// the bytes), in messaging's words.
import type { UploadMessages } from '@pulse/kit/media';

export const NOT_MEDIA = 'Only images and videos can be sent';

export const MESSAGE_UPLOAD_MESSAGES: UploadMessages = {
  notMedia: NOT_MEDIA,
  noFiles: 'Choose at least one image or video to send',
  tooManyFiles: (max) => `You can send at most ${max} files at once`,
};
