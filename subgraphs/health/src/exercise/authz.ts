// Authz rows of health's exercise analyses (docs/health-design.md 1.3). Everything is the
// owner's alone: lists show the owner's object to the owner only (OWN_LIST), changes to
// another member's object answer NOT_FOUND (OWNER_ONLY: existence is private too), and
// admins get nothing more than strangers.
// exerciseCatalogue is public reference data (noOwnedObject below).
import { MEMBERS, OWN_LIST, memo, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const RECORD = 'mutation($input: ExerciseAnalysisInput!) { recordExerciseAnalysis(input: $input) { id } }';
// A deadlift is counted, not scored: no score to keep consistent, no video to upload first.
const DEADLIFT = { exerciseType: 'deadlift', repCount: 3 };

const analysis = memo(
  async (f: Fixtures) => (await f.run<{ recordExerciseAnalysis: { id: string } }>(RECORD, { input: DEADLIFT }, f.members.owner.token)).recordExerciseAnalysis.id,
);

const rows: Row[] = [
  {
    operation: 'myExerciseAnalyses',
    about: "the owner's analysis (also in GET /exercise)",
    document: '{ myExerciseAnalyses { nodes { id } } }',
    made: (f) => analysis(f),
    shows: ['myExerciseAnalyses.nodes.*.id', (_f, made) => made],
    expect: OWN_LIST,
    rest: [{ route: 'GET /exercise', shows: ['analyses.*.id', (_f, made) => made] }],
  },
  {
    operation: 'recordExerciseAnalysis',
    about: "an analysis of the caller's own",
    document: RECORD,
    variables: () => ({ input: DEADLIFT }),
    expect: MEMBERS,
    rest: [{ route: 'POST /exercise/analyze', request: () => ({ body: { exercise_type: 'deadlift', rep_count: 3 } }) }],
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: { exerciseCatalogue: "the form analyzer's exercises: public reference data (each lists only the caller's own limitations)" },
};
