// Members who took a name before it was reserved are renamed by migration 0005 to the smallest
// free `<name>_<n>`; everyone else keeps theirs, and the renamed keep their id.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { members, sql, type Stack, startStack } from '@pulse/dev-env';
import { reservedDeveloperMigration, reservedLocalMigration, reservedUsernamesMigration } from './migrations.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

it('renames members whose username is now reserved, to the smallest free suffix, and nobody else', async () => {
  const [early, other, taken, plain] = await members(stack, 4);
  // As they were before the names were reserved (registration refuses them now).
  const rename = (id: string, username: string) => sql(stack, 'UPDATE accounts.users SET username = $2 WHERE id = $1', [id, username]);
  await rename(early.user.id, 'Messages');
  await rename(taken.user.id, 'messages_1');
  await rename(other.user.id, 'health');
  for (const statement of reservedUsernamesMigration.up('accounts')) await sql(stack, statement);
  const usernameOf = async (id: string) => (await sql<{ username: string }>(stack, 'SELECT username FROM accounts.users WHERE id = $1', [id]))[0].username;
  expect(await usernameOf(early.user.id)).toBe('Messages_2');
  expect(await usernameOf(taken.user.id)).toBe('messages_1');
  expect(await usernameOf(other.user.id)).toBe('health_1');
  expect(await usernameOf(plain.user.id)).toBe(plain.user.username);
});

it('0009 renames a member called local (the public local feed took /local), and only them', async () => {
  const [local, other] = await members(stack, 2);
  await sql(stack, 'UPDATE accounts.users SET username = $2 WHERE id = $1', [local.user.id, 'Local']);
  await sql(stack, 'UPDATE accounts.users SET username = $2 WHERE id = $1', [other.user.id, 'locally']);
  for (const statement of reservedLocalMigration.up('accounts')) await sql(stack, statement);
  const usernameOf = async (id: string) => (await sql<{ username: string }>(stack, 'SELECT username FROM accounts.users WHERE id = $1', [id]))[0].username;
  expect(await usernameOf(local.user.id)).toBe('Local_1');
  expect(await usernameOf(other.user.id)).toBe('locally');
});

it('0011 renames members called developers or oauth (the developer portal and the OAuth server), and only them', async () => {
  const [developers, oauth, other] = await members(stack, 3);
  await sql(stack, 'UPDATE accounts.users SET username = $2 WHERE id = $1', [developers.user.id, 'Developers']);
  await sql(stack, 'UPDATE accounts.users SET username = $2 WHERE id = $1', [oauth.user.id, 'oauth']);
  await sql(stack, 'UPDATE accounts.users SET username = $2 WHERE id = $1', [other.user.id, 'oauthfan']);
  for (const statement of reservedDeveloperMigration.up('accounts')) await sql(stack, statement);
  const usernameOf = async (id: string) => (await sql<{ username: string }>(stack, 'SELECT username FROM accounts.users WHERE id = $1', [id]))[0].username;
  expect(await usernameOf(developers.user.id)).toBe('Developers_1');
  expect(await usernameOf(oauth.user.id)).toBe('oauth_1');
  expect(await usernameOf(other.user.id)).toBe('oauthfan');
});
