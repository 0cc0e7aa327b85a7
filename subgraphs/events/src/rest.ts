// The events REST table: its operations at documented paths, each onto one typed document.
// The gateway mounts it under /api (and documents it in /api/openapi.json) because the registry
// entry says `rest: true`. Route declarations and generated documents only: the gateway loads
// this file, so it must not reach a resolver or an entity.
import { z } from 'zod';
import { defineRoute, requiredId, type RestTable } from '@pulse/kit/rest';
import { RestPayOrderDocument } from './rest.generated.js';
import { eventRoutes } from './events/rest.js';
import { challengeRoutes } from './challenges/rest.js';
import { communityRoutes } from './communities/rest.js';

const orderPayment = z.object({
  provider: z.enum(['STRIPE', 'OFFLINE']),
  checkoutUrl: z
    .string()
    .nullable()
    .meta({ description: "Stripe Checkout's hosted payment page (a plain link back to the order); null when paid on collection or paid" }),
  clientSecret: z
    .string()
    .nullable()
    .meta({ description: "A PaymentIntent's client_secret, only for a payment started before Stripe Checkout; null otherwise (deprecated)" }),
  order: z.object({
    id: z.string(),
    status: z.enum(['AWAITING_PAYMENT', 'PAYMENT_PENDING', 'PAYMENT_FAILED', 'AWAITING_COLLECTION', 'PAID', 'CANCELLED', 'EXPIRED']),
    paymentMethod: z.string().nullable(),
    currency: z.string(),
    subtotalMinor: z.number().int(),
    shippingMinor: z.number().int(),
    totalMinor: z.number().int(),
    createdAt: z.string().meta({ format: 'date-time' }),
    paidAt: z.string().meta({ format: 'date-time' }).nullable(),
  }),
});

export const restTable: RestTable = {
  service: 'events',
  routes: [
    defineRoute({
      method: 'post',
      path: '/marketplace/payment',
      summary: 'Start paying one of your orders (spec section 7; the payload is ours: {orderId})',
      description:
        "Stripe when configured: a PaymentIntent for the order total (once; a retry answers the same one) and its client_secret, the order PAYMENT_PENDING until Stripe's webhook marks it PAID. Without a provider: pay on collection, the order AWAITING_COLLECTION. docs/shop.md.",
      auth: 'member',
      body: z.object({ orderId: requiredId('orderId') }),
      document: RestPayOrderDocument,
      variables: ({ body }) => ({ orderId: body.orderId }),
      response: orderPayment,
      respond: (data) => data.payOrder,
    }),
    ...eventRoutes,
    ...challengeRoutes,
    ...communityRoutes,
  ],
};
