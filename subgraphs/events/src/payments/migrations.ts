import type { SqlMigration } from '@pulse/kit';

// Payments (07xx), in the subgraph's schema `s`. payment_events remembers every provider event
// handled, by the provider's event id, so a replayed webhook changes nothing twice.
export const paymentMigrations: SqlMigration[] = [
  {
    name: '0701-payments',
    up: (s) => [
      `CREATE TABLE ${s}.payments (
         id text PRIMARY KEY,
         purpose text NOT NULL,
         reference text NOT NULL,
         payer_id text NOT NULL,
         provider text NOT NULL,
         provider_ref text,
         client_secret text,
         amount_minor integer NOT NULL CHECK (amount_minor >= 0),
         currency text NOT NULL,
         status text NOT NULL,
         created_at timestamptz NOT NULL,
         updated_at timestamptz NOT NULL,
         UNIQUE (purpose, reference)
       )`,
      `CREATE UNIQUE INDEX payments_provider_ref ON ${s}.payments (provider, provider_ref) WHERE provider_ref IS NOT NULL`,
      `CREATE TABLE ${s}.payment_events (
         id text PRIMARY KEY,
         type text NOT NULL,
         received_at timestamptz NOT NULL
       )`,
    ],
  },
  {
    // Stripe Checkout: the session's hosted page (provider_ref holds its cs_ id), and the attempt
    // a payment is at (an expired session cannot be paid: starting again makes a new one, under a
    // new idempotency key). client_secret stays for PaymentIntents made before Checkout.
    name: '0702-payments-checkout',
    up: (s) => [`ALTER TABLE ${s}.payments ADD COLUMN checkout_url text, ADD COLUMN attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1)`],
  },
];
