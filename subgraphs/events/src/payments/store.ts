// What a part that charges money calls (docs/shop.md, "Payments"):
//
//   configuredPaymentProvider(services)   Stripe when its key and webhook secret are set, else
//                                         pay on collection.
//   startPayment(ctx, request)            the payment of one thing (purpose + reference): made
//                                         once at the provider (idempotency key
//                                         `${purpose}:${reference}`) and recorded; starting again
//                                         answers the same payment.
//   onPaymentSettled(purpose, handler)    called in the webhook's transaction when the
//                                         provider says a payment of that purpose succeeded or
//                                         failed (once per provider event).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceUnavailableError, createLogger, table, type SubgraphContext, type SubgraphServices } from '@pulse/kit';
import { Payment } from './entities.js';
import { offlineProvider } from './offline.js';
import { PaymentProviderError, type PaymentProvider } from './provider.js';
import { stripeProvider } from './stripe.js';

const log = createLogger('events.payments');

export function configuredPaymentProvider(services: SubgraphServices): PaymentProvider {
  const settings = services.config.payments;
  const { stripeSecretKey, stripeWebhookSecret } = settings;
  // Without the webhook secret nothing could ever tell us a payment succeeded: offline then.
  if (stripeSecretKey && stripeWebhookSecret) return stripeProvider({ ...settings, stripeSecretKey });
  return offlineProvider;
}

export interface StartPaymentRequest {
  purpose: string;
  reference: string;
  payerId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Sent to the provider beside purpose and reference (Stripe: metadata[orderId]). Must be the same on a retry. */
  metadata?: Record<string, string>;
}

export async function startPayment(ctx: SubgraphContext, request: StartPaymentRequest): Promise<Payment> {
  const em = ctx.em.fork();
  const existing = await em.findOne(Payment, { purpose: request.purpose, reference: request.reference });
  if (existing) {
    // A Stripe PaymentIntent that failed takes another attempt with the same client secret.
    if (existing.status === 'FAILED') {
      existing.status = 'PENDING';
      existing.updatedAt = ctx.services.clock.now();
      await em.flush();
    }
    return existing;
  }
  const provider = configuredPaymentProvider(ctx.services);
  let started;
  try {
    // Outside any transaction: a slow provider holds no lock.
    started = await provider.start({
      amountMinor: request.amountMinor,
      currency: request.currency,
      description: request.description,
      idempotencyKey: `${request.purpose}:${request.reference}`,
      metadata: { ...request.metadata, purpose: request.purpose, reference: request.reference },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn('payment provider failed', { provider: provider.name, purpose: request.purpose, reference: request.reference, error: error.message });
    throw new ServiceUnavailableError('The payment could not be started. Please try again later.');
  }
  const now = ctx.services.clock.now();
  // Two starts at once made one PaymentIntent (same idempotency key); one row keeps it.
  await em.getConnection().execute(
    `INSERT INTO ${table(ctx, 'payments')} (id, purpose, reference, payer_id, provider, provider_ref, client_secret, amount_minor, currency, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (purpose, reference) DO NOTHING`,
    [
      new Payment().id,
      request.purpose,
      request.reference,
      request.payerId,
      provider.name,
      started.providerRef,
      started.clientSecret,
      request.amountMinor,
      request.currency,
      started.status,
      now,
      now,
    ],
  );
  return em.findOneOrFail(Payment, { purpose: request.purpose, reference: request.reference }, { refresh: true });
}

export type SettledHandler = (em: EntityManager, payment: Payment, succeeded: boolean, now: Date) => Promise<void>;
const settledHandlers = new Map<string, SettledHandler>();

/** What to do when a payment of `purpose` settles (the shop marks its order paid). One handler per purpose. */
export function onPaymentSettled(purpose: string, handler: SettledHandler): void {
  settledHandlers.set(purpose, handler);
}

export function settledHandlerOf(purpose: string): SettledHandler | undefined {
  return settledHandlers.get(purpose);
}
