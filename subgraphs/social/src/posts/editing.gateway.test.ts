// Issue 24 through the real gateway: editing a published post (only its author, GraphQL and
// the spec's PUT /posts/{id}) with its history readable by readers, content warnings, alt
// text (also after posting), reply/quote controls enforced by the social subgraph for every
// choice, drafts that keep their warning and controls, and the history in the export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, expectFailure, expectOk, restClient, startStack } from '@pulse/dev-env';
import { eraseMember, exportMember, servicesOf } from '@pulse/dev-env/member-data';
import { client, createPost, expectError, members, ok, sql, uploadImage, type Member } from './testing.js';
import { social } from '../index.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
const api = restClient(() => stack);

const FIELDS = `id content contentWarning editedAt medias { url type alt } replyPolicy quotePolicy canReply canQuote
  edits { content contentWarning writtenAt replacedAt }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePostInput!) { updatePost(id: $id, input: $input) { ${FIELDS} } }`;
const READ = `query($id: ID!) { post(id: $id) { ${FIELDS} } }`;
const REPLY = `mutation($id: ID!, $c: String!) { createReply(postId: $id, input: { content: $c }) { id } }`;
const QUOTE = `mutation($id: ID!, $c: String!) { quotePost(id: $id, content: $c) { id } }`;
const FOLLOW = `mutation($u: ID!) { follow(userId: $u) { id } }`;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', POST_LIMIT_PER_HOUR: '200' } });
  q = client(stack);
  [ann, bob, cat, dan] = await members(stack, 4);
  // Ann follows Bob; Cat is the one her posts mention; Dan is a stranger to her.
  ok(await q(FOLLOW, { u: bob.user.id }, ann.token));
});
afterAll(async () => {
  await stack?.stop();
});

describe('editing a published post', () => {
  it('only the author edits; readers see "edited" and every earlier version, oldest first', async () => {
    const post = await createPost(stack, ann, { content: 'Ran 5 km today' });
    expectError(await q(UPDATE, { id: post.id, input: { content: 'Ran 50 km today' } }, bob.token), 'FORBIDDEN', 'Only the author can change this post');
    expectError(await q(UPDATE, { id: post.id, input: { content: 'Ran 50 km today' } }), 'UNAUTHENTICATED');
    expect(ok(await q(READ, { id: post.id })).post).toMatchObject({ content: 'Ran 5 km today', editedAt: null, edits: [] });

    const first = ok(await q(UPDATE, { id: post.id, input: { content: 'Ran 6 km today' } }, ann.token)).updatePost;
    expect(first.content).toBe('Ran 6 km today');
    expect(first.editedAt).not.toBeNull();
    // The same text again is no edit: no new version.
    ok(await q(UPDATE, { id: post.id, input: { content: 'Ran 6 km today' } }, ann.token));
    ok(await q(UPDATE, { id: post.id, input: { content: 'Ran 7 km today', contentWarning: 'Brag' } }, ann.token));

    // Signed out, as any reader: the history.
    const read = ok(await q(READ, { id: post.id })).post;
    expect(read).toMatchObject({ content: 'Ran 7 km today', contentWarning: 'Brag' });
    expect(read.edits.map((e: { content: string; contentWarning: string | null }) => [e.content, e.contentWarning])).toEqual([
      ['Ran 5 km today', null],
      ['Ran 6 km today', null],
    ]);
    expect(new Date(read.edits[1].writtenAt).getTime()).toBe(new Date(first.editedAt).getTime());
    expect(new Date(read.edits[1].replacedAt).getTime()).toBe(new Date(read.editedAt).getTime());
  });

  it("keeps a new post's limits and refuses media changes on a published post", async () => {
    const post = await createPost(stack, ann, { content: 'Limits' });
    expectError(await q(UPDATE, { id: post.id, input: { content: '   ' } }, ann.token), 'BAD_USER_INPUT', 'Content must not be empty!');
    expectError(await q(UPDATE, { id: post.id, input: { content: 'x'.repeat(5001) } }, ann.token), 'BAD_USER_INPUT');
    ok(await q(UPDATE, { id: post.id, input: { content: 'x'.repeat(5000) } }, ann.token));
    const photo = await uploadImage(stack, ann);
    expectError(await q(UPDATE, { id: post.id, input: { medias: [photo] } }, ann.token), 'BAD_USER_INPUT', 'A published post can only change its content');
  });

  it('PUT /posts/{id} {content} edits with history; another member gets 403', async () => {
    const post = await createPost(stack, ann, { content: 'Before the PUT' });
    expectFailure(await api('PUT', `/posts/${post.id}`, { token: bob.token, body: { content: 'Hijack' } }), 403, {
      code: 'FORBIDDEN',
      message: 'Only the author can change this post',
    });
    expect(expectOk(await api('PUT', `/posts/${post.id}`, { token: ann.token, body: { content: 'After the PUT' } })).post).toMatchObject({ content: 'After the PUT' });
    expect(ok(await q(READ, { id: post.id })).post.edits.map((e: { content: string }) => e.content)).toEqual(['Before the PUT']);
  });

  it('a draft changes without history (nobody read it yet)', async () => {
    const draft = await createPost(stack, ann, { content: 'Draft one', draft: true });
    const edited = ok(await q(UPDATE, { id: draft.id, input: { content: 'Draft two' } }, ann.token)).updatePost;
    expect(edited).toMatchObject({ content: 'Draft two', editedAt: null, edits: [] });
  });
});

