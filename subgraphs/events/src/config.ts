// The events subgraph's configuration: the variables every subgraph reads (kit) and its own.
// Declare a variable here with its description and default; the README's table is generated
// from it (`npm run docs:config`).
import { defineSubgraphConfig } from '@pulse/kit/config';
import { text, url } from '@pulse/kit/env';

/** Payments (payments/, docs/shop.md): Stripe when both secrets are set, else pay on collection. */
export interface PaymentSettings {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string;
}

declare module '@pulse/kit/config' {
  interface SubgraphConfig {
    payments: PaymentSettings;
  }
}

export const configSpec = defineSubgraphConfig('events', {
  variables: {
    STRIPE_SECRET_KEY: text(
      { description: 'Stripe secret key (test keys `sk_test_...` work). Unset: orders are paid on collection (offline), and the shop says so', default: 'unset' },
      undefined,
    ),
    STRIPE_WEBHOOK_SECRET: text(
      {
        description:
          "the signing secret of Stripe's webhook endpoint (`whsec_...`) for `POST /api/payments/stripe/webhook`; Stripe is used only when this and the key are set",
        default: 'unset',
      },
      undefined,
    ),
    STRIPE_API_URL: url(
      { description: "Stripe's API root (tests point it at a loopback server)", default: '`https://api.stripe.com`' },
      ['http:', 'https:'],
      'https://api.stripe.com',
    ),
  },
  build: (values) => ({
    payments: {
      stripeSecretKey: values.STRIPE_SECRET_KEY || undefined,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiUrl: values.STRIPE_API_URL.replace(/\/$/, ''),
    },
  }),
});
