// Authz rows of health's limitations (docs/health-design.md 1.3). Everything is the
// owner's alone: lists show the owner's object to the owner only (OWN_LIST), changes to
// another member's object answer NOT_FOUND (OWNER_ONLY: existence is private too), and
// admins get nothing more than strangers.
import { MEMBERS, OWN_LIST, OWNER_ONLY, memo, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const owner = (f: Fixtures) => f.members.owner.token;

// A knee injury: GET /exercise shows it on squat (by body part).
const newLimitation = async (f: Fixtures) =>
  (
    await f.run<{ recordLimitation: { id: string } }>(
      'mutation($input: LimitationInput!) { recordLimitation(input: $input) { id } }',
      { input: { kind: 'INJURY', name: 'authz knee', bodyPart: 'knee', severity: 'MILD' } },
      owner(f),
    )
  ).recordLimitation.id;
const limitation = memo(newLimitation);

const rows: Row[] = [
  {
    operation: 'myLimitations',
    about: "the owner's lasting limitation (also on the exercises of GET /exercise)",
    document: '{ myLimitations { id } }',
    made: (f) => limitation(f),
    shows: ['myLimitations.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /exercise', shows: ['exercises.*.limitations.*.id', (_f, made) => made] }],
  },
  {
    operation: 'recordLimitation',
    about: "a limitation of the caller's own",
    document: 'mutation { recordLimitation(input: { kind: CONDITION, name: "authz", severity: MILD }) { id } }',
    expect: MEMBERS,
    rest: [{ route: 'POST /limitations', request: () => ({ body: { kind: 'condition', name: 'authz', severity: 'mild' } }) }],
  },
  {
    operation: 'endLimitation',
    about: "the owner's limitation",
    document: 'mutation($id: ID!) { endLimitation(id: $id) { id } }',
    variables: async (f) => ({ id: await newLimitation(f) }),
    expect: OWNER_ONLY,
  },
  {
    operation: 'deleteLimitation',
    about: "the owner's limitation",
    document: 'mutation($id: ID!) { deleteLimitation(id: $id) }',
    variables: async (f) => ({ id: await newLimitation(f) }),
    expect: OWNER_ONLY,
  },
];

export const authz: AuthzRows = { rows };
