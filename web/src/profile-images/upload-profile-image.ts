// POST /api/users/me/image: one picture, multipart `files`, answered with {key, url, type}. The
// server types it from its bytes, re-encodes it without metadata, stores it as the member's and
// starts its image screening; updateProfile(image: or banner:) then chooses it.
import { z } from 'zod';
import { postMultipart } from '../apollo/rest';

export const PROFILE_IMAGE_UPLOAD_PATH = '/api/users/me/image';

const answer = z.object({ key: z.string(), url: z.string(), type: z.string() });

export type UploadedProfileImage = z.infer<typeof answer>;

export function uploadProfileImage(picture: Blob, name: string): Promise<UploadedProfileImage> {
  const form = new FormData();
  form.append('files', picture, name);
  return postMultipart({ path: PROFILE_IMAGE_UPLOAD_PATH, form, answer });
}
