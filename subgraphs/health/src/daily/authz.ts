// Authz rows of health's daily summary and goals (docs/health-design.md 1.3). Everything is the
// owner's alone: lists show the owner's object to the owner only (OWN_LIST), changes to
// another member's object answer NOT_FOUND (OWNER_ONLY: existence is private too), and
// admins get nothing more than strangers.
// longevityTips is public reference data (noOwnedObject below).
import { MEMBERS, OWN_LIST, OWNER_ONLY, memo, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const owner = (f: Fixtures) => f.members.owner.token;

const newGoal = async (f: Fixtures) =>
  (
    await f.run<{ createGoal: { id: string } }>(
      'mutation($input: GoalInput!) { createGoal(input: $input) { id } }',
      { input: { name: 'authz goal', target: 8 } },
      owner(f),
    )
  ).createGoal.id;
const goal = memo(newGoal);

const rows: Row[] = [
  {
    operation: 'dailySummary',
    about: "the caller's own day (computed from their own rows only; nothing of another member's can show)",
    document: '{ dailySummary { date hasData } }',
    expect: MEMBERS,
  },
  {
    operation: 'healthGoals',
    about: "the owner's goal",
    document: '{ healthGoals { id } }',
    made: (f) => goal(f),
    shows: ['healthGoals.*.id', (_f, made) => made],
    expect: OWN_LIST,
  },
  {
    operation: 'createGoal',
    about: "a goal of the caller's own",
    document: 'mutation { createGoal(input: { name: "authz", target: 1 }) { id } }',
    expect: MEMBERS,
  },
  {
    operation: 'updateGoal',
    about: "the owner's goal",
    document: 'mutation($id: ID!) { updateGoal(id: $id, input: { name: "renamed" }) { id } }',
    variables: async (f) => ({ id: await newGoal(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'updateGoalProgress',
    about: "the owner's goal",
    document: 'mutation($id: ID!) { updateGoalProgress(id: $id, current: 3) { id } }',
    variables: async (f) => ({ id: await newGoal(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'deleteGoal',
    about: "the owner's goal",
    document: 'mutation($id: ID!) { deleteGoal(id: $id) }',
    variables: async (f) => ({ id: await newGoal(f) }),
    expect: OWNER_ONLY,
  },
];

export const authz: AuthzRows = { rows, noOwnedObject: { longevityTips: 'public-health tips with their sources: reference data' } };
