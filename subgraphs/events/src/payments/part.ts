// Payments: the provider interface (Stripe over its HTTP API, or pay on collection), the
// payments started through it, and Stripe's signed webhook that settles them. Parts that charge
// money use index.ts. docs/shop.md, "Payments".
import type { SubgraphPart } from '@pulse/kit';
import { paymentEntities } from './entities.js';
import { paymentMigrations } from './migrations.js';
import { PaymentProviderResolver } from './operations/payment-provider.js';
import { stripeWebhookRoutes } from './webhook-route.js';
import { paymentMemberData } from './member-data.js';

export const payments: SubgraphPart = {
  name: 'payments',
  resolvers: [PaymentProviderResolver],
  entities: paymentEntities,
  migrations: paymentMigrations,
  routes: stripeWebhookRoutes,
  memberData: paymentMemberData,
};
