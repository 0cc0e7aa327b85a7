// Events image screening's rows of the authz matrix (docs/authz-matrix.md): deciding on a held
// image is for moderators and admins, checked in events. Each cell gets a fresh held image: a
// product (made by the admin) naming a well-formed image URL that nothing was uploaded to cannot
// be classified, and screening fails closed, so the image is held without a classifier run.
import { randomBytes } from 'node:crypto';
import { A, F, N, U, type AuthzRows, type Expectations, type Fixtures } from '@pulse/kit/authz';

/** An events image key of the shape the upload hands out, with nothing stored behind it. */
export function missingImageKey(): string {
  const id = [...randomBytes(24)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
  return `e-c${id}.png`;
}

const CREATE_PRODUCT = 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }';

/** A new held image: the key of a missing file named by a new product of the admin's. */
export async function newHeldImage(f: Fixtures): Promise<string> {
  const key = missingImageKey();
  await f.run(
    CREATE_PRODUCT,
    {
      input: {
        name: 'authz held image',
        description: 'A product whose image is under review',
        priceMinor: 1000,
        currency: 'usd',
        stock: 1,
        images: [`/media/${key}`],
        shippingOptions: [{ id: 'standard', label: 'Standard', priceMinor: 300 }],
      },
    },
    f.members.admin.token,
  );
  return key;
}

const MODERATORS: Expectations = { anonymous: U, stranger: F, owner: F, moderator: A, admin: A, suspended: U };
/** A key that is not held: members are refused before the lookup, moderators find nothing. */
const NOTHING_HELD: Expectations = { anonymous: U, stranger: F, owner: F, moderator: N, admin: N, suspended: U };

const RELEASE = 'mutation($key: String!) { releaseEventImage(key: $key) }';
const REMOVE = 'mutation($key: String!) { moderatorRemoveEventImage(key: $key) }';
const FOR_MODERATION = 'query($key: String!) { eventImageForModeration(key: $key) { key url uploaderId usedBy } }';

export const authz: AuthzRows = {
  rows: [
    { operation: 'releaseEventImage', about: 'a held image', document: RELEASE, variables: async (f) => ({ key: await newHeldImage(f) }), expect: MODERATORS },
    { operation: 'releaseEventImage', about: 'an unknown image key', document: RELEASE, variables: () => ({ key: missingImageKey() }), expect: NOTHING_HELD },
    { operation: 'moderatorRemoveEventImage', about: 'a held image', document: REMOVE, variables: async (f) => ({ key: await newHeldImage(f) }), expect: MODERATORS },
    { operation: 'moderatorRemoveEventImage', about: 'an unknown image key', document: REMOVE, variables: () => ({ key: missingImageKey() }), expect: NOTHING_HELD },
    {
      operation: 'eventImageForModeration',
      about: 'a held image',
      document: FOR_MODERATION,
      variables: async (f) => ({ key: await newHeldImage(f) }),
      expect: MODERATORS,
    },
  ],
};