describe('content warnings and alt text', () => {
  it('stores a warning and alt text per image; blank removes the warning; limits refused', async () => {
    const photo = await uploadImage(stack, ann);
    const post = await createPost(stack, ann, {
      content: 'Knee after surgery',
      contentWarning: ' Medical photo ',
      medias: [{ ...photo, alt: 'A knee with a long scar' }],
    });
    const read = ok(await q(READ, { id: post.id }, dan.token)).post;
    expect(read).toMatchObject({ contentWarning: 'Medical photo', medias: [{ url: photo.url, alt: 'A knee with a long scar' }] });
    expect(ok(await q(UPDATE, { id: post.id, input: { contentWarning: '  ' } }, ann.token)).updatePost.contentWarning).toBeNull();

    const create = `mutation($input: CreatePostInput!) { createPost(input: $input) { id } }`;
    expectError(await q(create, { input: { content: 'x', contentWarning: 'w'.repeat(201) } }, ann.token), 'BAD_USER_INPUT');
    expectError(await q(create, { input: { content: 'x', medias: [{ ...photo, alt: 'a'.repeat(1501) }] } }, ann.token), 'BAD_USER_INPUT');
    // Without alt text: null, and a blank one is none.
    const plain = await createPost(stack, ann, { content: 'No alt', medias: [{ ...photo, alt: '  ' }] });
    expect(ok(await q(READ, { id: plain.id })).post.medias[0].alt).toBeNull();
  });
});

