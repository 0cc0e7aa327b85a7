// Authz rows of health's exercise analyses (docs/health-design.md 1.3). Everything is the
// owner's alone: lists show the owner's object to the owner only (OWN_LIST), changes to
// another member's object answer NOT_FOUND (OWNER_ONLY: existence is private too), and
// admins get nothing more than strangers.
// exerciseCatalogue is public reference data (noOwnedObject below).
import { MEMBERS, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    // Nothing writes analyses yet (the form-analyzer issue will, and its row then gains
    // `shows` on the owner's analysis): today every member pages their own empty list.
    operation: 'myExerciseAnalyses',
    about: "the caller's own analyses",
    document: '{ myExerciseAnalyses { nodes { id } } }',
    expect: MEMBERS,
  },
];

export const authz: AuthzRows = {
  rows,
  noOwnedObject: { exerciseCatalogue: "the form analyzer's exercises: public reference data (each lists only the caller's own limitations)" },
};
