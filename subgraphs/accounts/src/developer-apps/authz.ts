// The app registry's rows of the authz matrix (docs/authz-matrix.md): an app is its owner's
// alone; anyone else (moderators and admins too) is told NOT_FOUND, so client ids cannot be
// probed. API tokens are refused every one of these (own login only): developer-apps.gateway.test.ts.
import { A, MEMBERS, N, OWN_LIST, U, memo, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

const OWNER_ALONE: Expectations = { anonymous: U, stranger: N, owner: A, moderator: N, admin: N, suspended: U };
const REGISTER = 'mutation($input: RegisterAppInput!) { registerApp(input: $input) { app { id } clientSecret } }';
const INPUT = { name: 'Authz app', redirectUris: ['https://app.example.com/callback'] };

const registerOwnersApp = async (f: Fixtures): Promise<string> =>
  (await f.run<{ registerApp: { app: { id: string } } }>(REGISTER, { input: INPUT }, f.members.owner.token)).registerApp.app.id;
/** The owner's app the reads and edits use (made once: a member has at most 20 apps). */
const ownersApp = memo(registerOwnersApp);

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'myApps',
      about: "the owner's app, in each caller's own list",
      document: '{ myApps { id name } }',
      made: (f) => ownersApp(f),
      shows: ['myApps.*.id', (_f, made) => made],
      expect: OWN_LIST,
    },
    {
      operation: 'developerApp',
      about: "the owner's app",
      document: 'query($id: ID!) { developerApp(id: $id) { id redirectUris } }',
      made: (f) => ownersApp(f),
      variables: (_f, _a, made) => ({ id: made }),
      shows: ['developerApp.id', (_f, made) => made],
      expect: OWNER_ALONE,
    },
    {
      operation: 'registerApp',
      about: "an app of the caller's own",
      document: REGISTER,
      variables: () => ({ input: INPUT }),
      expect: MEMBERS,
    },
    {
      operation: 'updateApp',
      about: "the owner's app (its name set to the same)",
      document: 'mutation($id: ID!) { updateApp(id: $id, input: { name: "Authz app" }) { id } }',
      made: (f) => ownersApp(f),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'rotateAppSecret',
      about: "the owner's confidential app",
      document: 'mutation($id: ID!) { rotateAppSecret(id: $id) { clientSecret } }',
      made: (f) => ownersApp(f),
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
    {
      operation: 'deleteApp',
      about: "a fresh app of the owner's",
      document: 'mutation($id: ID!) { deleteApp(id: $id) }',
      made: registerOwnersApp,
      variables: (_f, _a, made) => ({ id: made }),
      expect: OWNER_ALONE,
    },
  ],
};