describe('reply and quote controls', () => {
  /** Who of Bob (followed by Ann), Cat (mentioned) and Dan (neither) may reply to and quote the post. */
  async function allowed(policy: string) {
    const post = await createPost(stack, ann, { content: `Who may answer? @${cat.user.username}`, replyPolicy: policy, quotePolicy: policy });
    const outcome = async (m: Member) => {
      const reply = await q(REPLY, { id: post.id, c: 'A reply' }, m.token);
      const quote = await q(QUOTE, { id: post.id, c: 'A quote' }, m.token);
      const read = ok(await q(READ, { id: post.id }, m.token)).post;
      // The card's flags say what the subgraph does.
      expect(read.canReply).toBe(!reply.errors);
      expect(read.canQuote).toBe(!quote.errors);
      if (reply.errors) expectError(reply, 'FORBIDDEN', 'The author has limited who can reply to this post');
      if (reply.errors) expect(reply.errors[0].extensions?.reason).toBe('REPLY_NOT_ALLOWED');
      if (quote.errors) expectError(quote, 'FORBIDDEN', 'The author has limited who can quote this post');
      if (quote.errors) expect(quote.errors[0].extensions?.reason).toBe('QUOTE_NOT_ALLOWED');
      return !reply.errors;
    };
    return { post, bob: await outcome(bob), cat: await outcome(cat), dan: await outcome(dan), ann: await outcome(ann) };
  }

  it('EVERYONE: any member', async () => {
    expect(await allowed('EVERYONE')).toMatchObject({ bob: true, cat: true, dan: true, ann: true });
  });
  it('FOLLOWING: people the author follows and those mentioned', async () => {
    expect(await allowed('FOLLOWING')).toMatchObject({ bob: true, cat: true, dan: false, ann: true });
  });
  it('MENTIONED: only those mentioned', async () => {
    expect(await allowed('MENTIONED')).toMatchObject({ bob: false, cat: true, dan: false, ann: true });
  });
  it('NOBODY: the author alone', async () => {
    expect(await allowed('NOBODY')).toMatchObject({ bob: false, cat: false, dan: false, ann: true });
  });

  it('changeable after posting, by the author only; replies and quotes separately; REST answers 403', async () => {
    const post = await createPost(stack, ann, { content: 'Open for now' });
    ok(await q(REPLY, { id: post.id, c: 'First' }, dan.token));
    expectError(await q(UPDATE, { id: post.id, input: { replyPolicy: 'NOBODY' } }, dan.token), 'FORBIDDEN', 'Only the author can change this post');
    const closed = ok(await q(UPDATE, { id: post.id, input: { replyPolicy: 'NOBODY' } }, ann.token)).updatePost;
    expect(closed).toMatchObject({ replyPolicy: 'NOBODY', quotePolicy: 'EVERYONE', editedAt: null, edits: [] });
    expectError(await q(REPLY, { id: post.id, c: 'Second' }, dan.token), 'FORBIDDEN', 'The author has limited who can reply to this post');
    ok(await q(QUOTE, { id: post.id, c: 'Quotes still open' }, dan.token));
    expectFailure(await api('POST', `/posts/${post.id}/replies`, { token: dan.token, body: { content: 'Via REST' } }), 403, {
      code: 'FORBIDDEN',
      message: 'The author has limited who can reply to this post',
      reason: 'REPLY_NOT_ALLOWED',
    });
    ok(await q(UPDATE, { id: post.id, input: { replyPolicy: 'EVERYONE', quotePolicy: 'MENTIONED' } }, ann.token));
    ok(await q(REPLY, { id: post.id, c: 'Open again' }, dan.token));
    expectFailure(await api('POST', `/posts/${post.id}/quote`, { token: dan.token, body: { content: 'Via REST' } }), 403, {
      code: 'FORBIDDEN',
      message: 'The author has limited who can quote this post',
      reason: 'QUOTE_NOT_ALLOWED',
    });
    const [{ n }] = await sql(stack, `SELECT count(*)::int AS n FROM social.posts WHERE parent_id = $1`, [post.id]);
    expect(n).toBe(2);
  });

  it('a quote of a repost follows the original post', async () => {
    const post = await createPost(stack, ann, { content: 'No quotes please', quotePolicy: 'NOBODY' });
    const repost = ok(await q(`mutation($id: ID!) { repost(id: $id) { id } }`, { id: post.id }, bob.token)).repost;
    const reposts = await sql(stack, `SELECT id FROM social.posts WHERE type = 'REPOST' AND original_post_id = $1`, [post.id]);
    expect(repost.id).toBeTruthy();
    expectError(await q(QUOTE, { id: reposts[0].id, c: 'Sneaky' }, dan.token), 'FORBIDDEN', 'The author has limited who can quote this post');
  });
});

