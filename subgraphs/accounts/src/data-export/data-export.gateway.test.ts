// The streamed export archive through the real stack (docs/member-data.md, "Memory"), with
// EXPORT_MAX_BYTES set low: a member with several videos gets a valid zip whose files are the
// stored files byte for byte; a member whose archive passes the cap gets a FAILED export that
// says why, no archive and no retry.
import { randomFillSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { mp4, uploadFiles } from '@pulse/dev-env/media';
import { client, eventually, ok, registerMember, sql, startStack, type Member, type Stack } from '@pulse/dev-env';

const MAX_BYTES = 300_000;
const START = 'mutation { startDataExport { id status } }';
const LIST = '{ dataExports { id status progress downloadUrl failure } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';

let stack: Stack;
let q: ReturnType<typeof client>;

beforeAll(async () => {
  stack = await startStack({ env: { EXPORT_MAX_BYTES: String(MAX_BYTES), REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

/** A video the upload route accepts, with random bytes after its header (nothing a zip could shrink). */
function video(size: number): Buffer {
  const bytes = mp4(size);
  randomFillSync(bytes, 32);
  return bytes;
}

/** Posts one video per post; answers each video's storage key. */
async function postVideos(member: Member, sizes: number[]): Promise<string[]> {
  const keys: string[] = [];
  for (const [i, size] of sizes.entries()) {
    const upload = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: `clip${i}.mp4`, bytes: video(size) }], { token: member.token });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const media = (upload.body as { medias: { url: string; type: string }[] }).medias[0];
    ok(await q(CREATE_POST, { input: { content: `clip ${i}`, medias: [media] } }, member.token));
    keys.push(media.url.replace('/media/', ''));
  }
  return keys;
}

async function finished(member: Member) {
  return eventually(async () => {
    const [latest] = ok(await q(LIST, {}, member.token)).dataExports;
    return latest?.status === 'READY' || latest?.status === 'FAILED' ? latest : undefined;
  }, 60_000);
}

async function bytesAt(path: string): Promise<Buffer> {
  const res = await fetch(new URL(path, stack.url));
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('the streamed export archive', () => {
  it("holds each of the member's stored files byte for byte, in a valid zip", async () => {
    const ann = await registerMember(stack);
    const keys = await postVideos(ann, [40_000, 25_000, 60_000]);
    ok(await q(START, {}, ann.token));
    const ready = await finished(ann);
    expect(ready).toMatchObject({ status: 'READY', progress: 100, failure: null });
    const archive = unzipSync(new Uint8Array(await bytesAt(ready.downloadUrl)));
    expect(Object.keys(archive)).toEqual(expect.arrayContaining(['README.md', 'accounts/users/profile.json', 'social/posts/posts.json']));
    for (const key of keys) {
      const stored = await bytesAt(`/media/${key}`);
      expect(stored.length).toBeGreaterThan(20_000);
      expect(Buffer.from(archive[`social/posts/files/${key}`]).equals(stored)).toBe(true);
    }
  });

  it('fails an archive past EXPORT_MAX_BYTES at once, saying why, with no archive left', async () => {
    const bob = await registerMember(stack);
    await postVideos(bob, [150_000, 150_000, 100_000]);
    const { id } = ok(await q(START, {}, bob.token)).startDataExport;
    const failed = await finished(bob);
    expect(failed).toMatchObject({
      id,
      status: 'FAILED',
      downloadUrl: null,
      failure: 'Your export is too large to make into one archive (over 300 KB). Delete photos or videos you no longer need and start a new export.',
    });
    const [row] = await sql(stack, `SELECT archive_key, archive_bytes, finished_at FROM accounts.data_exports WHERE id = $1`, [id]);
    expect(row).toMatchObject({ archive_key: null, archive_bytes: null });
    expect(row.finished_at).not.toBeNull();
    // Done, not retried: pg-boss holds the job as completed, after one attempt.
    const job = await eventually(async () => {
      const [row] = await sql(stack, `SELECT state, retry_count FROM accounts_jobs.job WHERE name = 'data-export' AND data->>'exportId' = $1`, [id]);
      return row?.state === 'active' ? undefined : row;
    });
    expect(job).toMatchObject({ state: 'completed', retry_count: 0 });
    // The member may start another one (it is not left running).
    ok(await q(START, {}, bob.token));
  });
});
