// A payment started for something a member buys (a shop order, a paid ticket): which thing
// (purpose + reference), through which provider, for how much, and where it stands. One per
// thing: starting again answers the same payment (and the same Stripe PaymentIntent).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { newId } from '@pulse/kit';
import type { PaymentProviderName } from './provider.js';

export type PaymentStatus = 'PENDING' | 'AWAITING_COLLECTION' | 'SUCCEEDED' | 'FAILED';

@Entity({ tableName: 'payments' })
export class Payment {
  @PrimaryKey({ type: 'string' })
  id: string = newId();

  /** Which part asked: 'order' (shop), or another part's word (onPaymentSettled). */
  @Property({ type: 'string' })
  purpose!: string;

  /** The id of the thing paid for (an order id). */
  @Property({ type: 'string' })
  reference!: string;

  @Property({ type: 'string', fieldName: 'payer_id' })
  payerId!: string;

  @Property({ type: 'string' })
  provider!: PaymentProviderName;

  @Property({ type: 'string', fieldName: 'provider_ref', nullable: true })
  providerRef: string | null = null;

  /** A PaymentIntent's client secret (payments started before Checkout); null for a Checkout Session. */
  @Property({ type: 'string', fieldName: 'client_secret', nullable: true })
  clientSecret: string | null = null;

  /** Stripe Checkout's hosted page for this payment (shown to the payer only); null offline. */
  @Property({ type: 'string', fieldName: 'checkout_url', nullable: true })
  checkoutUrl: string | null = null;

  /** 1, then one more each time a failed (expired) payment is started again with a new session. */
  @Property({ type: 'integer' })
  attempt: number = 1;

  @Property({ type: 'integer', fieldName: 'amount_minor' })
  amountMinor!: number;

  @Property({ type: 'string' })
  currency!: string;

  @Property({ type: 'string' })
  status!: PaymentStatus;

  @Property({ type: 'Date', fieldName: 'created_at' })
  createdAt!: Date;

  @Property({ type: 'Date', fieldName: 'updated_at' })
  updatedAt!: Date;
}

export const paymentEntities = [Payment];