describe('alt text after posting', () => {
  it('the author changes the alt text of the same files; readers see the earlier version; limits and other files refused', async () => {
    const [one, two] = [await uploadImage(stack, ann), await uploadImage(stack, ann)];
    const post = await createPost(stack, ann, { content: 'Two views', medias: [{ ...one, alt: 'A hill' }, two] });
    const medias = [
      { ...one, alt: 'A green hill at dawn' },
      { ...two, alt: ' The summit cairn ' },
    ];
    expectError(await q(UPDATE, { id: post.id, input: { medias } }, bob.token), 'FORBIDDEN', 'Only the author can change this post');
    const edited = ok(await q(UPDATE, { id: post.id, input: { medias } }, ann.token)).updatePost;
    expect(edited.medias.map((m: { url: string; alt: string | null }) => [m.url, m.alt])).toEqual([
      [one.url, 'A green hill at dawn'],
      [two.url, 'The summit cairn'],
    ]);
    expect(edited.content).toBe('Two views');
    expect(edited.editedAt).not.toBeNull();
    // The history keeps what readers saw, alt text included.
    const read = ok(await q(`query($id: ID!) { post(id: $id) { edits { content medias { url alt } } } }`, { id: post.id }, dan.token)).post;
    expect(read.edits).toEqual([
      {
        content: 'Two views',
        medias: [
          { url: one.url, alt: 'A hill' },
          { url: two.url, alt: null },
        ],
      },
    ]);
    // The same alt text again is no edit; blank removes one (an edit).
    ok(await q(UPDATE, { id: post.id, input: { medias } }, ann.token));
    expect(ok(await q(READ, { id: post.id })).post.edits).toHaveLength(1);
    const cleared = ok(await q(UPDATE, { id: post.id, input: { medias: [{ ...one, alt: '  ' }, medias[1]] } }, ann.token)).updatePost;
    expect(cleared.medias[0].alt).toBeNull();
    expect(cleared.edits).toHaveLength(2);

    // Same limit as at creation; other files, fewer files or another order stay refused.
    expectError(await q(UPDATE, { id: post.id, input: { medias: [{ ...one, alt: 'a'.repeat(1501) }, two] } }, ann.token), 'BAD_USER_INPUT');
    const other = await uploadImage(stack, ann);
    for (const refused of [[one, other], [one], [two, one]]) {
      expectError(await q(UPDATE, { id: post.id, input: { medias: refused } }, ann.token), 'BAD_USER_INPUT', 'A published post can only change its content');
    }
    expect(ok(await q(READ, { id: post.id })).post.medias.map((m: { url: string }) => m.url)).toEqual([one.url, two.url]);
  });
});

