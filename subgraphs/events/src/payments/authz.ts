// Payments' rows of the authz matrix: its one query names no owned object. The webhook is not
// a REST row: Stripe signs it, the gateway passes it raw (docs/shop.md).
import type { AuthzRows } from '@pulse/kit/authz';

export const authz: AuthzRows = {
  rows: [],
  noOwnedObject: { paymentProvider: 'which payment provider this deployment uses (STRIPE or OFFLINE): the same for every member' },
};
