// Communities through the real gateway: create (name unique whatever its case, also when two
// creations race), join, leave (the last owner cannot), moderators and their rights, removing
// members, community posts (members only; owners and moderators remove them), and both REST path
// families of the spec with their failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID, client, expectError, expectFailure, expectOk, members, ok, restClient, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
const api = restClient(() => stack);

const FIELDS = 'id name description memberCount viewerRole creator { id } members { role user { id } } moderators { role user { id } }';
const CREATE = `mutation($input: CreateCommunityInput!) { createCommunity(input: $input) { ${FIELDS} } }`;
const JOIN = `mutation($id: ID!) { joinCommunity(id: $id) { ${FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveCommunity(id: $id) { ${FIELDS} } }`;
const ADD_MOD = `mutation($c: ID!, $u: ID!) { addCommunityModerator(communityId: $c, userId: $u) { ${FIELDS} } }`;
const REMOVE_MOD = `mutation($c: ID!, $u: ID!) { removeCommunityModerator(communityId: $c, userId: $u) { ${FIELDS} } }`;
const REMOVE_MEMBER = `mutation($c: ID!, $u: ID!) { removeCommunityMember(communityId: $c, userId: $u) { ${FIELDS} } }`;
const MAKE_OWNER = `mutation($c: ID!, $u: ID!) { makeCommunityOwner(communityId: $c, userId: $u) { ${FIELDS} } }`;
const COMMUNITY = `query($id: ID!) { community(id: $id) { ${FIELDS} } }`;
const POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id communityId } }';
const POSTS = 'query($c: ID!) { posts(filter: { communityId: $c }) { posts { id communityId } } }';
const DELETE_POST = 'mutation($id: ID!) { deletePost(id: $id) }';