describe('drafts keep their warning and controls', () => {
  const DRAFT_FIELDS = 'id status contentWarning replyPolicy quotePolicy';
  const DRAFTS = `{ myDrafts { ${DRAFT_FIELDS} } }`;
  const PUBLISH = `mutation($id: ID!, $input: PublishDraftInput) { publishDraft(id: $id, input: $input) { ${DRAFT_FIELDS} canReply } }`;

  it('a draft saved with them lists them, and publishes with them when the input leaves them out', async () => {
    const draft = await createPost(stack, ann, { content: 'Hard race report', draft: true, contentWarning: 'Injury', replyPolicy: 'MENTIONED', quotePolicy: 'NOBODY' });
    expect(ok(await q(DRAFTS, {}, ann.token)).myDrafts).toContainEqual({
      id: draft.id,
      status: 'DRAFT',
      contentWarning: 'Injury',
      replyPolicy: 'MENTIONED',
      quotePolicy: 'NOBODY',
    });
    const published = ok(await q(PUBLISH, { id: draft.id, input: { content: 'Hard race report, final' } }, ann.token)).publishDraft;
    expect(published).toMatchObject({ status: 'POSTED', contentWarning: 'Injury', replyPolicy: 'MENTIONED', quotePolicy: 'NOBODY' });
    // Enforced as for any post: Dan is not mentioned.
    expectError(await q(REPLY, { id: draft.id, c: 'Hi' }, dan.token), 'FORBIDDEN', 'The author has limited who can reply to this post');
    expectError(await q(QUOTE, { id: draft.id, c: 'Hi' }, dan.token), 'FORBIDDEN', 'The author has limited who can quote this post');
  });

  it("publishDraft goes out with the composer's warning and controls (changed, or the warning removed by a blank)", async () => {
    const draft = await createPost(stack, ann, { content: 'Plan', draft: true, contentWarning: 'Spoilers' });
    const published = ok(
      await q(PUBLISH, { id: draft.id, input: { contentWarning: 'Race spoilers', replyPolicy: 'FOLLOWING', quotePolicy: 'MENTIONED' } }, ann.token),
    ).publishDraft;
    expect(published).toMatchObject({ status: 'POSTED', contentWarning: 'Race spoilers', replyPolicy: 'FOLLOWING', quotePolicy: 'MENTIONED' });
    expect(ok(await q(READ, { id: draft.id }, dan.token)).post).toMatchObject({ canReply: false, canQuote: false, editedAt: null, edits: [] });
    ok(await q(REPLY, { id: draft.id, c: 'Followed, so I may' }, bob.token));

    const second = await createPost(stack, ann, { content: 'Plan B', draft: true, contentWarning: 'Spoilers' });
    expect(ok(await q(PUBLISH, { id: second.id, input: { contentWarning: '  ' } }, ann.token)).publishDraft.contentWarning).toBeNull();
    // Bad values are refused and nothing goes out.
    const third = await createPost(stack, ann, { content: 'Plan C', draft: true });
    expectError(await q(PUBLISH, { id: third.id, input: { contentWarning: 'w'.repeat(201) } }, ann.token), 'BAD_USER_INPUT');
    expect((await q(PUBLISH, { id: third.id, input: { replyPolicy: 'FRIENDS' } }, ann.token)).errors).toBeTruthy();
    expect(ok(await q(DRAFTS, {}, ann.token)).myDrafts.map((d: { id: string }) => d.id)).toContain(third.id);
  });

  it('updatePost saves them on a draft (the composer saving an opened draft again)', async () => {
    const draft = await createPost(stack, ann, { content: 'Draft with a warning', draft: true, contentWarning: 'Gore' });
    const saved = ok(await q(UPDATE, { id: draft.id, input: { content: 'Still a draft', contentWarning: '', replyPolicy: 'NOBODY' } }, ann.token)).updatePost;
    expect(saved).toMatchObject({ contentWarning: null, replyPolicy: 'NOBODY', quotePolicy: 'EVERYONE', editedAt: null, edits: [] });
  });
});

describe('member data export', () => {
  it("an edited post's earlier versions are in its author's export, and go with the post", async () => {
    const [eve] = await members(stack, 1);
    const post = await createPost(stack, eve, { content: 'First words' });
    ok(await q(UPDATE, { id: post.id, input: { content: 'Second words' } }, eve.token));
    ok(await q(UPDATE, { id: post.id, input: { content: 'Third words', contentWarning: 'Long read' } }, eve.token));
    const exported = await exportMember(social, servicesOf(stack, 'social'), eve.user.id);
    const posts = exported.json.posts as Record<string, unknown>[];
    expect(posts.find((p) => p.id === post.id)).toMatchObject({ content: 'Third words', contentWarning: 'Long read', editedAt: expect.any(String) });
    const edits = exported.json['post-edits'] as Record<string, unknown>[];
    expect(edits.map((e) => [e.postId, e.content, e.contentWarning])).toEqual([
      [post.id, 'First words', null],
      [post.id, 'Second words', null],
    ]);
    expect(edits.every((e) => typeof e.writtenAt === 'string' && typeof e.replacedAt === 'string')).toBe(true);
    // Nobody else's export holds them.
    expect(JSON.stringify((await exportMember(social, servicesOf(stack, 'social'), dan.user.id)).json['post-edits'])).not.toContain('First words');
    await eraseMember(social, servicesOf(stack, 'social'), eve.user.id);
    expect(await sql(stack, `SELECT 1 FROM social.post_edits WHERE post_id = $1`, [post.id])).toEqual([]);
  });
});
