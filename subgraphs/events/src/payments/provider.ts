// The payment provider interface: what any part that charges money (shop orders, paid event
// tickets) asks of a provider. Two implementations: Stripe (stripe.ts, when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set) and pay on collection (offline.ts, the honest default: a real
// order, paid in person, nothing pretends a card was charged). docs/shop.md, "Payments".

export type PaymentProviderName = 'STRIPE' | 'OFFLINE';

export interface PaymentRequest {
  /** Integer minor units (cents). */
  amountMinor: number;
  /** ISO 4217, lower case. */
  currency: string;
  description: string;
  /** The same key for a retry of the same payment: the provider makes it once. */
  idempotencyKey: string;
  /** Kept by the provider and sent back with its events (Stripe: the session's and its PaymentIntent's metadata[...]). */
  metadata: Record<string, string>;
  /** Where the payer's browser comes back to: paid (or on its way), or gave up. Absolute URLs of the app. */
  successUrl: string;
  cancelUrl: string;
  /** How long the thing paid for is still held (ms): the hosted page stops taking the payment about then. */
  holdMs: number;
}

export interface StartedPayment {
  /** The provider's id of the payment (Stripe: the Checkout Session's cs_...); null offline. */
  providerRef: string | null;
  /** The provider's page the payer is sent to (Stripe Checkout's hosted page); null offline. */
  checkoutUrl: string | null;
  /** PENDING: the provider will tell us (webhook); AWAITING_COLLECTION: paid in person. */
  status: 'PENDING' | 'AWAITING_COLLECTION';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(request: PaymentRequest): Promise<StartedPayment>;
}

/** The provider refused or could not be reached: the member may try again later. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
