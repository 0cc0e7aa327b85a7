// The shop's rows of the authz matrix (docs/authz-matrix.md): the catalogue is managed by admins
// only; members browse it; an order is its buyer's (admins may read it, only the buyer pays it).
import { A, ADMINS, MEMBERS, N, OWN_LIST, U, owner, type AuthzRows, type Fixtures } from '@pulse/kit/authz';

const PRODUCT = 'id';
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const CHECKOUT = 'mutation($input: CheckoutInput!) { checkout(input: $input) { id } }';

const productInput = (name: string) => ({
  name,
  description: 'authz product',
  priceMinor: 1250,
  currency: 'usd',
  stock: 100_000,
  shippingOptions: [{ id: 'standard', label: 'Standard', priceMinor: 300 }],
});

/** A new product, made by the admin. */
const freshProduct = async (f: Fixtures) =>
  (await f.run<{ createProduct: { id: string } }>(CREATE, { input: productInput('authz fresh') }, f.members.admin.token)).createProduct.id;

/** A new order of the owner's. */
const ownersOrder = async (f: Fixtures) => {
  const productId = await freshProduct(f);
  const made = await f.run<{ checkout: { id: string } }>(CHECKOUT, { input: { lines: [{ productId, quantity: 1, shippingOptionId: 'standard' }] } }, owner(f).token);
  return made.checkout.id;
};

/** The buyer and admins read an order; for anyone else it does not exist. */
const BUYER_OR_ADMIN = { anonymous: U, stranger: N, owner: A, moderator: N, admin: A, suspended: U } as const;
/** Only the buyer pays it. */
const BUYER_ONLY = { anonymous: U, stranger: N, owner: A, moderator: N, admin: N, suspended: U } as const;

export const authz: AuthzRows = {
  rows: [
    {
      operation: 'createProduct',
      about: 'a new product',
      document: CREATE,
      variables: () => ({ input: productInput('authz create') }),
      expect: ADMINS,
    },
    {
      operation: 'updateProduct',
      about: 'a product of the catalogue',
      document: 'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
      variables: async (f) => ({ id: await freshProduct(f), input: productInput('authz update') }),
      expect: ADMINS,
    },
    {
      operation: 'deleteProduct',
      about: 'a product of the catalogue',
      document: 'mutation($id: ID!) { deleteProduct(id: $id) }',
      variables: async (f) => ({ id: await freshProduct(f) }),
      expect: ADMINS,
    },
    {
      operation: 'products',
      about: 'an active product',
      document: '{ products(first: 100) { nodes { id } } }',
      made: freshProduct,
      shows: ['products.nodes.*.id', (_f, made) => made],
      expect: MEMBERS,
    },
    {
      operation: 'product',
      about: 'an active product',
      document: 'query($id: ID!) { product(id: $id) { id } }',
      made: freshProduct,
      variables: (_f, _actor, made) => ({ id: made }),
      shows: ['product.id', (_f, made) => made],
      expect: MEMBERS,
    },
    {
      operation: 'checkout',
      about: 'a cart of an active product',
      document: CHECKOUT,
      variables: async (f) => ({ input: { lines: [{ productId: await freshProduct(f), quantity: 1, shippingOptionId: 'standard' }] } }),
      expect: MEMBERS,
    },
    {
      operation: 'myOrders',
      about: "the owner's order",
      document: '{ myOrders(first: 100) { nodes { id } } }',
      made: ownersOrder,
      shows: ['myOrders.nodes.*.id', (_f, made) => made],
      expect: OWN_LIST,
    },
    {
      operation: 'order',
      about: "the owner's order",
      document: 'query($id: ID!) { order(id: $id) { id } }',
      made: ownersOrder,
      variables: (_f, _actor, made) => ({ id: made }),
      shows: ['order.id', (_f, made) => made],
      expect: BUYER_OR_ADMIN,
    },
    {
      operation: 'payOrder',
      about: "the owner's order, not yet paid",
      document: 'mutation($id: ID!) { payOrder(orderId: $id) { order { id } } }',
      made: ownersOrder,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: BUYER_ONLY,
      rest: [{ route: 'POST /marketplace/payment', request: (_f, _actor, made) => ({ body: { orderId: made } }) }],
    },
    {
      operation: 'cancelOrder',
      about: "the owner's order, not yet paid",
      document: 'mutation($id: ID!) { cancelOrder(orderId: $id) { id } }',
      made: ownersOrder,
      variables: (_f, _actor, made) => ({ id: made }),
      expect: BUYER_OR_ADMIN,
    },
    {
      operation: 'markOrderCollected',
      about: "the owner's order awaiting collection",
      document: 'mutation($id: ID!) { markOrderCollected(orderId: $id) { id } }',
      made: async (f) => {
        const id = await ownersOrder(f);
        await f.run('mutation($id: ID!) { payOrder(orderId: $id) { order { id } } }', { id }, owner(f).token);
        return id;
      },
      variables: (_f, _actor, made) => ({ id: made }),
      expect: ADMINS,
    },
  ],
};
