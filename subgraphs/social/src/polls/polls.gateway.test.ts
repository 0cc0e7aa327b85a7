// Polls through the real gateway: the composer's rules with the spec's messages, one vote
// per member (also when racing), votes by option id or index, results, the end, deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '@pulse/dev-env';
import { CREATE, POST, UNKNOWN_ID, client, createPost, expectError, members, ok, sql, type Member } from '../posts/testing.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;

const POLL_FIELDS = `id postId options { id text votes } endTime ended hasVoted myVoteOptionId totalVotes`;
const VOTE = `mutation($p: ID!, $o: ID, $i: Int) { votePoll(pollId: $p, optionId: $o, optionIndex: $i) { ${POLL_FIELDS} } }`;
const POLL = `query($id: ID!) { poll(id: $id) { ${POLL_FIELDS} } }`;
const DELETE_POLL = `mutation($id: ID!) { deletePoll(id: $id) }`;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob, cat] = await members(stack, 3);
});
afterAll(async () => {
  await stack?.stop();
});

const makePoll = (options: string[], extra: Record<string, unknown> = {}) => createPost(stack, ann, { content: 'Which one?', type: 'POLL', poll: { options, ...extra } });

describe('creating a poll', () => {
  it('creates 2-4 options ending a day later by default', async () => {
    const before = Date.now();
    const post = await makePoll([' Squats ', 'Lunges', 'Deadlifts']);
    expect(post.type).toBe('POLL');
    expect(post.poll).toMatchObject({ postId: post.id, ended: false, hasVoted: false, myVoteOptionId: null, totalVotes: 0 });
    expect(post.poll.options.map((o: any) => [o.text, o.votes])).toEqual([
      ['Squats', 0],
      ['Lunges', 0],
      ['Deadlifts', 0],
    ]);
    const end = new Date(post.poll.endTime).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 86_400_000);
    const custom = await makePoll(['a', 'b', 'c', 'd'], { days: 0, hours: 2, minutes: 30 });
    expect(new Date(custom.poll.endTime).getTime() - new Date(custom.createdAt).getTime()).toBe(150 * 60_000);
  });

  it('refuses 1 or 5 options and bad durations with the spec messages', async () => {
    const bad = (poll: Record<string, unknown>) => q(CREATE, { input: { content: 'Q', type: 'POLL', poll } }, ann.token);
    expectError(await bad({ options: ['only'] }), 'BAD_USER_INPUT', 'Please add at least 2 options', 'poll.options');
    expectError(await bad({ options: ['one', '  ', ''] }), 'BAD_USER_INPUT', 'Please add at least 2 options', 'poll.options');
    expectError(await bad({ options: ['1', '2', '3', '4', '5'] }), 'BAD_USER_INPUT', 'A poll can have at most 4 options', 'poll.options');
    expectError(await bad({ options: ['a', 'b'], days: 0, hours: 0, minutes: 0 }), 'BAD_USER_INPUT', 'Poll duration must be greater than 0', 'poll');
    expectError(await bad({ options: ['a', 'b'], days: 8 }), 'BAD_USER_INPUT', 'Days must be between 0 and 7', 'poll.days');
    expectError(await bad({ options: ['a', 'b'], hours: 24 }), 'BAD_USER_INPUT', 'Hours must be between 0 and 23', 'poll.hours');
    expectError(await bad({ options: ['a', 'b'], minutes: 60 }), 'BAD_USER_INPUT', 'Minutes must be between 0 and 59', 'poll.minutes');
    expectError(await q(CREATE, { input: { content: 'Q', type: 'POLL' } }, ann.token), 'BAD_USER_INPUT', 'A poll post needs its options', 'poll');
    expectError(await q(CREATE, { input: { content: 'Q', poll: { options: ['a', 'b'] } } }, ann.token), 'BAD_USER_INPUT', 'Only a POLL post can have a poll', 'poll');
    // Poll mode disables media, location and scheduling.
    expectError(
      await q(CREATE, { input: { content: 'Q', type: 'POLL', poll: { options: ['a', 'b'] }, location: { name: 'Oslo' } } }, ann.token),
      'BAD_USER_INPUT',
      undefined,
      'poll',
    );
    expectError(
      await q(CREATE, { input: { content: 'Q', type: 'POLL', poll: { options: ['a', 'b'] }, scheduledFor: new Date(Date.now() + 3600_000).toISOString() } }, ann.token),
      'BAD_USER_INPUT',
      undefined,
      'poll',
    );
    expectError(await q(CREATE, { input: { content: 'Q', type: 'POLL', poll: { options: ['a', 'b'] } } }), 'UNAUTHENTICATED', 'Please log in to post');
  });
});

