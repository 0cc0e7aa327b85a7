// Image screening through the real gateway (issue 23 item 3, docs/image-screening.md): a post
// or comment published with a suspicious image is held (its author sees it under review; nobody
// else finds it in a lookup, a feed, a profile, search or notifications), flagged once in
// social.moderation_flags, and released by a moderator (members are refused).
//
// The classifier is real (nsfwjs's model, run on each uploaded image); the threshold is the
// test's: SCREENING_PORN_HENTAI_THRESHOLD 0 makes every image suspicious, so a harmless
// solid-colour PNG exercises the held path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommand, type Stack, startStack } from '@pulse/dev-env';
import { screeningCounts } from '@pulse/kit/media/screening';
import { CREATE, POST, POST_FIELDS, client, createPost, expectError, members, ok, sql, uploadImage, type Member } from '../posts/testing.js';
import { missingImageUrl } from './authz.js';
import { mp4, uploadFiles } from '@pulse/dev-env/media';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let mod: Member;

const RELEASE = `mutation($kind: HeldContentKind!, $id: ID!) { releaseHeldContent(kind: $kind, id: $id) { ${POST_FIELDS} } }`;
const FEED = `{ homeFeed(first: 50) { nodes { id } } }`;
const PROFILE = `query($userId: ID!) { userPosts(userId: $userId, first: 50) { nodes { id } } }`;
const SEARCH = `query($q: String) { posts(limit: 50, filter: { q: $q }) { posts { id } total } }`;
const REPLIES = `query($postId: ID!) { replies(postId: $postId) { id } }`;
const NOTES = `{ notifications(first: 50) { nodes { type post { id } } } }`;
const REPLY = `mutation($postId: ID!, $input: ReplyInput!) { createReply(postId: $postId, input: $input) { ${POST_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishDraft(id: $id) { id status } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { id } }`;

const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);
const flagsOf = (contentId: string) => sql(stack, 'SELECT * FROM social.moderation_flags WHERE content_id = $1', [contentId]);

/** What each member sees of the post: the lookup, bob's feed, ann's profile, search, bob's notifications. */
async function seenBy(m: Member | null, postId: string, word: string) {
  const token = m?.token;
  const lookup = await q(POST, { id: postId }, token);
  return {
    lookup: lookup.errors ? (lookup.errors[0].extensions?.code as string) : 'FOUND',
    feed: m ? ids(ok(await q(FEED, {}, token)).homeFeed.nodes).includes(postId) : null,
    profile: ids(ok(await q(PROFILE, { userId: ann.user.id }, token)).userPosts.nodes).includes(postId),
    search: ids(ok(await q(SEARCH, { q: word }, token)).posts.posts).includes(postId),
  };
}

