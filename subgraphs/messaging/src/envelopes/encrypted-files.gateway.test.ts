// An encrypted conversation's files through the gateway: the device uploads AES-GCM ciphertext
// as application/octet-stream and the server keeps and serves exactly those bytes, never the
// file; what is not ciphertext of a non-empty file, too large, or anonymous is refused.
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnsHolding, members, type Member, type Stack, startStack } from '@pulse/dev-env';
import { ENCRYPTED_FILE_TOO_LARGE, NOT_ENCRYPTED_FILE } from './encrypted-files.js';

const MAX_VIDEO = 64 * 1024;
let stack: Stack;
let storageDir: string;
let ann: Member;
beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'pulse-encrypted-files-'));
  stack = await startStack({ env: { STORAGE_DIR: storageDir, MEDIA_MAX_VIDEO_BYTES: String(MAX_VIDEO) } });
  [ann] = await members(stack, 1);
});
afterAll(async () => {
  await stack?.stop();
});

const upload = (body: Uint8Array | ReadableStream<Uint8Array>, token: string | null = ann.token, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}/api/messages/media`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

/** Every file under the storage directory, read whole. */
function storedFiles(dir = storageDir): Buffer[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [readFileSync(path)];
  });
}

describe('encrypted files', () => {
  it('keeps and serves the ciphertext as sent; the file itself is nowhere on the server', async () => {
    const marker = `marker-${randomBytes(8).toString('hex')}`;
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(`a photo of ${marker}`), cipher.final(), cipher.getAuthTag()]);
    const res = await upload(ciphertext);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { url: string; key: string; size: number };
    expect(answer).toEqual({ url: `/media/${answer.key}`, key: answer.key, size: ciphertext.length });

    const served = await fetch(`${stack.url}${answer.url}`);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await served.arrayBuffer()).equals(ciphertext)).toBe(true);
    expect(storedFiles().some((bytes) => bytes.includes(marker))).toBe(false);
    expect(await columnsHolding(stack, marker)).toEqual([]);
  });

  it('refuses what cannot be the ciphertext of a file, a file past the limit, and anonymous uploads', async () => {
    for (const size of [0, 16]) {
      const res = await upload(new Uint8Array(size));
      expect(res.status, `${size} bytes`).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: NOT_ENCRYPTED_FILE });
    }
    const declared = await upload(new Uint8Array(MAX_VIDEO + 17));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: ENCRYPTED_FILE_TOO_LARGE });
    // Streamed without a length: cut off once it passes the limit, and nothing is kept.
    const before = storedFiles().length;
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(MAX_VIDEO / 2));
        controller.close();
      },
    });
    const streamed = await upload(chunks);
    expect(streamed.status).toBe(413);
    // Removed once the refusal is answered.
    await expect.poll(() => storedFiles().length).toBe(before);

    const anonymous = await upload(randomBytes(64), null);
    expect(anonymous.status).toBe(401);
  });
});