describe('votePoll', () => {
  it('counts one vote per member, by option id or index, with results', async () => {
    const { poll } = await makePoll(['Run', 'Swim', 'Bike']);
    const afterBob = ok(await q(VOTE, { p: poll.id, o: poll.options[1].id }, bob.token)).votePoll;
    expect(afterBob).toMatchObject({ hasVoted: true, myVoteOptionId: poll.options[1].id, totalVotes: 1 });
    expect(afterBob.options.map((o: any) => o.votes)).toEqual([0, 1, 0]);
    const afterCat = ok(await q(VOTE, { p: poll.id, i: 1 }, cat.token)).votePoll;
    expect(afterCat.options.map((o: any) => o.votes)).toEqual([0, 2, 0]);
    expectError(await q(VOTE, { p: poll.id, i: 0 }, bob.token), 'CONFLICT', 'You have already voted in this poll');
    // Seen by others: results without a vote of their own.
    expect(ok(await q(POLL, { id: poll.id }, ann.token)).poll).toMatchObject({ hasVoted: false, myVoteOptionId: null, totalVotes: 2 });
    expect(ok(await q(POLL, { id: poll.id })).poll).toMatchObject({ hasVoted: false, totalVotes: 2 });
    expect(ok(await q(POLL, { id: poll.id }, bob.token)).poll).toMatchObject({ hasVoted: true, myVoteOptionId: poll.options[1].id });
  });

  it('refuses bad choices, strangers to the poll and signed-out voters', async () => {
    const { poll } = await makePoll(['A', 'B']);
    const ONE = 'Choose exactly one option: optionId or optionIndex';
    expectError(await q(VOTE, { p: poll.id }, bob.token), 'BAD_USER_INPUT', ONE, 'optionId');
    expectError(await q(VOTE, { p: poll.id, o: poll.options[0].id, i: 0 }, bob.token), 'BAD_USER_INPUT', ONE, 'optionId');
    expectError(await q(VOTE, { p: poll.id, i: 2 }, bob.token), 'BAD_USER_INPUT', 'This option is not part of the poll', 'optionIndex');
    const other = (await makePoll(['X', 'Y'])).poll;
    expectError(await q(VOTE, { p: poll.id, o: other.options[0].id }, bob.token), 'BAD_USER_INPUT', 'This option is not part of the poll', 'optionId');
    expectError(await q(VOTE, { p: UNKNOWN_ID, i: 0 }, bob.token), 'NOT_FOUND', 'Poll not found');
    expectError(await q(VOTE, { p: poll.id, i: 0 }), 'UNAUTHENTICATED', 'Please log in to vote');
    expectError(await q(POLL, { id: UNKNOWN_ID }), 'NOT_FOUND', 'Poll not found');
  });

  it("takes exactly one of a member's racing votes", async () => {
    const { poll } = await makePoll(['A', 'B', 'C']);
    const results = await Promise.all([0, 1, 2, 0, 1].map((i) => q(VOTE, { p: poll.id, i }, bob.token)));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) expectError(r, 'CONFLICT', 'You have already voted in this poll');
    expect(ok(await q(POLL, { id: poll.id })).poll.totalVotes).toBe(1);
  });

  it('refuses votes after the end with FORBIDDEN', async () => {
    const { poll } = await makePoll(['A', 'B'], { days: 0, minutes: 1 });
    ok(await q(VOTE, { p: poll.id, i: 0 }, bob.token));
    // A minute is the shortest poll; move its end into the past instead of waiting for it.
    await sql(stack, `UPDATE social.polls SET end_time = now() - interval '1 second' WHERE id = $1`, [poll.id]);
    expectError(await q(VOTE, { p: poll.id, i: 1 }, cat.token), 'FORBIDDEN', 'This poll has ended');
    expect(ok(await q(POLL, { id: poll.id }, cat.token)).poll).toMatchObject({ ended: true, hasVoted: false, totalVotes: 1 });
  });
});

