// The items capability's rows of the authz matrix (docs/authz-matrix.md): each operation and
// REST route, tried by every kind of caller, with the outcome promised. The gateway's runner
// collects them through `@pulse/avatars/authz` (src/authz.ts joins each capability's file); an
// operation or route in no row fails its completeness check. GraphQL documents only: no
// resolver or entity is imported here.
import { MEMBERS, OWN_LIST, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const ADD = 'mutation($text: String!) { addAvatarsItem(input: { text: $text }) { id } }';

/** A new item of the owner's, for the read that must show it. */
const ownersItem = async (f: Fixtures) => (await f.run<{ addAvatarsItem: { id: string } }>(ADD, { text: 'authz item' }, owner(f).token)).addAvatarsItem.id;

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'addAvatarsItem',
      about: "an item of the caller's own",
      document: ADD,
      variables: () => ({ text: 'authz' }),
      expect: MEMBERS,
      rest: [{ route: 'POST /avatars/items', request: () => ({ body: { text: 'authz' } }) }],
    },
    {
      operation: 'myAvatarsItems',
      about: "the owner's item",
      document: '{ myAvatarsItems { id } }',
      made: ownersItem,
      shows: ['myAvatarsItems.*.id', (_f, made) => made],
      expect: OWN_LIST,
    },
  ],
};
