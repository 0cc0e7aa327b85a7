// A fresh install (issue 18, item 1): a stack whose DATA_DIR does not exist yet, as on a new
// machine. The first upload of each kind through the gateway must work: nothing may count on a
// folder (the uploads root, its spool, a shard) that an earlier upload or an earlier run made.
// Before the fix, health's meal photo answered 500 (`ENOENT ... mkdtemp .../uploads/health-`).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, jpegWithGps, png, uploadFiles } from '@pulse/dev-env/media';
import { gql, members, startStack, type Member, type Stack } from './index.js';

let stack: Stack;
let ann: Member;
let bob: Member;
let dataDirBefore: boolean;

beforeAll(async () => {
  stack = await startStack();
  // Read before any member exists: nothing at start-up may be what makes the upload folders.
  dataDirBefore = existsSync(stack.config.storageDir);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  const dataDir = stack?.config.dataDir;
  await stack?.stop();
  // The stack's own data folder goes with it.
  if (dataDir) expect(existsSync(dataDir)).toBe(false);
});

describe('a fresh data folder', () => {
  it('is what every test stack starts from (its own DATA_DIR, with no uploads folder)', () => {
    expect(stack.config.dataDir).toMatch(/[/\\]\.data[/\\]test[/\\]stacks[/\\][0-9a-f]{16}$/);
    expect(dataDirBefore).toBe(false);
  });

  it('takes the first meal photo (POST /api/health/uploads) and serves it back', async () => {
    const form = new FormData();
    form.append('purpose', 'meal-image');
    form.append('file', new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }), 'lunch.jpg');
    const res = await fetch(`${stack.url}/api/health/uploads`, { method: 'POST', headers: { authorization: `Bearer ${ann.token}` }, body: form });
    const body = (await res.json()) as { upload?: { url?: string } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    const served = await download(`${stack.url}${body.upload!.url}`);
    expect(served.res.status).toBe(200);
    expect(served.res.headers.get('content-type')).toBe('image/jpeg');
    // Its temporary folder is gone again; the spool itself stays for the next upload.
    expect(existsSync(`${stack.config.storageDir}/.incoming`)).toBe(true);
  });

  it('takes the first post photo, message photo and profile photo too (kit spools them the same way)', async () => {
    const photo = [{ name: 'a.png', bytes: await png(), type: 'image/png' }];
    const post = await uploadFiles(`${stack.url}/api/posts/media`, photo, { token: ann.token });
    expect(post.status, JSON.stringify(post.body)).toBe(200);
    const created = await gql(stack.graphqlUrl, `mutation($t: ID!) { createConversation(targetUserId: $t) { id } }`, { t: bob.user.id }, ann.token);
    const message = await uploadFiles(`${stack.url}/api/messages/media`, photo, { token: ann.token, fields: { conversationId: created.data.createConversation.id } });
    expect(message.status, JSON.stringify(message.body)).toBeLessThan(300);
    const profile = await uploadFiles(`${stack.url}/api/users/me/image`, photo, { token: bob.token });
    expect(profile.status, JSON.stringify(profile.body)).toBeLessThan(300);
  });
});
