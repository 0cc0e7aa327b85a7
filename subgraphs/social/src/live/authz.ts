// The live feed's rows of the authz matrix: a new post is heard by its author's followers and
// its author (their other devices). Nobody in the matrix follows the owner, so the owner alone.
import { OWN_LIST, type Row, type AuthzRows } from '@pulse/kit/authz';

const rows: Row[] = [
  {
    operation: 'feedPostAdded',
    about: "a post the owner just published, heard by the owner's followers and the owner",
    document: 'subscription { feedPostAdded { id } }',
    trigger: (f) => f.fresh.post('published'),
    shows: ['feedPostAdded.id', (_f, made) => made],
    expect: OWN_LIST,
  },
];

export const authz: AuthzRows = { rows };