let seq = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${++seq}`;
const create = async (m: Member, name: string) => ok(await q(CREATE, { input: { name } }, m.token)).createCommunity;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTER_LIMIT_PER_IP: '1000' } });
  q = client(stack);
  [ann, bob, cat, dan] = await members(stack, 4);
});
afterAll(async () => {
  await stack?.stop();
});

describe('creating communities', () => {
  it('makes the creator its owner and refuses a name taken in any case', async () => {
    const name = unique('Trail Runners');
    const made = await create(ann, `  ${name}  `);
    expect(made).toMatchObject({ name, memberCount: 1, viewerRole: 'OWNER', creator: { id: ann.user.id } });
    expect(made.members).toEqual([{ role: 'OWNER', user: { id: ann.user.id } }]);
    const taken = await q(CREATE, { input: { name: name.toUpperCase() } }, bob.token);
    expectError(taken, 'CONFLICT', 'A community with this name already exists', 'name');
    expect(taken.errors![0].extensions?.reason).toBe('NAME_TAKEN');
  });

  it('lets one of two racing creations of a name win', async () => {
    const name = unique('Racers');
    const answers = await Promise.all([q(CREATE, { input: { name } }, ann.token), q(CREATE, { input: { name: name.toLowerCase() } }, bob.token)]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => a.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
  });

  it('refuses the signed-out, a blank, a short and a long name', async () => {
    expectError(await q(CREATE, { input: { name: unique('x') } }), 'UNAUTHENTICATED');
    expectError(await q(CREATE, { input: { name: '   ' } }, ann.token), 'BAD_USER_INPUT', 'Community name is required', 'name');
    expectError(await q(CREATE, { input: { name: 'a' } }, ann.token), 'BAD_USER_INPUT', 'Name must be at least 2 characters', 'name');
    expectError(await q(CREATE, { input: { name: 'a'.repeat(61) } }, ann.token), 'BAD_USER_INPUT', undefined, 'name');
  });

  it('finds communities by part of the name and by the exact name whatever its case', async () => {
    const name = unique('Lake Swimmers');
    const made = await create(ann, name);
    const search = ok(await q('query($s: String) { communities(search: $s) { id } }', { s: 'lake swim' })).communities;
    expect(search.map((c: { id: string }) => c.id)).toContain(made.id);
    const exact = ok(await q('query($n: String) { communities(name: $n) { id } }', { n: name.toUpperCase() })).communities;
    expect(exact).toEqual([{ id: made.id }]);
    // A LIKE wildcard in the name is a character, not a pattern.
    expect(ok(await q('query($n: String) { communities(name: $n) { id } }', { n: '%' })).communities).toEqual([]);
    expectError(await q(COMMUNITY, { id: UNKNOWN_ID }), 'NOT_FOUND', 'Community not found');
  });
});

describe('membership', () => {
  it('joins, leaves and counts members; joining twice changes nothing', async () => {
    const c = await create(ann, unique('Cyclists'));
    expect(ok(await q(JOIN, { id: c.id }, bob.token)).joinCommunity).toMatchObject({ memberCount: 2, viewerRole: 'MEMBER' });
    expect(ok(await q(JOIN, { id: c.id }, bob.token)).joinCommunity.memberCount).toBe(2);
    const mine = ok(await q('{ myCommunities { id } }', {}, bob.token)).myCommunities;
    expect(mine.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(ok(await q(LEAVE, { id: c.id }, bob.token)).leaveCommunity).toMatchObject({ memberCount: 1, viewerRole: null });
    expectError(await q(JOIN, { id: c.id }), 'UNAUTHENTICATED');
    expectError(await q(JOIN, { id: UNKNOWN_ID }, bob.token), 'NOT_FOUND', 'Community not found');
  });

  it('keeps the last owner until they hand over', async () => {
    const c = await create(ann, unique('Rowers'));
    const refused = await q(LEAVE, { id: c.id }, ann.token);
    expectError(refused, 'CONFLICT', 'You are the last owner of this community: make another member an owner before leaving');
    expect(refused.errors![0].extensions?.reason).toBe('LAST_OWNER');
    await q(JOIN, { id: c.id }, bob.token);
    expectError(await q(MAKE_OWNER, { c: c.id, u: bob.user.id }, bob.token), 'FORBIDDEN');
    expect(ok(await q(MAKE_OWNER, { c: c.id, u: bob.user.id }, ann.token)).makeCommunityOwner.moderators).toHaveLength(2);
    expect(ok(await q(LEAVE, { id: c.id }, ann.token)).leaveCommunity).toMatchObject({ memberCount: 1, viewerRole: null });
    expectError(await q(LEAVE, { id: c.id }, bob.token), 'CONFLICT');
  });
});

describe('moderators', () => {
  it('owners and moderators name and unname moderators; members cannot', async () => {
    const c = await create(ann, unique('Climbers'));
    for (const m of [bob, cat, dan]) await q(JOIN, { id: c.id }, m.token);
    expectError(await q(ADD_MOD, { c: c.id, u: cat.user.id }, bob.token), 'FORBIDDEN', 'Only owners and moderators can do this');
    const named = ok(await q(ADD_MOD, { c: c.id, u: bob.user.id }, ann.token)).addCommunityModerator;
    expect(named.moderators).toEqual([
      { role: 'OWNER', user: { id: ann.user.id } },
      { role: 'MODERATOR', user: { id: bob.user.id } },
    ]);
    // A moderator names another.
    expect(ok(await q(ADD_MOD, { c: c.id, u: cat.user.id }, bob.token)).addCommunityModerator.moderators).toHaveLength(3);
    expectError(await q(ADD_MOD, { c: c.id, u: ann.user.id }, bob.token), 'BAD_USER_INPUT', 'That member is an owner', 'userId');
    expectError(await q(ADD_MOD, { c: c.id, u: UNKNOWN_ID }, ann.token), 'NOT_FOUND', 'That member is not in this community');
    expectError(await q(REMOVE_MOD, { c: c.id, u: dan.user.id }, ann.token), 'BAD_USER_INPUT', 'That member is not a moderator', 'userId');
    expect(ok(await q(REMOVE_MOD, { c: c.id, u: cat.user.id }, bob.token)).removeCommunityModerator.moderators).toHaveLength(2);
    expectError(await q(ADD_MOD, { c: c.id, u: cat.user.id }), 'UNAUTHENTICATED');
  });

  it('removes members: a moderator only plain members, an owner anyone but themselves', async () => {
    const c = await create(ann, unique('Hikers'));
    for (const m of [bob, cat, dan]) await q(JOIN, { id: c.id }, m.token);
    await q(ADD_MOD, { c: c.id, u: bob.user.id }, ann.token);
    await q(ADD_MOD, { c: c.id, u: cat.user.id }, ann.token);
    expectError(await q(REMOVE_MEMBER, { c: c.id, u: dan.user.id }, dan.token), 'FORBIDDEN');
    expectError(await q(REMOVE_MEMBER, { c: c.id, u: cat.user.id }, bob.token), 'FORBIDDEN', 'A moderator can remove members, not owners or other moderators');
    expectError(await q(REMOVE_MEMBER, { c: c.id, u: ann.user.id }, bob.token), 'FORBIDDEN');
    expectError(await q(REMOVE_MEMBER, { c: c.id, u: ann.user.id }, ann.token), 'BAD_USER_INPUT', 'Use leave to leave a community yourself', 'userId');
    expect(ok(await q(REMOVE_MEMBER, { c: c.id, u: dan.user.id }, bob.token)).removeCommunityMember.memberCount).toBe(3);
    expect(ok(await q(REMOVE_MEMBER, { c: c.id, u: cat.user.id }, ann.token)).removeCommunityMember.memberCount).toBe(2);
    expect(ok(await q(COMMUNITY, { id: c.id }, dan.token)).community.viewerRole).toBeNull();
  });
});

describe('community posts', () => {
  it('members post into it; outsiders cannot; moderators remove posts; the feed filters by community', async () => {
    const c = await create(ann, unique('Yogis'));
    await q(JOIN, { id: c.id }, bob.token);
    await q(JOIN, { id: c.id }, cat.token);
    await q(ADD_MOD, { c: c.id, u: cat.user.id }, ann.token);
    const post = ok(await q(POST, { input: { content: 'Sunrise flow tomorrow', communityId: c.id } }, bob.token)).createPost;
    expect(post.communityId).toBe(c.id);
    expectError(await q(POST, { input: { content: 'let me in', communityId: c.id } }, dan.token), 'FORBIDDEN', 'Join the community to post in it');
    expectError(await q(POST, { input: { content: 'nowhere', communityId: UNKNOWN_ID } }, bob.token), 'BAD_USER_INPUT', 'Community not found', 'communityId');
    const outside = ok(await q(POST, { input: { content: 'not in the community' } }, bob.token)).createPost;
    const listed = ok(await q(POSTS, { c: c.id })).posts.posts;
    expect(listed.map((p: { id: string }) => p.id)).toEqual([post.id]);

    // A plain member cannot remove another's post; a moderator can, but only in the community.
    const annsPost = ok(await q(POST, { input: { content: 'Welcome!', communityId: c.id } }, ann.token)).createPost;
    expectError(await q(DELETE_POST, { id: annsPost.id }, bob.token), 'FORBIDDEN');
    expectError(await q(DELETE_POST, { id: outside.id }, cat.token), 'FORBIDDEN');
    expect(ok(await q(DELETE_POST, { id: post.id }, cat.token)).deletePost).toBe(post.id);
    expect(ok(await q(DELETE_POST, { id: annsPost.id }, ann.token)).deletePost).toBe(annsPost.id);
    expect(ok(await q(POSTS, { c: c.id })).posts.posts).toEqual([]);

    // Removed from the community, a member can no longer post in it.
    await q(REMOVE_MEMBER, { c: c.id, u: bob.user.id }, ann.token);
    expectError(await q(POST, { input: { content: 'still here?', communityId: c.id } }, bob.token), 'FORBIDDEN');
  });
});

describe('REST', () => {
  it('the /communities family: list, join, leave', async () => {
    const c = await create(ann, unique('Walkers'));
    const list = expectOk(await api('GET', `/communities?search=${encodeURIComponent(c.name)}`));
    expect(list.communities.map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(expectOk(await api('POST', `/communities/${c.id}/join`, { token: bob.token })).community).toMatchObject({ id: c.id, memberCount: 2, viewerRole: 'MEMBER' });
    expect(expectOk(await api('POST', `/communities/${c.id}/leave`, { token: bob.token })).community).toMatchObject({ memberCount: 1, viewerRole: null });
    expectFailure(await api('POST', `/communities/${c.id}/join`, { body: {} }), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
    expectFailure(await api('POST', `/communities/${UNKNOWN_ID}/join`, { token: bob.token }), 404, { message: 'Community not found', code: 'NOT_FOUND' });
    expectFailure(await api('POST', `/communities/${c.id}/leave`, { token: ann.token }), 409, {
      message: 'You are the last owner of this community: make another member an owner before leaving',
      code: 'CONFLICT',
      reason: 'LAST_OWNER',
    });
  });

  it('the /api/community family: create, look up by name, join, leave, moderators', async () => {
    const name = unique('Paddlers');
    const made = expectOk(await api('POST', '/community', { token: ann.token, body: { name, description: 'Kayaks and canoes' } })).community;
    expect(made).toMatchObject({ name, description: 'Kayaks and canoes', memberCount: 1, viewerRole: 'OWNER', creator: { id: ann.user.id } });
    expectFailure(await api('POST', '/community', { token: bob.token, body: { name: name.toLowerCase() } }), 409, {
      message: 'A community with this name already exists',
      code: 'CONFLICT',
      field: 'name',
      reason: 'NAME_TAKEN',
    });
    expectFailure(await api('POST', '/community', { body: { name: unique('anon') } }), 401, { message: 'Authentication required', code: 'UNAUTHENTICATED' });
    expectFailure(await api('POST', '/community', { token: ann.token, body: {} }), 400, { message: 'name is required', code: 'BAD_USER_INPUT', field: 'name' });

    const found = expectOk(await api('GET', `/community?name=${encodeURIComponent(name.toUpperCase())}`));
    expect(found.community.id).toBe(made.id);
    expect(expectOk(await api('GET', `/community?name=${encodeURIComponent(unique('nobody'))}`)).community).toBeNull();
    expect(expectOk(await api('GET', '/community')).communities.length).toBeGreaterThan(0);

    expectOk(await api('POST', `/community/${made.id}/join`, { token: bob.token }));
    expectOk(await api('POST', `/community/${made.id}/join`, { token: cat.token }));
    expectFailure(await api('POST', `/community/${made.id}/moderator`, { token: cat.token, body: { userId: bob.user.id } }), 403, {
      message: 'Only owners and moderators can do this',
      code: 'FORBIDDEN',
    });
    const withMod = expectOk(await api('POST', `/community/${made.id}/moderator`, { token: ann.token, body: { userId: bob.user.id } })).community;
    expect(withMod.moderators).toEqual([
      { role: 'OWNER', user: { id: ann.user.id } },
      { role: 'MODERATOR', user: { id: bob.user.id } },
    ]);
    expectFailure(await api('POST', `/community/${made.id}/moderator`, { token: ann.token, body: {} }), 400, {
      message: 'userId is required',
      code: 'BAD_USER_INPUT',
      field: 'userId',
    });
    const without = expectOk(await api('DELETE', `/community/${made.id}/moderator?userId=${bob.user.id}`, { token: ann.token })).community;
    expect(without.moderators).toEqual([{ role: 'OWNER', user: { id: ann.user.id } }]);
    expectFailure(await api('DELETE', `/community/${made.id}/moderator?userId=${bob.user.id}`, { headers: { 'apollo-require-preflight': 'true' } }), 401, {
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
    expect(expectOk(await api('POST', `/community/${made.id}/leave`, { token: cat.token })).community.memberCount).toBe(2);
  });
});