describe('deletePoll', () => {
  it('deletes the poll and its post, only for the author', async () => {
    const post = await makePoll(['A', 'B']);
    ok(await q(VOTE, { p: post.poll.id, i: 0 }, bob.token));
    expectError(await q(DELETE_POLL, { id: post.poll.id }, bob.token), 'FORBIDDEN', 'Only the author can change this post');
    expectError(await q(DELETE_POLL, { id: post.poll.id }), 'UNAUTHENTICATED');
    expect(ok(await q(DELETE_POLL, { id: post.poll.id }, ann.token)).deletePoll).toBe(post.poll.id);
    expectError(await q(POLL, { id: post.poll.id }), 'NOT_FOUND', 'Poll not found');
    expectError(await q(POST, { id: post.id }), 'NOT_FOUND', 'Post not found');
    expect(await sql(stack, `SELECT count(*)::int AS n FROM social.poll_votes WHERE poll_id = $1`, [post.poll.id])).toEqual([{ n: 0 }]);
  });
});

describe('who sees the results (issue 24, docs/social-posts.md)', () => {
  const SEEN = `query($id: ID!) { poll(id: $id) { resultsVisible canVote totalVotes options { votes } } }`;
  const seenBy = async (pollId: string, m?: Member) => ok(await q(SEEN, { id: pollId }, m?.token)).poll;

  it('the author from the start, a member once they voted, everyone after the end; the total always', async () => {
    const { poll } = await makePoll(['Yes', 'No']);
    expect(await seenBy(poll.id, ann)).toEqual({ resultsVisible: true, canVote: false, totalVotes: 0, options: [{ votes: 0 }, { votes: 0 }] });
    ok(await q(VOTE, { p: poll.id, i: 0 }, bob.token));
    // Ann, the author, sees Bob's vote without voting.
    expect(await seenBy(poll.id, ann)).toMatchObject({ resultsVisible: true, options: [{ votes: 1 }, { votes: 0 }] });
    expect(await seenBy(poll.id, bob)).toEqual({ resultsVisible: true, canVote: false, totalVotes: 1, options: [{ votes: 1 }, { votes: 0 }] });
    // Cat has not voted, and a signed-out reader cannot: the total only.
    expect(await seenBy(poll.id, cat)).toEqual({ resultsVisible: false, canVote: true, totalVotes: 1, options: [{ votes: null }, { votes: null }] });
    expect(await seenBy(poll.id)).toEqual({ resultsVisible: false, canVote: false, totalVotes: 1, options: [{ votes: null }, { votes: null }] });
    // The same rule on the post's poll field.
    expect(ok(await q(`query($id: ID!) { post(id: $id) { poll { options { votes } } } }`, { id: poll.postId }, cat.token)).post.poll.options).toEqual([
      { votes: null },
      { votes: null },
    ]);
    await sql(stack, `UPDATE social.polls SET end_time = now() - interval '1 second' WHERE id = $1`, [poll.id]);
    expect(await seenBy(poll.id, cat)).toEqual({ resultsVisible: true, canVote: false, totalVotes: 1, options: [{ votes: 1 }, { votes: 0 }] });
    expect(await seenBy(poll.id)).toMatchObject({ resultsVisible: true, options: [{ votes: 1 }, { votes: 0 }] });
  });

  it('the author cannot vote in their own poll (FORBIDDEN, reason OWN_POLL)', async () => {
    const { poll } = await makePoll(['Yes', 'No']);
    const refused = expectError(await q(VOTE, { p: poll.id, i: 0 }, ann.token), 'FORBIDDEN', 'You cannot vote in your own poll');
    expect(refused.extensions?.reason).toBe('OWN_POLL');
    expect(ok(await q(POLL, { id: poll.id }, ann.token)).poll).toMatchObject({ hasVoted: false, totalVotes: 0 });
  });
});
