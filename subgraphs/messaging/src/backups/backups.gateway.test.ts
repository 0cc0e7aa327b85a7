// The key backup through the gateway: a member sets it up (how to derive the key, never the
// key), devices add encrypted history for their own conversations, a new device pages through
// it; a new phrase replaces the backup and its history; nobody else sees any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, gql, members, ok, type Member, type Stack, startStack } from '@pulse/dev-env';
import { NO_KEY_BACKUP, NOT_YOUR_CONVERSATION } from './operations/add-backup-segments.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const BACKUP = '{ myKeyBackup { kdf iterations salt check segments } }';
const SET_UP = 'mutation($input: KeyBackupInput!) { setUpKeyBackup(input: $input) { kdf iterations salt check segments } }';
const ADD = 'mutation($input: BackupSegmentsInput!) { addBackupSegments(input: $input) }';
const PAGE = 'query($after: String, $first: Int) { backupSegments(after: $after, first: $first) { nodes { conversationId data } endCursor hasNextPage } }';
const b64 = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill).toString('base64');
const input = (fill = 1) => ({ kdf: 'PBKDF2-SHA256', iterations: 600_000, salt: b64(16, fill), check: b64(44, fill) });
const ask = (member: Member, query: string, variables: Record<string, unknown> = {}) => gql(stack.graphqlUrl, query, variables, member.token);
const open = async (a: Member, b: Member) =>
  ok(await ask(a, 'mutation($t: ID!) { createConversation(targetUserId: $t) { id } }', { t: b.user.id })).createConversation.id as string;

describe('the key backup', () => {
  it('is set up, takes history for the member’s conversations, pages it back, and is the member’s alone', async () => {
    const [ann, bob, cat] = await members(stack, 3);
    const withBob = await open(ann, bob);
    expect(ok(await ask(ann, BACKUP)).myKeyBackup).toBeNull();
    expectError(await ask(ann, ADD, { input: { segments: [{ conversationId: withBob, data: b64(40) }] } }), 'NOT_FOUND', NO_KEY_BACKUP);

    expect(ok(await ask(ann, SET_UP, { input: input() })).setUpKeyBackup).toEqual({ ...input(), segments: 0 });
    const segments = [b64(40, 2), b64(50, 3), b64(60, 4)].map((data) => ({ conversationId: withBob, data }));
    expect(ok(await ask(ann, ADD, { input: { segments } })).addBackupSegments).toBe(3);

    const first = ok(await ask(ann, PAGE, { first: 2 })).backupSegments;
    expect(first.nodes).toEqual(segments.slice(0, 2));
    expect(first.hasNextPage).toBe(true);
    const rest = ok(await ask(ann, PAGE, { first: 2, after: first.endCursor })).backupSegments;
    expect(rest).toMatchObject({ nodes: segments.slice(2), hasNextPage: false });

    // Bob has none of it; Cat may not add history to a conversation she is not in.
    expect(ok(await ask(bob, BACKUP)).myKeyBackup).toBeNull();
    expect(ok(await ask(bob, PAGE)).backupSegments.nodes).toEqual([]);
    ok(await ask(cat, SET_UP, { input: input(5) }));
    expectError(await ask(cat, ADD, { input: { segments: [{ conversationId: withBob, data: b64(40) }] } }), 'FORBIDDEN', NOT_YOUR_CONVERSATION);

    // A new phrase replaces the backup, and the history under the old key goes with it.
    expect(ok(await ask(ann, SET_UP, { input: input(9) })).setUpKeyBackup).toEqual({ ...input(9), segments: 0 });
    expect(ok(await ask(ann, PAGE)).backupSegments.nodes).toEqual([]);
    expect(ok(await ask(ann, 'mutation { deleteKeyBackup }')).deleteKeyBackup).toBe(true);
    expect(ok(await ask(ann, BACKUP)).myKeyBackup).toBeNull();
    expect(ok(await ask(ann, 'mutation { deleteKeyBackup }')).deleteKeyBackup).toBe(false);
  });

  it('refuses another derivation, weak or absurd settings, and bytes that are not what they claim', async () => {
    const [ann, bob] = await members(stack, 2);
    const withBob = await open(ann, bob);
    const refused = async (variables: Record<string, unknown>, field: string, query = SET_UP) => {
      const result = await ask(ann, query, variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.field, JSON.stringify(variables)).toBe(field);
    };
    await refused({ input: { ...input(), kdf: 'MD5' } }, 'kdf');
    await refused({ input: { ...input(), iterations: 1000 } }, 'iterations');
    await refused({ input: { ...input(), iterations: 2 ** 31 - 1 } }, 'iterations');
    await refused({ input: { ...input(), salt: b64(8) } }, 'salt');
    await refused({ input: { ...input(), salt: 'not base64!' } }, 'salt');
    await refused({ input: { ...input(), check: b64(10) } }, 'check');
    ok(await ask(ann, SET_UP, { input: input() }));
    await refused({ input: { segments: [{ conversationId: withBob, data: 'AQ-D' }] } }, 'segments.0.data', ADD);
    await refused({ input: { segments: [{ conversationId: withBob, data: b64(20) }] } }, 'segments.0.data', ADD);
    await refused({ input: { segments: Array.from({ length: 21 }, () => ({ conversationId: withBob, data: b64(40) })) } }, 'segments', ADD);
    await refused({ input: { segments: [] } }, 'segments', ADD);
    for (const after of ['0', '-1', 'abc', '99999999999999999999']) {
      expect((await ask(ann, PAGE, { after })).errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    }
    expect((await ask(ann, PAGE, { first: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
