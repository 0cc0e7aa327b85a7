// Scheduled posts publish themselves at their time through the real stack, and the queue is
// the posts table: a post that falls due while the social subgraph is down goes out when it
// starts again.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSubgraph } from '@pulse/kit';
import { social } from '../index.js';
import { type Stack, startStack } from '@pulse/dev-env';
import { POST, client, createPost, eventually, members, ok, sql, type Member } from './testing.js';
import { publishDuePosts } from './scheduled-publisher.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;

/** A time `ms` ahead on the stack's clock (which only moves when a test moves it, below). */
const later = (ms: number) => new Date(stack.clock.now().getTime() + ms);
const statusOf = async (id: string) => (await sql(stack, `SELECT status FROM social.posts WHERE id = $1`, [id]))[0]?.status;

beforeAll(async () => {
  // A poll far apart from the due times below: what publishes them is the publisher's timer
  // (set when the post is scheduled) or its first pass after a start.
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000', SOCIAL_PUBLISH_POLL_MS: '600000' } });
  q = client(stack);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
});
// Stopped: a post falls due when the test moves the clock, not after a real wait.
beforeEach(() => void stack.clock.freeze());
afterEach(() => void stack.clock.release());

describe('scheduled posts', () => {
  it('go out at their time, then notify the members they mention', async () => {
    const at = later(60_000);
    const post = await createPost(stack, ann, { content: `Later, @${bob.user.username}`, scheduledFor: at.toISOString(), timezone: 'Europe/Paris' });
    expect(post.status).toBe('SCHEDULED');
    // Nobody is told about a post before it is out.
    const notes = async () => ok(await q(`{ notifications { nodes { type post { id } } } }`, {}, bob.token)).notifications.nodes;
    expect((await notes()).filter((n: any) => n.post?.id === post.id)).toEqual([]);
    // A millisecond early, a pass (the clock's move starts one) leaves it scheduled.
    stack.clock.set(new Date(at.getTime() - 1));
    await publishDuePosts(stack.subgraphs.find((s) => s.name === 'social')!.services);
    expect(await statusOf(post.id)).toBe('SCHEDULED');
    stack.clock.set(at);
    const published = await eventually(async () => {
      // Signed out, it is NOT_FOUND until it is published.
      const r = await q(POST, { id: post.id });
      return r.data?.post?.status === 'POSTED' ? r.data.post : null;
    }, 20_000);
    expect(new Date(published.createdAt).getTime()).toBeGreaterThanOrEqual(at.getTime());
    const feed = ok(await q(`query($u: ID!) { userPosts(userId: $u) { nodes { id } } }`, { u: ann.user.id })).userPosts.nodes;
    expect(feed.map((p: any) => p.id)).toContain(post.id);
    expect(ok(await q(`{ myScheduledPosts { id } }`, {}, ann.token)).myScheduledPosts).toEqual([]);
    expect(await eventually(async () => (await notes()).find((n: any) => n.post?.id === post.id))).toEqual({ type: 'MENTION', post: { id: post.id } });
  });

  it('survive a restart of the social subgraph', async () => {
    const at = later(60_000);
    const post = await createPost(stack, ann, { content: 'Published by the next process', scheduledFor: at.toISOString() });
    const index = stack.subgraphs.findIndex((s) => s.name === 'social');
    const old = stack.subgraphs[index];
    await old.stop();
    stack.clock.set(new Date(at.getTime() + 300));
    // Due, and nobody published it while social was down.
    expect(await statusOf(post.id)).toBe('SCHEDULED');
    stack.subgraphs[index] = await startSubgraph(social, { config: stack.config, databaseUrl: stack.database.url, port: old.port, clock: stack.clock });
    const published = await eventually(async () => {
      const r = await q(POST, { id: post.id });
      return r.data?.post?.status === 'POSTED' ? r.data.post : null;
    }, 20_000);
    expect(published).toMatchObject({ id: post.id, content: 'Published by the next process' });
  });

  it('stay drafts once unscheduled', async () => {
    const at = later(60_000);
    const post = await createPost(stack, ann, { content: 'Changed my mind', scheduledFor: at.toISOString() });
    ok(await q(`mutation($id: ID!) { cancelSchedule(id: $id) { id } }`, { id: post.id }, ann.token));
    stack.clock.set(new Date(at.getTime() + 100));
    const services = stack.subgraphs.find((s) => s.name === 'social')!.services;
    await publishDuePosts(services);
    expect(await statusOf(post.id)).toBe('DRAFT');
  });
});
