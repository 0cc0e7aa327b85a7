// The personal-access-token rows of the authz matrix (docs/authz-matrix.md): a member's tokens
// are listed to that member only, and only they can revoke one (anyone else: NOT_FOUND, as if it
// did not exist). What each token may do is the scope rows' (gateway/src/authz/scopes.test.ts).
import { OWN_LIST, memo, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const CREATE = 'mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { personalAccessToken { id } } }';

/** A new token of the owner's (revoking one changes it, so each cell gets its own). */
export async function ownersToken(f: Fixtures, name = 'authz matrix'): Promise<string> {
  const data = await f.run<{ createPersonalAccessToken: { personalAccessToken: { id: string } } }>(
    CREATE,
    { input: { name, scopes: ['posts:read'], expiresInDays: 7 } },
    owner(f).token,
  );
  return data.createPersonalAccessToken.personalAccessToken.id;
}

/** One token of the owner's for the list row, made once per fixture set. */
const listedToken = memo((f: Fixtures) => ownersToken(f, 'authz listed'));

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'personalAccessTokens',
      about: "the owner's personal access token",
      made: listedToken,
      document: '{ personalAccessTokens { id name scopes status } }',
      shows: ['personalAccessTokens.*.id', (_f, made) => made],
      expect: OWN_LIST,
    },
    {
      operation: 'revokePersonalAccessToken',
      about: "the owner's personal access token",
      made: (f) => ownersToken(f),
      document: 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) { id status } }',
      variables: (_f, _actor, made) => ({ id: made }),
      expect: { anonymous: 'UNAUTHENTICATED', stranger: 'NOT_FOUND', owner: 'allowed', moderator: 'NOT_FOUND', admin: 'NOT_FOUND', suspended: 'UNAUTHENTICATED' },
    },
  ],
  noOwnedObject: {
    createPersonalAccessToken: "makes a token of the caller's own; no argument names anything (its list is the personalAccessTokens row)",
    apiScopes: 'the list of scopes and their plain words (public reference)',
  },
};
