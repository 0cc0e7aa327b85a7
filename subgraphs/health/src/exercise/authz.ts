// Authz rows of health's exercise analyses (docs/health-design.md 1.3). An analysis is the
// owner's alone until they post it: lists show the owner's object to the owner only (OWN_LIST),
// changes to another member's object answer NOT_FOUND (OWNER_ONLY: existence is private too),
// and admins get nothing more than strangers. Posted (createPost with exerciseAnalysisId, the
// owner's own only), it is read with its post by whoever may read the post: a published post's
// analysis by everyone (PUBLIC, as the post), a draft's by its author alone (docs/health.md).
// exerciseCatalogue is public reference data (noOwnedObject below).
import { BAD, MEMBERS, OWN_LIST, OWNER_ONLY, PUBLIC, A, U, AUTHOR_UNSEEN, memo, type Fixtures, type Row, type AuthzRows } from '@pulse/kit/authz';

const RECORD = 'mutation($input: ExerciseAnalysisInput!) { recordExerciseAnalysis(input: $input) { id } }';
// A deadlift is counted, not scored: no score to keep consistent, no video to upload first.
const DEADLIFT = { exerciseType: 'deadlift', repCount: 3 };

const analysis = memo(
  async (f: Fixtures) => (await f.run<{ recordExerciseAnalysis: { id: string } }>(RECORD, { input: DEADLIFT }, f.members.owner.token)).recordExerciseAnalysis.id,
);

type Recorded = { recordExerciseAnalysis: { id: string } };
const freshAnalysis = async (f: Fixtures) => (await f.run<Recorded>(RECORD, { input: DEADLIFT }, f.members.owner.token)).recordExerciseAnalysis.id;
const CREATE_WITH = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';

// The owner's analysis on a post of each status, made once per fixture set; `made` is the
// analysis id, the post's id is looked up from it.
const postOfAnalysis = new Map<string, string>();
const postedAnalysis = (draft: boolean) =>
  memo(async (f) => {
    const id = await freshAnalysis(f);
    const input = { content: 'authz squats', exerciseAnalysisId: id, draft };
    postOfAnalysis.set(id, (await f.run<{ createPost: { id: string } }>(CREATE_WITH, { input }, f.members.owner.token)).createPost.id);
    return id;
  });
const published = postedAnalysis(false);
const onDraft = postedAnalysis(true);
const READ_ON_POST = 'query($id: ID!) { post(id: $id) { id exerciseAnalysis { id repCount } } }';

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
  {
    operation: 'shareExerciseAnalysis',
    about: "the owner's analysis, never posted (createPost calls it as the author)",
    document: 'mutation($id: ID!) { shareExerciseAnalysis(id: $id) { id } }',
    variables: async (f) => ({ id: await freshAnalysis(f) }),
    expect: OWNER_ONLY,
  },
  {
    // The owner's own analysis only: another member's never-posted one is not confirmed to exist.
    operation: 'createPost',
    about: "a post carrying the owner's exercise analysis (exerciseAnalysisId)",
    document: CREATE_WITH,
    variables: async (f) => ({ input: { content: 'authz squats', exerciseAnalysisId: await analysis(f) } }),
    expect: { anonymous: U, stranger: BAD, owner: A, moderator: BAD, admin: BAD, suspended: U },
    rest: [{ route: 'POST /posts', request: async (f) => ({ body: { content: 'authz squats', exerciseAnalysisId: await analysis(f) } }) }],
  },
  {
    operation: 'post',
    about: "the owner's exercise analysis on their published post (read with the post, by anyone)",
    document: READ_ON_POST,
    made: (f) => published(f),
    variables: (_f, _actor, made) => ({ id: postOfAnalysis.get(made!)! }),
    shows: ['post.exerciseAnalysis.id', (_f, made) => made],
    expect: PUBLIC,
  },
  {
    operation: 'post',
    about: "the owner's exercise analysis on their draft (the author alone)",
    document: READ_ON_POST,
    made: (f) => onDraft(f),
    variables: (_f, _actor, made) => ({ id: postOfAnalysis.get(made!)! }),
    shows: ['post.exerciseAnalysis.id', (_f, made) => made],
    expect: AUTHOR_UNSEEN,
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: { exerciseCatalogue: "the form analyzer's exercises: public reference data (each lists only the caller's own limitations)" },
};
