// The privacy choices messaging keeps, in the member's export and gone after erasure (docs/member-data.md,
// docs/settings.md). The rules themselves: accounts' settings/privacy.gateway.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, members, ok, startStack, type Stack } from '@pulse/dev-env';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { messaging } from '../index.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

it("exports the member's choices and erases them (twice is the same)", async () => {
  const gql = client(stack);
  const [a] = await members(stack, 1);
  ok(await gql('mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { id } }', { input: { whoMayMessageMe: 'NOBODY' } }, a.token));
  const exported = await exportMember(messaging, servicesOf(stack, 'messaging'), a.user.id);
  expect(exported.json['privacy-settings']).toEqual([expect.objectContaining({ whoMayMessageMe: 'NOBODY' })]);
  await eraseMember(messaging, servicesOf(stack, 'messaging'), a.user.id);
  await eraseMember(messaging, servicesOf(stack, 'messaging'), a.user.id);
  expect((await schemaHolding(stack, 'messaging', a.user.id)).filter((c) => c.includes('privacy_settings'))).toEqual([]);
});
