// Image screening's rows of the authz matrix (docs/authz-matrix.md): releasing held content is
// for moderators and admins, checked in social. Each cell releases a fresh held post of the
// owner's: one whose image has no file behind it (a well-formed media URL nothing was uploaded
// to) cannot be classified, and screening fails closed, so it is held without a classifier run.
import { randomBytes } from 'node:crypto';
import { A, F, N, U, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

/** A post media URL of the shape social hands out, with nothing stored behind it. */
export function missingImageUrl(): string {
  const id = [...randomBytes(24)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  return `/media/p-c${id}.png`;
}

/** A new post of the owner's, held: its only image cannot be screened (no file), which holds it. */
export async function newHeldPost(f: Fixtures): Promise<string> {
  const data = await f.run<{ createPost: { id: string; status: string } }>(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { id status } }',
    { input: { content: 'Held for review', medias: [{ url: missingImageUrl(), type: 'image/png' }] } },
    f.members.owner.token,
  );
  if (data.createPost.status !== 'HELD') throw new Error(`expected a held post, got ${data.createPost.status}`);
  return data.createPost.id;
}

const MODERATORS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: A, admin: A, suspended: U };
/** A post that is not held: members are refused before the lookup, moderators find nothing to release. */
const NOTHING_HELD: Expectations = { anonymous: U, stranger: F, owner: F, moderator: N, admin: N, suspended: U };

const RELEASE = 'mutation($kind: HeldContentKind!, $id: ID!) { releaseHeldContent(kind: $kind, id: $id) { id status } }';

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'releaseHeldContent',
      about: "the owner's held post",
      document: RELEASE,
      variables: async (f: Fixtures) => ({ kind: 'POST', id: await newHeldPost(f) }),
      expect: MODERATORS,
    },
    {
      operation: 'releaseHeldContent',
      about: "the owner's published post (not held)",
      document: RELEASE,
      variables: async (f: Fixtures) => ({ kind: 'POST', id: await f.fresh.post('published') }),
      expect: NOTHING_HELD,
    },
  ],
};
