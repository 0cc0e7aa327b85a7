// The events subgraph's configuration: the variables every subgraph reads (kit) and its own.
// Declare a variable here with its description and default; the README's table is generated
// from it (`npm run docs:config`).
import { defineSubgraphConfig } from '@pulse/kit/config';
import { integer, text, url } from '@pulse/kit/env';
import { screeningSettings, screeningVariables, type ScreeningSettings } from '@pulse/kit/media/screening';

/** Payments (payments/, docs/shop.md): Stripe when both secrets are set, else pay on collection. */
export interface PaymentSettings {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string;
}

/**
 * How long what a member has not paid for yet stays theirs (shop/expiry.ts, tickets/expiry.ts):
 * an unpaid order its stock, a paid event's place its hold. Then it is released.
 */
export interface HoldSettings {
  /** An order awaiting, pending or failed payment (from its creation); a ticket's held place (from the hold). */
  paymentMs: number;
  /** An order to be paid on collection (no provider); 0: never released. */
  collectionMs: number;
}

/** Notices (notices/prune.ts, docs/events.md "Notifications"): how long a delivered notice is kept. */
export interface NoticeSettings {
  /** A notice social has delivered is deleted once older than this (one never delivered, never). */
  retentionMs: number;
}

declare module '@pulse/kit/config' {
  interface SubgraphConfig {
    notices: NoticeSettings;
    payments: PaymentSettings;
    holds: HoldSettings;
    /** Event covers' and product photos' screening (screening/, docs/image-screening.md): kit's variables, shared with social. */
    imageScreening: ScreeningSettings;
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
    PAYMENT_HOLD_MINUTES: integer(
      {
        description:
          'minutes an unpaid shop order keeps its stock (from checkout) and a paid event keeps a place for a member paying their ticket; then the order is EXPIRED and its stock returned, or the place released',
        default: '30',
      },
      { min: 1, max: 7 * 24 * 60, fallback: 30 },
    ),
    COLLECTION_HOLD_DAYS: integer(
      { description: 'days a pay-on-collection order (no payment provider) keeps its stock before it is EXPIRED; 0 keeps it until collected or cancelled', default: '7' },
      { min: 0, max: 365, fallback: 7 },
    ),
    EVENT_NOTICE_RETENTION_DAYS: integer(
      {
        description:
          'days a notice (an event or challenge notification on its way to social) is kept after social delivered it; one social has not delivered is never deleted',
        default: '7',
      },
      { min: 1, max: 3650, fallback: 7 },
    ),
    ...screeningVariables,
  },
  build: (values) => ({
    notices: { retentionMs: values.EVENT_NOTICE_RETENTION_DAYS * 24 * 3_600_000 },
    payments: {
      stripeSecretKey: values.STRIPE_SECRET_KEY || undefined,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiUrl: values.STRIPE_API_URL.replace(/\/$/, ''),
    },
    holds: { paymentMs: values.PAYMENT_HOLD_MINUTES * 60_000, collectionMs: values.COLLECTION_HOLD_DAYS * 24 * 3_600_000 },
    imageScreening: screeningSettings(values),
  }),
});