// The worker is per process, and a test process runs other files before this one (vitest's
// isolate: false): what this file may claim is what its own stack did to the counts.
const atStart = screeningCounts();

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '100', SCREENING_PORN_HENTAI_THRESHOLD: '0' } });
  q = client(stack);
  [ann, bob, mod] = await members(stack, 3);
  ok(await q('mutation($u: ID!) { follow(userId: $u) { id } }', { u: ann.user.id }, bob.token));
  const granted = await adminCommand(stack, 'grant', mod.user.email, '--role', 'moderator');
  expect(granted.code).toBe(0);
  const login = ok(await q('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: mod.user.email, password: mod.password } }));
  mod = { ...mod, token: login.login.token };
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

describe('screening costs nothing until an image arrives', () => {
  it('has not loaded the model for a stack that received no image', () => {
    expect(screeningCounts()).toEqual(atStart);
  });
});

describe('a post with a suspicious image', () => {
  let held: { id: string; status: string; medias: { url: string }[] };

  it('is held: its author sees it under review, nobody else finds it anywhere, nobody is notified', async () => {
    const image = await uploadImage(stack, ann);
    held = await createPost(stack, ann, { content: `Heldword from the gym @${bob.user.username}`, medias: [image] });
    expect(held.status).toBe('HELD');
    expect(ok(await q(POST, { id: held.id }, ann.token)).post).toMatchObject({ id: held.id, status: 'HELD', medias: [image] });
    // Not in lists even for the author: it has no publication time yet (the card shows it from the composer's answer).
    for (const viewer of [bob, mod, null]) {
      expect(await seenBy(viewer, held.id, 'Heldword')).toEqual({ lookup: 'NOT_FOUND', feed: viewer ? false : null, profile: false, search: false });
    }
    const notes = ok(await q(NOTES, {}, bob.token)).notifications.nodes;
    expect(notes.filter((n: { post?: { id: string } }) => n.post?.id === held.id)).toEqual([]);
    // The classifier ran on the upload, in at most one worker started for it (none when an
    // earlier file of this process had started it already).
    expect(screeningCounts().workersStarted - atStart.workersStarted).toBeLessThanOrEqual(1);
    expect(screeningCounts().classified).toBeGreaterThan(atStart.classified);
  }, 60_000);

  it('is flagged once, in the contract the moderation queue reads, with the real scores', async () => {
    const rows = await flagsOf(held.id);
    expect(rows).toHaveLength(1);
    const [flag] = rows;
    expect(flag).toMatchObject({ content_kind: 'POST', content_id: held.id, author_id: ann.user.id, reason: 'IMAGE_SCREENING' });
    expect(flag.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(flag.txid).toBeTruthy();
    expect(Number(flag.seq)).toBeGreaterThan(0);
    expect(flag.created_at).toBeInstanceOf(Date);
    const url = held.medias[0].url;
    expect(flag.details).toEqual({
      media: [
        {
          id: url.slice('/media/'.length),
          url,
          scores: { Porn: expect.any(Number), Hentai: expect.any(Number), Sexy: expect.any(Number), Neutral: expect.any(Number), Drawing: expect.any(Number) },
        },
      ],
    });
    const s = flag.details.media[0].scores;
    expect(s.Porn + s.Hentai + s.Sexy + s.Neutral + s.Drawing).toBeCloseTo(1, 3);
  });

  it('cannot be edited or published by its author while under review', async () => {
    expectError(await q(UPDATE, { id: held.id, input: { content: 'changed' } }, ann.token), 'CONFLICT', 'This post is under review');
    expectError(await q(PUBLISH, { id: held.id }, ann.token), 'CONFLICT', 'This post is under review');
  });

  it('is released by a moderator only: members (its author too) are refused, anonymous must sign in', async () => {
    expectError(await q(RELEASE, { kind: 'POST', id: held.id }, bob.token), 'FORBIDDEN');
    expectError(await q(RELEASE, { kind: 'POST', id: held.id }, ann.token), 'FORBIDDEN');
    expectError(await q(RELEASE, { kind: 'POST', id: held.id }), 'UNAUTHENTICATED');
    expectError(await q(RELEASE, { kind: 'COMMENT', id: held.id }, mod.token), 'NOT_FOUND', 'No held content with this id');
    const released = ok(await q(RELEASE, { kind: 'POST', id: held.id }, mod.token)).releaseHeldContent;
    expect(released).toMatchObject({ id: held.id, status: 'POSTED' });
    expect(await seenBy(bob, held.id, 'Heldword')).toEqual({ lookup: 'FOUND', feed: true, profile: true, search: true });
    // Published now: the mention reaches bob at release.
    const notes = ok(await q(NOTES, {}, bob.token)).notifications.nodes;
    expect(notes).toContainEqual({ type: 'MENTION', post: { id: held.id } });
    // Released once; the flag stays one row.
    expectError(await q(RELEASE, { kind: 'POST', id: held.id }, mod.token), 'NOT_FOUND', 'No held content with this id');
    expect(await flagsOf(held.id)).toHaveLength(1);
  });

  it('can be deleted by its author', async () => {
    const post = await createPost(stack, ann, { content: 'Delete me', medias: [await uploadImage(stack, ann)] });
    expect(post.status).toBe('HELD');
    expect(ok(await q('mutation($id: ID!) { deletePost(id: $id) }', { id: post.id }, ann.token)).deletePost).toBe(post.id);
    expectError(await q(RELEASE, { kind: 'POST', id: post.id }, mod.token), 'NOT_FOUND');
  });
});

describe('a comment with a suspicious image', () => {
  it('is held without counting on its post or notifying its author, and released as a COMMENT', async () => {
    const post = await createPost(stack, ann, { content: 'A clean text post' });
    expect(post.status).toBe('POSTED');
    const reply = ok(await q(REPLY, { postId: post.id, input: { content: 'Look', medias: [await uploadImage(stack, bob)] } }, bob.token)).createReply;
    expect(reply.status).toBe('HELD');
    expect(ok(await q(POST, { id: post.id }, ann.token)).post.replyCount).toBe(0);
    expect(ids(ok(await q(REPLIES, { postId: post.id }, ann.token)).replies)).toEqual([]);
    const before = ok(await q(NOTES, {}, ann.token)).notifications.nodes;
    expect(before.filter((n: { post?: { id: string } }) => n.post?.id === reply.id)).toEqual([]);
    expect(await flagsOf(reply.id)).toMatchObject([{ content_kind: 'COMMENT', author_id: bob.user.id }]);

    expectError(await q(RELEASE, { kind: 'POST', id: reply.id }, mod.token), 'NOT_FOUND');
    expect(ok(await q(RELEASE, { kind: 'COMMENT', id: reply.id }, mod.token)).releaseHeldContent.status).toBe('POSTED');
    expect(ok(await q(POST, { id: post.id }, ann.token)).post.replyCount).toBe(1);
    expect(ids(ok(await q(REPLIES, { postId: post.id }, ann.token)).replies)).toEqual([reply.id]);
    expect(ok(await q(NOTES, {}, ann.token)).notifications.nodes).toContainEqual({ type: 'REPLY', post: { id: reply.id } });
  }, 60_000);
});

describe('what is not held', () => {
  it('publishes a post with no image, and one with a video only (videos are not screened)', async () => {
    expect((await createPost(stack, ann, { content: 'Words only' })).status).toBe('POSTED');
    const { body } = await uploadFiles(`${stack.url}/api/posts/media`, [{ name: 'clip.mp4', bytes: mp4(4096) }], { token: ann.token });
    const video = (body as { medias: { url: string; type: string }[] }).medias[0];
    expect(video.type).toBe('video/mp4');
    expect((await createPost(stack, ann, { content: 'A clip', medias: [video] })).status).toBe('POSTED');
  });

  it('holds a draft with an image when it is published, not when it is saved', async () => {
    const draft = await createPost(stack, ann, { content: 'Later', draft: true, medias: [await uploadImage(stack, ann)] });
    expect(draft.status).toBe('DRAFT');
    expect(await flagsOf(draft.id)).toEqual([]);
    expect(ok(await q(PUBLISH, { id: draft.id }, ann.token)).publishDraft.status).toBe('HELD');
    expect(await flagsOf(draft.id)).toHaveLength(1);
  }, 60_000);
});

describe('failing closed', () => {
  it('holds a post whose image cannot be classified, flagged with no scores and why', async () => {
    const url = missingImageUrl();
    const post = ok(await q(CREATE, { input: { content: 'Ghost image', medias: [{ url, type: 'image/png' }] } }, ann.token)).createPost;
    expect(post.status).toBe('HELD');
    expect((await flagsOf(post.id))[0].details).toEqual({ media: [{ id: url.slice('/media/'.length), url, scores: null, failure: 'FAILED' }] });
  });
});
