// The privacy choices social keeps, in the member's export and gone after erasure (docs/member-data.md,
// docs/settings.md). The rules themselves: accounts' settings/privacy.gateway.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, members, ok, startStack, type Stack } from '@pulse/dev-env';
import { eraseMember, exportMember, schemaHolding, servicesOf } from '@pulse/dev-env/member-data';
import { social } from '../index.js';

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
  ok(
    await gql(
      'mutation($input: PrivacySettingsInput!) { updatePrivacySettings(input: $input) { id } }',
      { input: { profileVisibility: 'FOLLOWERS', followListsVisibility: 'ONLY_ME', activityInFeeds: false } },
      a.token,
    ),
  );
  const exported = await exportMember(social, servicesOf(stack, 'social'), a.user.id);
  expect(exported.json['privacy-settings']).toEqual([
    expect.objectContaining({ profileVisibility: 'FOLLOWERS', followListsVisibility: 'ONLY_ME', activityInFeeds: false }),
  ]);
  await eraseMember(social, servicesOf(stack, 'social'), a.user.id);
  await eraseMember(social, servicesOf(stack, 'social'), a.user.id);
  expect((await schemaHolding(stack, 'social', a.user.id)).filter((c) => c.includes('privacy_settings'))).toEqual([]);
});
