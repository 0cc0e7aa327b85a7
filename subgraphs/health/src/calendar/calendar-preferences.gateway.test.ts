// The calendar's shown records through the gateway: a member's choice to hide their runs and
// workouts or their meals is theirs, on the server (any browser they sign in from reads it);
// everything is shown until they change it; each field changes alone; another member's choice
// is never touched or read; an empty change and a wrong type are refused with a clear code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError, ok, registerMember, startStack, type Member, type Stack } from '@pulse/dev-env';

let stack: Stack;
let ann: Member;
let bob: Member;
const gql = (query: string, variables: Record<string, unknown>, token?: string) => client(stack)(query, variables, token);

const READ = '{ calendarPreferences { showActivities showMeals } }';
const UPDATE = 'mutation($input: CalendarPreferencesInput!) { updateCalendarPreferences(input: $input) { showActivities showMeals } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { token } }';

beforeAll(async () => {
  stack = await startStack();
  [ann, bob] = await Promise.all([registerMember(stack), registerMember(stack)]);
});
afterAll(() => stack?.stop());

describe('calendarPreferences', () => {
  it('shows everything until the member hides something; each field changes alone; the choice is the member’s own', async () => {
    expect(ok(await gql(READ, {}, ann.token)).calendarPreferences).toEqual({ showActivities: true, showMeals: true });

    expect(ok(await gql(UPDATE, { input: { showMeals: false } }, ann.token)).updateCalendarPreferences).toEqual({ showActivities: true, showMeals: false });
    expect(ok(await gql(UPDATE, { input: { showActivities: false } }, ann.token)).updateCalendarPreferences).toEqual({ showActivities: false, showMeals: false });
    // null leaves a field as it is, like leaving it out.
    expect(ok(await gql(UPDATE, { input: { showActivities: true, showMeals: null } }, ann.token)).updateCalendarPreferences).toEqual({
      showActivities: true,
      showMeals: false,
    });

    // Bob's calendar is his: Ann's choice neither shows in his answer nor changes with his.
    expect(ok(await gql(READ, {}, bob.token)).calendarPreferences).toEqual({ showActivities: true, showMeals: true });
    ok(await gql(UPDATE, { input: { showMeals: true, showActivities: false } }, bob.token));
    expect(ok(await gql(READ, {}, ann.token)).calendarPreferences).toEqual({ showActivities: true, showMeals: false });
  });

  it('follows the member to a new session (another browser signs in and reads the same choice)', async () => {
    const carol = await registerMember(stack);
    ok(await gql(UPDATE, { input: { showMeals: false } }, carol.token));
    // A second sign-in is a second browser: a new token, no state shared with the first.
    const other = ok(await gql(LOGIN, { input: { email: carol.user.email, password: carol.password } })).login.token as string;
    expect(other).not.toBe(carol.token);
    expect(ok(await gql(READ, {}, other)).calendarPreferences).toEqual({ showActivities: true, showMeals: false });
  });

  it('keeps both choices of a first change made twice at once (two tabs)', async () => {
    const dana = await registerMember(stack);
    const [a, b] = await Promise.all([gql(UPDATE, { input: { showMeals: false } }, dana.token), gql(UPDATE, { input: { showActivities: false } }, dana.token)]);
    ok(a);
    ok(b);
    expect(ok(await gql(READ, {}, dana.token)).calendarPreferences).toEqual({ showActivities: false, showMeals: false });
  });

  it('refuses an empty change, a wrong type and a caller who is not signed in', async () => {
    expectError(await gql(UPDATE, { input: {} }, ann.token), 'BAD_USER_INPUT', 'Give showActivities or showMeals');
    expectError(await gql(UPDATE, { input: { showActivities: null, showMeals: null } }, ann.token), 'BAD_USER_INPUT', 'Give showActivities or showMeals');
    const wrongType = await gql(UPDATE, { input: { showMeals: 'no' } }, ann.token);
    expect(wrongType.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expectError(await gql(READ, {}), 'UNAUTHENTICATED');
    expectError(await gql(UPDATE, { input: { showMeals: false } }), 'UNAUTHENTICATED');
    // Nothing above changed Ann's choice.
    expect(ok(await gql(READ, {}, ann.token)).calendarPreferences).toEqual({ showActivities: true, showMeals: false });
  });
});
