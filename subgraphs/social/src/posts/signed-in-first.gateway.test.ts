// An anonymous caller is told to sign in, with the operation's own message, before anything is
// said about its input: type-graphql checks arguments before a resolver runs, so each
// member-only operation carries kit's signedIn middleware, which runs first.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Stack, startStack } from '@pulse/dev-env';
import { client, expectError } from './testing.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('member-only operations with invalid input, signed out', () => {
  it.each([
    ['createPost with empty content', 'mutation { createPost(input: { content: "" }) { id } }', 'Please log in to post'],
    ['createPost with a date that is not one', 'mutation { createPost(input: { content: "x", scheduledFor: "tomorrow-ish" }) { id } }', 'Please log in to post'],
    ['updatePost with empty content', 'mutation { updatePost(id: "cunknown000000000000000000", input: { content: "" }) { id } }', 'Please log in to post'],
    ['notifications with a forged cursor', 'query { notifications(first: 5, after: "not-a-cursor") { nodes { id } } }', 'Authentication required'],
  ])('%s: UNAUTHENTICATED', async (_name, query, message) => {
    expectError(await client(stack)(query), 'UNAUTHENTICATED', message);
  });
});
