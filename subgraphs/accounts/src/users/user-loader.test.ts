// Several members looked up in one request cost accounts one SQL statement: user(id) under
// aliases and entity references from another subgraph both go through the per-request
// DataLoader. The SQL is counted where pg sends it (the stack runs in this process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, recordSql, registerMember, type Stack, startStack } from '@pulse/dev-env';

let stack: Stack;
let members: Awaited<ReturnType<typeof registerMember>>[];

beforeAll(async () => {
  stack = await startStack();
  members = [];
  for (let i = 0; i < 4; i++) members.push(await registerMember(stack));
});
afterAll(async () => {
  await stack?.stop();
});

/** The statements reading accounts.users while `work` runs. */
async function usersStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const recorder = recordSql();
  try {
    const result = await work();
    return { result, statements: recorder.stop().filter((sql) => /\bfrom\s+"?accounts"?\."?users"?/i.test(sql)) };
  } finally {
    recorder.stop();
  }
}

const BY_ALIASES = 'query($a: ID!, $b: ID!, $c: ID!) { a: user(id: $a) { id name } b: user(id: $b) { id name } c: user(id: $c) { id name } }';

describe('user lookups in one request', () => {
  it('user(id) three times under aliases: one SQL statement with every id', async () => {
    const [a, b, c] = members;
    const { result, statements } = await usersStatements(() => gql(stack.graphqlUrl, BY_ALIASES, { a: a.user.id, b: b.user.id, c: c.user.id }));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      a: { id: a.user.id, name: a.user.name },
      b: { id: b.user.id, name: b.user.name },
      c: { id: c.user.id, name: c.user.name },
    });
    expect(statements).toHaveLength(1);
    for (const m of [a, b, c]) expect(statements[0]).toContain(m.user.id);
  });

  it('an unknown id among them: still one statement, and NOT_FOUND names that alias', async () => {
    const [a, b] = members;
    const { result, statements } = await usersStatements(() => gql(stack.graphqlUrl, BY_ALIASES, { a: a.user.id, b: 'c000000000000000000000000', c: b.user.id }));
    expect(result.errors?.map((e) => [(e as { path?: unknown }).path, e.extensions?.code])).toEqual([[['b'], 'NOT_FOUND']]);
    expect(statements).toHaveLength(1);
  });

  it('entity references from social (followers of a member) resolve in one statement', async () => {
    const [star, ...fans] = members;
    for (const fan of fans) {
      const follow = await gql(stack.graphqlUrl, 'mutation($id: ID!) { follow(userId: $id) { id } }', { id: star.user.id }, fan.token);
      expect(follow.errors).toBeUndefined();
    }
    const { result, statements } = await usersStatements(() =>
      gql<{ followersOf: { nodes: { id: string; name: string; username: string }[] } }>(
        stack.graphqlUrl,
        'query($id: ID!) { followersOf(userId: $id, first: 10) { nodes { id name username } } }',
        { id: star.user.id },
      ),
    );
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.followersOf.nodes;
    expect(nodes.map((n) => n.id).sort()).toEqual(fans.map((f) => f.user.id).sort());
    for (const fan of fans) expect(nodes.find((n) => n.id === fan.user.id)).toEqual({ id: fan.user.id, name: fan.user.name, username: fan.user.username });
    expect(statements).toHaveLength(1);
  });

  // References are read by one plain statement mapped by the entity's metadata (kit's
  // readEntitiesByIds), user(id) by the ORM's find: both must answer every field alike.
  it('a member named by a reference answers every field as user(id) does, email to its owner only', async () => {
    const [star, fan] = members;
    const edit = await gql(
      stack.graphqlUrl,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { bio: 'Runs at dawn', bioLink: 'https://example.com/dawn' } },
      star.token,
    );
    expect(edit.errors).toBeUndefined();
    const follow = await gql(stack.graphqlUrl, 'mutation($id: ID!) { follow(userId: $id) { id } }', { id: star.user.id }, fan.token);
    expect(follow.errors).toBeUndefined();
    const FIELDS = 'id name username bio bioLink createdAt updatedAt email emailVerified image profileURL role suspended';
    for (const viewer of [star, fan]) {
      const direct = await gql<{ user: Record<string, unknown> }>(
        stack.graphqlUrl,
        `query($id: ID!) { user(id: $id) { ${FIELDS} } }`,
        { id: star.user.id },
        viewer.token,
      );
      const referenced = await gql<{ followingOf: { nodes: Record<string, unknown>[] } }>(
        stack.graphqlUrl,
        `query($id: ID!) { followingOf(userId: $id, first: 10) { nodes { ${FIELDS} } } }`,
        { id: fan.user.id },
        viewer.token,
      );
      expect(direct.errors).toBeUndefined();
      expect(referenced.errors).toBeUndefined();
      expect(direct.data!.user).toMatchObject({ bio: 'Runs at dawn', bioLink: 'https://example.com/dawn', email: viewer === star ? star.user.email : null });
      expect(referenced.data!.followingOf.nodes.find((n) => n.id === star.user.id)).toEqual(direct.data!.user);
    }
  });
});
