// The search rows of the authz matrix (docs/authz-matrix.md): the owner's published post is
// found by everyone, their draft by no one (not even the owner: search is of what is
// published).
import { H, PUBLIC, U, owner, type AuthzRows, type Fixtures, type Row } from '@pulse/kit/authz';

const CREATE = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }';
let counter = 0;
const wordOf = new Map<string, string>();

/** A post whose one rare word no other row writes. */
async function postWithWord(f: Fixtures, draft: boolean): Promise<string> {
  const word = `zq${Date.now().toString(36)}k${(counter++).toString(36)}`;
  const made = await f.run<{ createPost: { id: string } }>(CREATE, { input: { content: `Tempo session ${word}`, draft } }, owner(f).token);
  wordOf.set(made.createPost.id, word);
  return made.createPost.id;
}

const SEARCH = 'query($q: String!) { searchPosts(q: $q, first: 50) { nodes { id } } }';

const rows: Row[] = [
  {
    operation: 'searchPosts',
    about: "the owner's published post",
    document: SEARCH,
    made: (f) => postWithWord(f, false),
    variables: (_f, _a, made) => ({ q: wordOf.get(made!) }),
    shows: ['searchPosts.nodes.*.id', (_f, made) => made],
    expect: PUBLIC,
  },
  {
    operation: 'searchPosts',
    about: "the owner's draft",
    document: SEARCH,
    made: (f) => postWithWord(f, true),
    variables: (_f, _a, made) => ({ q: wordOf.get(made!) }),
    shows: ['searchPosts.nodes.*.id', (_f, made) => made],
    expect: { anonymous: H, stranger: H, owner: H, moderator: H, admin: H, suspended: U },
  },
];

export const authz: AuthzRows = { rows, noOwnedObject: { searchHashtags: 'tag names and counts are public' } };
