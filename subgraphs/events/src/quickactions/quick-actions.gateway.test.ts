// Quick actions through the real gateway: the defaults (3-column grid, the spec's fourteen in its
// order), saving a layout and order that another session of the member reads back, a partial
// order completed in the default order, and the refusals (unknown ids, duplicates, a bad layout,
// signed out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, members, ok, startStack, type Member, type Stack } from '@pulse/dev-env';
import { QUICK_ACTION_IDS } from './actions.js';

let stack: Stack;
let q: ReturnType<typeof client>;
let ann: Member;
let bob: Member;

/** The spec's fourteen in its order: the one list the server checks against (actions.ts). */
const DEFAULT_ORDER = [...QUICK_ACTION_IDS];
const READ = '{ quickActions { layout order updatedAt } }';
const SAVE = 'mutation($input: SaveQuickActionsInput!) { saveQuickActions(input: $input) { layout order updatedAt } }';

beforeAll(async () => {
  stack = await startStack();
  q = client(stack);
  [ann, bob] = await members(stack, 2);
});
afterAll(async () => {
  await stack?.stop();
});

describe('quick actions', () => {
  it('starts with the 3-column grid and the spec’s order', async () => {
    expect(ok(await q(READ, {}, ann.token)).quickActions).toEqual({ layout: 'GRID_3', order: DEFAULT_ORDER, updatedAt: null });
  });

  it('saves the layout and order for the member alone, and reads them back from another session', async () => {
    const order = [...DEFAULT_ORDER].reverse();
    const saved = ok(await q(SAVE, { input: { layout: 'LIST', order } }, ann.token)).saveQuickActions;
    expect(saved).toMatchObject({ layout: 'LIST', order });
    const login = ok(
      await q('mutation($input: LoginInput!) { login(input: $input) { token } }', { input: { email: ann.input.email, password: ann.input.password } }),
    ).login;
    expect(ok(await q(READ, {}, login.token)).quickActions).toMatchObject({ layout: 'LIST', order });
    expect(ok(await q(READ, {}, bob.token)).quickActions).toMatchObject({ layout: 'GRID_3', order: DEFAULT_ORDER });
  });

  it('completes a partial order with the rest in the default order', async () => {
    const saved = ok(await q(SAVE, { input: { layout: 'GRID_2', order: ['shop', 'live'] } }, bob.token)).saveQuickActions;
    expect(saved.order).toEqual(['shop', 'live', ...DEFAULT_ORDER.filter((id) => id !== 'shop' && id !== 'live')]);
  });

  it('refuses unknown ids, duplicates, a bad layout and the signed-out', async () => {
    expectError(await q(SAVE, { input: { layout: 'LIST', order: ['shop', 'teleport'] } }, ann.token), 'BAD_USER_INPUT', 'Unknown quick action', 'order');
    expectError(await q(SAVE, { input: { layout: 'LIST', order: ['shop', 'shop'] } }, ann.token), 'BAD_USER_INPUT', 'Each quick action can appear once', 'order');
    const badLayout = await q(SAVE, { input: { layout: 'GRID_4', order: [] } }, ann.token);
    expect(badLayout.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
    expectError(await q(SAVE, { input: { layout: 'LIST', order: [] } }), 'UNAUTHENTICATED');
    expectError(await q(READ, {}), 'UNAUTHENTICATED');
    // Nothing of the refused saves was kept.
    expect(ok(await q(READ, {}, ann.token)).quickActions.layout).toBe('LIST');
  });
});
